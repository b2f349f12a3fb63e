import {
  getSecurityPolicy,
  type ResultOf,
  SECURITY_POLICY_BOUNDS,
  saveSecurityPolicy,
} from '@fengshou/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, InputNumber, Radio, Space } from 'antd';
import { useEffect } from 'react';
import { apiKey, useApiMutation, useApiQuery } from '../../api';
import { DataState } from '../../ui/data-state';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import {
  fieldErrorsOf,
  NUMBER_FIELDS,
  policyProblemOf,
  refusedListOf,
  refusedListProblem,
} from './policy-form';
import { SecurityFrame } from './security-frame';

type Policy = ResultOf<typeof getSecurityPolicy>;

interface Values {
  passwordHistoryCount: number;
  passwordMaxAgeDays: number;
  idleMinutes: number;
  absoluteHours: number;
  secondFactor: 'off' | 'admins';
  refusedText: string;
}

const valuesOf = (p: Policy): Values => ({
  passwordHistoryCount: p.passwordHistoryCount,
  passwordMaxAgeDays: p.passwordMaxAgeDays,
  idleMinutes: p.idleMinutes,
  absoluteHours: p.absoluteHours,
  secondFactor: p.secondFactor,
  refusedText: p.refusedPasswords.join('\n'),
});

/** 安全策略: the installation's password and session policy, changed by the top-level security administrator. */
export default function PolicyPage({ meta }: PageProps) {
  return (
    <SecurityFrame meta={meta} code="security:manage" needs="安全策略需要“密码与会话安全策略”权限。">
      <PolicyLoader />
    </SecurityFrame>
  );
}

function PolicyLoader() {
  const policy = useApiQuery(getSecurityPolicy, {});
  return <DataState query={policy}>{(data) => <PolicyForm policy={data} />}</DataState>;
}

function PolicyForm({ policy }: { policy: Policy }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const editable = policy.editable;
  useEffect(() => form.setFieldsValue(valuesOf(policy)), [form, policy]);

  const save = useApiMutation(saveSecurityPolicy, {
    body: (v: Values) => ({
      passwordHistoryCount: v.passwordHistoryCount,
      passwordMaxAgeDays: v.passwordMaxAgeDays,
      idleMinutes: v.idleMinutes,
      absoluteHours: v.absoluteHours,
      secondFactor: v.secondFactor,
      refusedPasswords: refusedListOf(v.refusedText),
    }),
    // The form shows the failure on the fields it names.
    notify: false,
    onSuccess: (saved) => {
      queryClient.setQueryData(apiKey(getSecurityPolicy, {}), saved);
      void message.success('已保存安全策略，新的登录与改密即按此执行');
    },
    onError: (error) => {
      const problem = policyProblemOf(error);
      form.setFields(
        fieldErrorsOf(problem).map((f) => ({
          name: f.name === 'refusedPasswords' ? 'refusedText' : f.name,
          errors: f.errors,
        })),
      );
    },
  });
  const problem = save.error ? policyProblemOf(save.error) : null;

  return (
    <Panel title="密码与会话安全策略" className="security-policy">
      {editable ? null : (
        <Alert
          type="info"
          showIcon
          className="security-alert"
          title="只读：本策略由顶级单位的安全管理员统一设置"
          description="全系统执行同一套密码与会话策略。您可以查看当前设置，如需调整请联系顶级单位的安全管理员。"
        />
      )}
      {problem ? (
        <Alert
          type="error"
          showIcon
          className="security-alert"
          title={problem.respCode === 403 ? '保存被拒绝：没有权限' : '保存失败'}
          description={problem.text}
          closable={{ onClose: () => save.reset() }}
        />
      ) : null}
      <Form<Values>
        form={form}
        layout="horizontal"
        labelCol={{ flex: '180px' }}
        className="security-policy-form"
        disabled={!editable || save.isPending}
        initialValues={valuesOf(policy)}
        onFinish={(v) => save.mutate(v)}
      >
        <h3 className="security-form-section">密码</h3>
        {NUMBER_FIELDS.slice(0, 2).map((f) => (
          <NumberItem key={f.name} field={f} />
        ))}
        <Form.Item
          name="refusedText"
          label="附加禁用密码"
          extra={`每行一个，在内置的 ${policy.builtInRefusedCount} 个弱口令（公开的演示密码、常见密码）之外再禁止使用。`}
          rules={[
            {
              validator: (_, v?: string) => {
                const why = refusedListProblem(refusedListOf(v));
                return why ? Promise.reject(new Error(why)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input.TextArea rows={5} placeholder="例如：Nongye@2026" aria-label="附加禁用密码" />
        </Form.Item>
        <h3 className="security-form-section">会话与登录</h3>
        {NUMBER_FIELDS.slice(2).map((f) => (
          <NumberItem key={f.name} field={f} />
        ))}
        <Form.Item
          name="secondFactor"
          label="登录短信二次验证"
          extra="开启后，持有管理职责（系统、安全、审计管理）的账号用密码登录后还须输入发到绑定手机的短信验证码。"
        >
          <Radio.Group
            options={[
              { value: 'off', label: '关闭' },
              { value: 'admins', label: '管理员须短信验证' },
            ]}
          />
        </Form.Item>
        {editable ? (
          <Form.Item label=" " colon={false}>
            <Space>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                保存
              </Button>
              <Button onClick={() => form.setFieldsValue(valuesOf(policy))}>撤销修改</Button>
            </Space>
          </Form.Item>
        ) : null}
        <p className="security-updated">
          {policy.updateTime
            ? `最近修改：${policy.updateBy ?? '—'}，${policy.updateTime}`
            : '尚未修改，当前为系统默认策略（等保三级要求的最低限度）。'}
        </p>
      </Form>
    </Panel>
  );
}

function NumberItem({ field }: { field: (typeof NUMBER_FIELDS)[number] }) {
  const { min, max } = SECURITY_POLICY_BOUNDS[field.name];
  return (
    <Form.Item
      name={field.name}
      label={field.label}
      extra={`${field.hint}；可设 ${min}–${max} ${field.unit}。`}
      rules={[
        { required: true, message: `请填写${field.label}` },
        { type: 'integer', min, max, message: `须为 ${min}–${max} 之间的整数` },
      ]}
    >
      {/* Not clamped to the bounds: a value out of them is refused with a message, not silently changed. */}
      <InputNumber precision={0} suffix={field.unit} aria-label={field.label} style={{ width: 160 }} />
    </Form.Item>
  );
}
