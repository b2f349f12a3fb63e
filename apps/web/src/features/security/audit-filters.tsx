import { AUDIT_EVENTS, AUDIT_OUTCOMES, type AuditEvent, type AuditOutcome } from '@fengshou/core/contract';
import { Button, DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';

/** The filters of the audit list body; absent means any. */
export interface AuditFilter {
  event?: AuditEvent;
  outcome?: AuditOutcome;
  loginName?: string;
  ip?: string;
  startDate?: string;
  endDate?: string;
}

interface Values {
  event?: AuditEvent;
  outcome?: AuditOutcome;
  loginName?: string;
  ip?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

const EVENT_OPTIONS = Object.entries(AUDIT_EVENTS).map(([value, label]) => ({ value, label }));
const OUTCOME_OPTIONS = Object.entries(AUDIT_OUTCOMES).map(([value, label]) => ({ value, label }));

const text = (v?: string) => v?.trim() || undefined;

/** The form values as the list's filter body. */
export function filterOf(v: Values): AuditFilter {
  const [from, to] = v.range ?? [];
  const f: AuditFilter = {
    event: v.event,
    outcome: v.outcome,
    loginName: text(v.loginName),
    ip: text(v.ip),
    startDate: from?.format('YYYY-MM-DD'),
    endDate: to?.format('YYYY-MM-DD'),
  };
  return Object.fromEntries(Object.entries(f).filter(([, x]) => x !== undefined)) as AuditFilter;
}

/** The audit list's filter bar: event kind, outcome, account, IP and date range; 查询 applies them. */
export function AuditFilters({ onApply }: { onApply(filter: AuditFilter): void }) {
  const [form] = Form.useForm<Values>();
  return (
    <Form<Values>
      form={form}
      layout="inline"
      className="security-audit-filters"
      onFinish={(v) => onApply(filterOf(v))}
      aria-label="筛选"
    >
      <Form.Item name="event" label="事件">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="全部事件"
          aria-label="事件"
          options={EVENT_OPTIONS}
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item name="outcome" label="结果">
        <Select
          allowClear
          placeholder="全部"
          aria-label="结果"
          options={OUTCOME_OPTIONS}
          style={{ width: 100 }}
        />
      </Form.Item>
      <Form.Item name="loginName" label="账号">
        <Input allowClear placeholder="完整账号" aria-label="账号" maxLength={64} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="ip" label="IP">
        <Input allowClear placeholder="IP 地址" aria-label="IP 地址" maxLength={64} style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="range" label="日期">
        <DatePicker.RangePicker aria-label="日期" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          onClick={() => {
            form.resetFields();
            onApply({});
          }}
        >
          重置
        </Button>
      </Form.Item>
    </Form>
  );
}
