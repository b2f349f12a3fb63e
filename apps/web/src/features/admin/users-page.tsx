import { PlusOutlined } from '@ant-design/icons';
import { listUsers } from '@fengshou/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { invalidateApi } from '../../api';
import { usePortal } from '../../api/portal-context';
import type { PageProps } from '../../ui/route-meta';
import { SubjectSelect } from '../../ui/subject-select';
import { pagingBody, type TableColumn, TablePage } from '../../ui/table-page';
import { hasPermission } from '../../ui/use-guarded-click';
import { AdminFrame } from './admin-frame';
import { problemOf } from './api-problem';
import { type IssuedPassword, PasswordNotice } from './password-notice';
import { type AdminUser, resetPassword, setAccountStatus, useRoles } from './queries';
import { resetLock, statusLock, USER_FIELD_LABELS } from './user-edit';
import { UserFormModal } from './user-form-modal';

/**
 * 用户管理: the users of the signed-in subject, created, edited, enabled or disabled, passwords reset; a
 * 主体管理 holder picks a subject below (?subjectId=) and does the same there.
 */
export default function UsersPage({ meta }: PageProps) {
  return (
    <AdminFrame meta={meta}>
      <UsersTable />
    </AdminFrame>
  );
}

/** Which dialog is open: the user form (a user to edit, or none to create). */
type Editing = { user?: AdminUser } | null;

function UsersTable() {
  const portal = usePortal();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const bySubject = hasPermission(portal.permissions, 'portal:manage');
  const own = portal.subject?.id;
  const asked = Number(params.get('subjectId'));
  const subjectId = bySubject && Number.isInteger(asked) && asked > 0 ? asked : own;
  const other = subjectId === own ? undefined : subjectId;
  const roles = useRoles(other);
  const [editing, setEditing] = useState<Editing>(null);
  const [issued, setIssued] = useState<IssuedPassword | null>(null);
  const callerId = portal.user?.id;
  const refresh = () => invalidateApi(queryClient, listUsers);
  const fail = (error: unknown) => void message.error(problemOf(error, USER_FIELD_LABELS).text);

  const toggleStatus = (u: AdminUser) => {
    const enable = u.accountStatus !== 1;
    modal.confirm({
      title: `${enable ? '启用' : '停用'}账号“${u.nickname}”？`,
      content: enable
        ? '启用后该用户可以重新登录。'
        : '停用后该用户立即退出登录，且不能再登录，直到重新启用。数据与操作记录保留。',
      okText: enable ? '启用' : '停用',
      okButtonProps: { danger: !enable },
      cancelText: '取消',
      onOk: () =>
        setAccountStatus(u, enable ? 1 : 0).then(() => {
          void message.success(`已${enable ? '启用' : '停用'}“${u.nickname}”`);
          void refresh();
        }, fail),
    });
  };

  const reset = (u: AdminUser) =>
    modal.confirm({
      title: `重置“${u.nickname}”的密码？`,
      content: '将生成新的初始密码，原密码立即失效，该用户的登录状态也会退出；首次登录须修改密码。',
      okText: '重置密码',
      cancelText: '取消',
      onOk: () =>
        resetPassword(u.id).then(({ initialPassword }) => {
          setIssued({
            title: '已重置密码',
            loginName: u.loginName,
            nickname: u.nickname,
            password: initialPassword,
          });
          void refresh();
        }, fail),
    });

  const columns: TableColumn<AdminUser>[] = [
    {
      key: 'loginName',
      title: '账号',
      dataIndex: 'loginName',
      render: (v: string, u) => (
        <Space size={4}>
          {v}
          {u.id === callerId ? <Tag color="blue">本人</Tag> : null}
        </Space>
      ),
    },
    { key: 'nickname', title: '姓名', dataIndex: 'nickname' },
    { key: 'role', title: '角色', dataIndex: 'governmentRoleName' },
    { key: 'phone', title: '手机号', dataIndex: 'phone', render: (v: string | null) => v ?? '—' },
    { key: 'workUnit', title: '工作单位', dataIndex: 'workUnit', render: (v: string | null) => v ?? '—' },
    { key: 'postName', title: '职务', dataIndex: 'postName', render: (v: string | null) => v ?? '—' },
    {
      key: 'status',
      title: '状态',
      render: (_, u) => (
        <Space size={4} wrap>
          {u.accountStatus === 1 ? <Tag color="green">启用</Tag> : <Tag color="red">停用</Tag>}
          {u.editPasswordFlag === 1 ? <Tag color="orange">待改初始密码</Tag> : null}
        </Space>
      ),
    },
    { key: 'createTime', title: '创建时间', dataIndex: 'createTime', render: (v: string | null) => v ?? '—' },
    {
      key: 'actions',
      title: '操作',
      fixed: 'right',
      render: (_, u) => {
        const locked = statusLock(u, callerId);
        const noReset = resetLock(u, callerId);
        return (
          <Space size={0} className="admin-row-actions">
            <Button type="link" size="small" onClick={() => setEditing({ user: u })}>
              编辑
            </Button>
            <Tooltip title={locked}>
              <Button
                type="link"
                size="small"
                danger={u.accountStatus === 1}
                disabled={locked !== null}
                onClick={() => toggleStatus(u)}
              >
                {u.accountStatus === 1 ? '停用' : '启用'}
              </Button>
            </Tooltip>
            <Tooltip title={noReset}>
              <Button type="link" size="small" disabled={noReset !== null} onClick={() => reset(u)}>
                重置密码
              </Button>
            </Tooltip>
          </Space>
        );
      },
    },
  ];

  const keywordHint = hasPermission(portal.permissions, 'pii:view') ? '账号、姓名或手机号' : '账号或姓名';
  return (
    <>
      <TablePage
        title="用户列表"
        className="admin-users"
        endpoint={listUsers}
        body={(q) => ({ ...pagingBody(q), keyword: q.filters.keyword, subjectId })}
        columns={columns}
        rowKey={(u) => u.id}
        filters={{ area: false, keyword: { placeholder: `搜索${keywordHint}` } }}
        actions={() => (
          <Space>
            {bySubject ? (
              <SubjectSelect
                className="admin-subject-select"
                value={subjectId}
                onChange={(id) => setParams(id === own ? {} : { subjectId: String(id) }, { replace: true })}
              />
            ) : null}
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={!roles.data?.length}
              onClick={() => setEditing({})}
            >
              新建用户
            </Button>
          </Space>
        )}
      />
      {editing ? (
        <UserFormModal
          user={editing.user}
          roles={roles.data ?? []}
          {...(other === undefined ? {} : { subjectId: other })}
          callerId={callerId}
          onClose={() => setEditing(null)}
          onSaved={({ user, initialPassword }) => {
            setEditing(null);
            void refresh();
            if (initialPassword) {
              setIssued({
                title: '已创建用户',
                loginName: user.loginName,
                nickname: user.nickname,
                password: initialPassword,
              });
            } else void message.success(`已保存“${user.nickname}”`);
            // One's own name or role shows in the header and decides the menus: load them again.
            if (user.id === callerId) portal.reload();
          }}
        />
      ) : null}
      <PasswordNotice issued={issued} onClose={() => setIssued(null)} />
    </>
  );
}
