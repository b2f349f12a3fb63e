import { createUser, listRolePermissions, updateUser } from '@fengshou/core/contract';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useApiMutation, useApiQuery } from '../../api';
import { problemOf } from './api-problem';
import { checkedCodes, nameCodes } from './permission-groups';
import type { AdminUser, Role } from './queries';
import {
  createBodyOf,
  isMaskedPhone,
  selfRoleProblem,
  USER_FIELD_LABELS,
  type UserFormValues,
  updateBodyOf,
} from './user-edit';

interface UserFormModalProps {
  /** The user being edited; undefined creates one. Only mounted while open. */
  user?: AdminUser;
  roles: readonly Role[];
  /** The subject a new user joins when not the caller's own. */
  subjectId?: number;
  callerId: number | undefined;
  onClose(): void;
  /** After a save: the created user with its initial password, or the edited user. */
  onSaved(result: { user: AdminUser; initialPassword?: string }): void;
}

const PHONE = /^1[3-9]\d{9}$/;

/** Creates a user (账号, 姓名, 角色, 手机号, 单位, 职务) or edits one (all but the account name). */
export function UserFormModal({ user, roles, subjectId, callerId, onClose, onSaved }: UserFormModalProps) {
  const [form] = Form.useForm<UserFormValues>();
  const editing = user !== undefined;
  const self = editing && user.id === callerId;
  const roleId = Form.useWatch('governmentRoleId', form);
  // Changing one's own role: read the chosen role's permissions first, so a role without user:manage is
  // refused here with a reason rather than by the server after the click.
  const nextRole = useApiQuery(
    listRolePermissions,
    { governmentRoleId: roleId! },
    { enabled: self && roleId !== undefined && roleId !== user?.governmentRoleId },
  );
  const nextCodes = nextRole.data ? checkedCodes(nextRole.data) : undefined;
  const lockout = user ? selfRoleProblem(self, user.governmentRoleId, roleId, nextCodes) : null;

  // The dialog shows a failure itself (the fields at fault), so neither call toasts.
  const create = useApiMutation(createUser, {
    body: (v: UserFormValues) => createBodyOf(v, subjectId),
    notify: false,
    onSuccess: onSaved,
  });
  const update = useApiMutation(updateUser, {
    body: (v: UserFormValues) => updateBodyOf(user!, v),
    notify: false,
    onSuccess: (saved) => onSaved({ user: saved }),
  });
  const save = user ? update : create;
  const problem = save.error ? problemOf(save.error, USER_FIELD_LABELS) : null;

  const initial: Partial<UserFormValues> = user
    ? {
        loginName: user.loginName,
        nickname: user.nickname,
        governmentRoleId: user.governmentRoleId,
        phone: user.phone ?? '',
        workUnit: user.workUnit ?? '',
        postName: user.postName ?? '',
      }
    : {};

  return (
    <Modal
      open
      title={editing ? `编辑用户：${user.nickname}` : '新建用户'}
      okText={editing ? '保存' : '创建'}
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ loading: save.isPending, disabled: lockout !== null }}
      maskClosable={false}
      destroyOnHidden
      width={560}
    >
      {problem ? (
        <Alert
          type="error"
          showIcon
          className="admin-alert"
          title={problem.respCode === 403 ? '没有权限' : editing ? '保存失败' : '创建失败'}
          description={nameCodes(problem.text)}
        />
      ) : null}
      {lockout ? <Alert type="warning" showIcon className="admin-alert" title={lockout} /> : null}
      <Form<UserFormValues>
        form={form}
        layout="horizontal"
        labelCol={{ span: 5 }}
        initialValues={initial}
        onFinish={(v) => save.mutate(v)}
        disabled={save.isPending}
        className="admin-user-form"
      >
        <Form.Item
          name="loginName"
          label="账号"
          extra={editing ? '账号创建后不能修改' : '以字母开头，4–32 位字母、数字或下划线'}
          rules={[
            { required: true, message: '请输入账号' },
            { pattern: /^[A-Za-z][A-Za-z0-9_]{3,31}$/, message: '账号须以字母开头，4–32位字母数字或下划线' },
          ]}
        >
          <Input disabled={editing} maxLength={32} autoComplete="off" placeholder="如 chongming_zhang" />
        </Form.Item>
        <Form.Item
          name="nickname"
          label="姓名"
          rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}
        >
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="governmentRoleId" label="角色" rules={[{ required: true, message: '请选择角色' }]}>
          <Select
            placeholder="请选择角色"
            options={roles.map((r) => ({ value: r.id, label: r.roleName }))}
            loading={nextRole.isFetching}
          />
        </Form.Item>
        <Form.Item
          name="phone"
          label="手机号"
          extra={user && isMaskedPhone(user.phone) ? '号码已脱敏显示；不改动则保持原号码' : undefined}
          rules={[
            {
              // The masked number as loaded stays valid: it is not sent unless changed (updateBodyOf).
              validator: async (_, value?: string) => {
                const v = value?.trim();
                if (!v || PHONE.test(v) || (user && v === user.phone)) return;
                throw new Error('手机号格式不正确');
              },
            },
          ]}
        >
          <Input maxLength={11} inputMode="numeric" />
        </Form.Item>
        <Form.Item name="workUnit" label="工作单位">
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="postName" label="职务">
          <Input maxLength={32} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
