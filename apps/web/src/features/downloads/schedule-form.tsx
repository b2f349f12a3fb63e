import {
  type BriefingSchedule,
  createBriefingSchedule,
  listBriefingSchedules,
  listScheduleRecipients,
  updateBriefingSchedule,
} from '@fengshou/core/contract';
import { App, Form, Input, Modal, Select, Switch } from 'antd';
import { useState } from 'react';
import { useApiMutation, useApiQuery } from '../../api';
import type { AreaRef } from '../../area/area-store';
import { useCurrentArea } from '../../area/use-current-area';
import { AreaPicker } from '../../ui/area/area-picker';
import { FORMAT_OPTIONS, useTopicOptions } from './briefing-form';

export const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'].map((d, i) => ({
  value: i + 1,
  label: `星期${d}`,
}));
export const MONTH_DAYS = [
  ...Array.from({ length: 28 }, (_, i) => ({ value: i + 1, label: `${i + 1}日` })),
  { value: 0, label: '月末' },
];

type Values = Omit<
  BriefingSchedule,
  'id' | 'areaIds' | 'areaNames' | 'menuName' | 'recipientNames' | 'nextRunAt' | 'lastRunAt' | 'createdBy'
>;

/** Creates or edits a briefing schedule: topic, areas, format, cadence and recipients of the subject. */
export function ScheduleForm({ schedule, onClose }: { schedule: BriefingSchedule | null; onClose(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { trail } = useCurrentArea();
  const root = trail[0];
  const [areas, setAreas] = useState<AreaRef[]>(
    schedule
      ? schedule.areaIds.map((areaId, i) => ({
          areaId,
          areaName: schedule.areaNames[i] ?? String(areaId),
          level: 0,
        }))
      : root
        ? [root]
        : [],
  );
  const topics = useTopicOptions();
  const recipients = useApiQuery(listScheduleRecipients, {});
  const cadence = Form.useWatch('cadence', form) ?? schedule?.cadence ?? 'weekly';
  const done = {
    invalidates: () => [listBriefingSchedules],
    onSuccess: () => {
      void message.success('已保存');
      onClose();
    },
  };
  const create = useApiMutation(createBriefingSchedule, done);
  const update = useApiMutation(updateBriefingSchedule, done);
  const save = (v: Values) => {
    const body = { ...v, areaIds: areas.map((a) => a.areaId) };
    if (schedule) update.mutate({ id: schedule.id, ...body });
    else create.mutate(body);
  };
  return (
    <Modal
      open
      title={schedule ? '编辑简报计划' : '新建简报计划'}
      okText="保存"
      onCancel={onClose}
      confirmLoading={create.isPending || update.isPending}
      onOk={() => void form.validateFields().then(save)}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          schedule ?? {
            cadence: 'weekly',
            weekday: 1,
            monthDay: 1,
            time: '08:00',
            format: 'pdf-a4',
            enabled: true,
          }
        }
      >
        <Form.Item name="name" label="计划名称" rules={[{ required: true, message: '请填写计划名称' }]}>
          <Input maxLength={40} aria-label="计划名称" />
        </Form.Item>
        <Form.Item name="menuKey" label="专题大屏" rules={[{ required: true, message: '请选择专题大屏' }]}>
          <Select options={topics} aria-label="专题大屏" />
        </Form.Item>
        <Form.Item label="区域（每个区域生成一份）" required>
          {root ? (
            <AreaPicker
              root={root}
              trail={[root]}
              onPick={(t) => {
                const a = t[t.length - 1];
                if (a && !areas.some((x) => x.areaId === a.areaId)) setAreas([...areas, a]);
              }}
            />
          ) : null}
          <Select
            mode="multiple"
            aria-label="已选区域"
            style={{ width: '100%', marginTop: 8 }}
            value={areas.map((a) => a.areaId)}
            options={areas.map((a) => ({ value: a.areaId, label: a.areaName }))}
            onChange={(ids: number[]) => setAreas(areas.filter((a) => ids.includes(a.areaId)))}
            open={false}
          />
        </Form.Item>
        <Form.Item name="format" label="格式" rules={[{ required: true }]}>
          <Select options={FORMAT_OPTIONS} aria-label="格式" />
        </Form.Item>
        <Form.Item name="cadence" label="周期" rules={[{ required: true }]}>
          <Select
            aria-label="周期"
            options={[
              { value: 'weekly', label: '每周' },
              { value: 'monthly', label: '每月' },
            ]}
          />
        </Form.Item>
        {cadence === 'weekly' ? (
          <Form.Item name="weekday" label="星期" rules={[{ required: true, message: '请选择星期几' }]}>
            <Select options={WEEKDAYS} aria-label="星期" />
          </Form.Item>
        ) : (
          <Form.Item name="monthDay" label="日期" rules={[{ required: true, message: '请选择日期' }]}>
            <Select options={MONTH_DAYS} aria-label="日期" />
          </Form.Item>
        )}
        <Form.Item
          name="time"
          label="时间"
          rules={[{ required: true, pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: '时间格式为 HH:MM' }]}
        >
          <Input type="time" aria-label="时间" />
        </Form.Item>
        <Form.Item
          name="recipientIds"
          label="接收人"
          rules={[{ required: true, message: '请至少选择一位接收人' }]}
        >
          <Select
            mode="multiple"
            aria-label="接收人"
            loading={recipients.isLoading}
            options={(recipients.data?.list ?? []).map((u) => ({ value: u.id, label: u.name }))}
            optionFilterProp="label"
          />
        </Form.Item>
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
