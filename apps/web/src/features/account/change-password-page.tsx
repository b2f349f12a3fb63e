import { passwordCompositionProblem } from '@fengshou/core';
import { editMyPassword } from '@fengshou/core/contract';
import { Alert, App, Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { useApiMutation } from '../../api';
import { platformTitle, usePortal } from '../../api/portal-context';
import type { PageProps } from '../../ui/route-meta';
import './account.css';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** Changing the own password; forced (and the only page open) while editPasswordFlag is set. */
export default function ChangePasswordPage({ meta }: PageProps) {
  const portal = usePortal();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const forced = portal.user?.editPasswordFlag === 1;
  const loginName = portal.user?.loginName ?? '';
  const change = useApiMutation(editMyPassword, {
    body: (v: Values) => ({ oldPassword: v.oldPassword, newPassword: v.newPassword }),
    onSuccess: () => {
      void message.success('密码已修改');
      form.resetFields();
      // The flag is cleared on the server; reloading the entry data lets the guard open the start page.
      portal.reload();
      navigate('/', { replace: true });
    },
  });
  return (
    <div className="account-page">
      <div className="account-card">
        <div className="account-brand">{platformTitle(portal)}</div>
        <h1 className="account-title">{meta.title}</h1>
        {forced ? (
          <Alert
            type="warning"
            showIcon
            className="account-alert"
            title="首次登录须修改初始密码"
            description="为保障账号安全，请先设置新密码，修改后即可进入系统。"
          />
        ) : null}
        <Form<Values> form={form} layout="vertical" size="large" onFinish={(v) => change.mutate(v)}>
          <Form.Item name="oldPassword" label="原密码" rules={[{ required: true, message: '请输入原密码' }]}>
            <Input.Password autoComplete="current-password" maxLength={128} />
          </Form.Item>
          <Form.Item
            name="newPassword"
            label="新密码"
            extra="8–32位，包含大写字母、小写字母、数字、符号中的至少三类"
            dependencies={['oldPassword']}
            rules={[
              { required: true, message: '请输入新密码' },
              ({ getFieldValue }) => ({
                validator(_, value: string | undefined) {
                  const problem = value
                    ? passwordCompositionProblem(value, loginName, getFieldValue('oldPassword'))
                    : null;
                  return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                },
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" maxLength={32} />
          </Form.Item>
          <Form.Item
            name="confirm"
            label="确认新密码"
            dependencies={['newPassword']}
            rules={[
              { required: true, message: '请再次输入新密码' },
              ({ getFieldValue }) => ({
                validator(_, value) {
                  return !value || value === getFieldValue('newPassword')
                    ? Promise.resolve()
                    : Promise.reject(new Error('两次输入的新密码不一致'));
                },
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" maxLength={32} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={change.isPending}>
            确认修改
          </Button>
        </Form>
        <div className="account-actions">
          {forced ? (
            <Button type="link" onClick={() => void portal.signOut()}>
              退出登录
            </Button>
          ) : (
            <Button type="link" onClick={() => navigate(-1)}>
              返回
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
