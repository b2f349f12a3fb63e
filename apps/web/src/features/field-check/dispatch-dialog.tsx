import { beijing } from '@fengshou/core';
import { listFieldCheckers } from '@fengshou/core/contract';
import { DatePicker, Form, Input, Modal, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useApiQuery } from '../../api';
import { useChildAreas } from '../../area/area-queries';

/** Where tasks go and by when, as the dialog answers it. */
export interface DispatchTarget {
  toAreaId?: number;
  checkerId?: number;
  deadline?: string;
  remark?: string;
}

/**
 * 下发 / 改派: to a child area of the caller's own area (town, village) or to a named checker in the area,
 * with a deadline (required when dispatching, optional when reassigning).
 */
export function DispatchDialog(props: {
  title: string;
  ownAreaId: number;
  needDeadline: boolean;
  open: boolean;
  onCancel: () => void;
  onOk: (t: DispatchTarget) => Promise<void>;
}) {
  const [form] = Form.useForm();
  const [to, setTo] = useState<'area' | 'checker'>('area');
  const [busy, setBusy] = useState(false);
  const children = useChildAreas(props.open ? props.ownAreaId : undefined);
  const checkers = useApiQuery(listFieldCheckers, {}, { enabled: props.open && to === 'checker' });
  const submit = async () => {
    const v = (await form.validateFields()) as {
      toAreaId?: number;
      checkerId?: number;
      deadline?: Dayjs;
      remark?: string;
    };
    setBusy(true);
    try {
      await props.onOk({
        toAreaId: to === 'area' ? v.toAreaId : undefined,
        checkerId: to === 'checker' ? v.checkerId : undefined,
        deadline: v.deadline?.format('YYYY-MM-DD'),
        remark: v.remark || undefined,
      });
      form.resetFields();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title={props.title}
      open={props.open}
      onCancel={props.onCancel}
      onOk={submit}
      confirmLoading={busy}
      okText="确定"
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ deadline: beijing().add(7, 'day') }}>
        <Radio.Group
          value={to}
          onChange={(e) => setTo(e.target.value)}
          options={[
            { value: 'area', label: '下级区域' },
            { value: 'checker', label: '核查员' },
          ]}
          style={{ marginBottom: 12 }}
        />
        {to === 'area' ? (
          <Form.Item name="toAreaId" label="下发到" rules={[{ required: true, message: '请选择区域' }]}>
            <Select
              showSearch
              optionFilterProp="label"
              placeholder="乡镇或村"
              loading={children.isLoading}
              options={children.data?.map((a) => ({ value: a.areaId, label: a.areaName }))}
            />
          </Form.Item>
        ) : (
          <Form.Item name="checkerId" label="核查员" rules={[{ required: true, message: '请选择核查员' }]}>
            <Select
              showSearch
              optionFilterProp="label"
              loading={checkers.isLoading}
              options={checkers.data?.map((c) => ({ value: c.id, label: `${c.name}（${c.areaName}）` }))}
            />
          </Form.Item>
        )}
        <Form.Item
          name="deadline"
          label="核查期限"
          rules={props.needDeadline ? [{ required: true, message: '请选择期限' }] : []}
        >
          <DatePicker disabledDate={(d) => d.isBefore(beijing(), 'day')} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="remark" label="说明">
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
