import { formatChinaDateTime } from '@fengshou/core';
import {
  BRIEFING_FORMAT_NAMES,
  type BriefingFormatKey,
  createBriefing,
  listDownloads,
} from '@fengshou/core/contract';
import { App, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useApiMutation } from '../../api';
import { usePortal } from '../../api/portal-context';
import type { AreaRef } from '../../area/area-store';
import { useCurrentArea } from '../../area/use-current-area';
import { AreaPicker } from '../../ui/area/area-picker';

interface BriefingValues {
  menuKey: number;
  asOf: string;
  format: BriefingFormatKey;
}

export const FORMAT_OPTIONS = Object.entries(BRIEFING_FORMAT_NAMES).map(([value, label]) => ({
  value,
  label,
}));

/** The subject's topic dashboards (not the fixed pages) as options. */
export function useTopicOptions() {
  const { menuRoutes } = usePortal();
  const seen = new Set<number>();
  return menuRoutes
    .filter((m) => !m.fixed && !m.linkUrl && !seen.has(m.menuKey) && seen.add(m.menuKey))
    .map((m) => ({ value: m.menuKey, label: m.title }));
}

/** 生成简报: a topic dashboard of an area in scope as of a day, in a format; made as a job of the centre. */
export function BriefingForm({ onClose, onCreated }: { onClose(): void; onCreated(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<BriefingValues>();
  const { trail: current } = useCurrentArea();
  const [trail, setTrail] = useState<AreaRef[]>(current);
  const topics = useTopicOptions();
  const create = useApiMutation(createBriefing, {
    invalidates: () => [listDownloads],
    onSuccess: () => {
      void message.success('已开始生成，完成后可在下载中心下载');
      onCreated();
    },
  });
  const area = trail[trail.length - 1];
  return (
    <Modal
      open
      title="生成简报"
      okText="生成"
      onCancel={onClose}
      confirmLoading={create.isPending}
      onOk={() =>
        void form.validateFields().then((v) => area && create.mutate({ ...v, areaId: area.areaId }))
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ asOf: formatChinaDateTime(new Date()).slice(0, 10), format: 'pdf-a4' }}
      >
        <Form.Item name="menuKey" label="专题大屏" rules={[{ required: true, message: '请选择专题大屏' }]}>
          <Select options={topics} placeholder="选择专题大屏" aria-label="专题大屏" />
        </Form.Item>
        <Form.Item label="区域" required>
          {trail[0] ? <AreaPicker root={trail[0]} trail={trail} onPick={setTrail} /> : null}
        </Form.Item>
        <Form.Item name="asOf" label="数据截至" rules={[{ required: true, message: '请选择日期' }]}>
          <Input type="date" aria-label="数据截至" />
        </Form.Item>
        <Form.Item name="format" label="格式" rules={[{ required: true }]}>
          <Select options={FORMAT_OPTIONS} aria-label="格式" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
