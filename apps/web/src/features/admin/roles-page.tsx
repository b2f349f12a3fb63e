import { listRolePermissions, saveRolePermissions } from '@fengshou/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { invalidateApi, useApiMutation, useApiQuery } from '../../api';
import { usePortal } from '../../api/portal-context';
import { DataState } from '../../ui/data-state';
import { useLeaveGuard } from '../../ui/leave-guard';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { type AdminAccess, AdminFrame } from './admin-frame';
import { problemOf } from './api-problem';
import { PermissionChecklist } from './permission-checklist';
import {
  buttonCodesOf,
  changesOf,
  checkedCodes,
  groupPermissions,
  lockOf,
  MANAGE_CODE,
  nameCodes,
  type PermissionItem,
} from './permission-groups';
import { type Role, useRoles } from './queries';

// The roles are listed to user managers (who assign them) and security administrators (who set what they
// grant); the server refuses a save without role:manage.
const ROLES_ACCESS: AdminAccess = {
  code: [MANAGE_CODE, 'role:manage'],
  needs: '角色与权限需要“用户账号管理”或“角色与权限分配”权限。',
};

/** 角色与权限: the subject's roles; a role's permissions as a grouped checklist, saved after a confirmation. */
export default function RolesPage({ meta }: PageProps) {
  return (
    <AdminFrame meta={meta} access={ROLES_ACCESS}>
      <RolesEditor />
    </AdminFrame>
  );
}

function RolesEditor() {
  const roles = useRoles();
  const [params, setParams] = useSearchParams();
  const { modal } = App.useApp();
  const [dirty, setDirty] = useState(false);
  const asked = Number(params.get('roleId'));
  const list = roles.data ?? [];
  const role = list.find((r) => r.id === asked) ?? list[0];
  useLeaveGuard(dirty, `“${role?.roleName ?? ''}”的权限`);

  const choose = (next: Role) => {
    if (next.id === role?.id) return;
    const go = () => {
      setDirty(false);
      setParams({ roleId: String(next.id) }, { replace: true });
    };
    if (!dirty) return go();
    modal.confirm({
      title: '放弃未保存的修改？',
      content: `“${role?.roleName}”的权限有修改尚未保存，切换角色将放弃这些修改。`,
      okText: '放弃修改',
      cancelText: '继续编辑',
      onOk: go,
    });
  };

  return (
    <div className="admin-roles">
      <Panel title="角色" className="admin-role-panel">
        <DataState query={roles} isEmpty={(d) => d.length === 0} emptyText="本主体还没有角色">
          {(data) => (
            <nav className="admin-role-list" aria-label="角色列表">
              {data.map((r) => (
                <RoleButton key={r.id} role={r} active={r.id === role?.id} onClick={() => choose(r)} />
              ))}
            </nav>
          )}
        </DataState>
      </Panel>
      {role ? (
        <RolePermissions key={role.id} role={role} onDirty={setDirty} />
      ) : (
        <Panel title="权限" className="admin-perm-panel">
          <Empty description={roles.isPending ? '正在加载角色' : '请选择角色'} />
        </Panel>
      )}
    </div>
  );
}

function RoleButton({ role, active, onClick }: { role: Role; active: boolean; onClick(): void }) {
  const own = usePortal().user?.governmentRoleId === role.id;
  return (
    <button
      type="button"
      className={`admin-role-item${active ? ' is-active' : ''}`}
      aria-current={active ? 'true' : undefined}
      onClick={onClick}
    >
      <span className="admin-role-name">{role.roleName}</span>
      <span className="admin-role-code">{role.roleCode}</span>
      {own ? <Tag color="blue">本人角色</Tag> : null}
    </button>
  );
}

function RolePermissions({ role, onDirty }: { role: Role; onDirty(dirty: boolean): void }) {
  const portal = usePortal();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const perms = useApiQuery(listRolePermissions, { governmentRoleId: role.id });
  const held = useMemo(() => checkedCodes(perms.data ?? []), [perms.data]);
  const groups = useMemo(() => groupPermissions(perms.data ?? []), [perms.data]);
  const [draft, setDraft] = useState<Set<string> | null>(null);
  const selected = draft ?? held;
  const ownRole = portal.user?.governmentRoleId === role.id;
  const ctx = { callerPermissions: portal.permissions, held, ownRole };
  const lock = (code: string) => lockOf(code, ctx);
  const { added, removed } = changesOf(groups, held, selected);
  const dirty = added.length + removed.length > 0;

  const edit = (next: Set<string> | null) => {
    setDraft(next);
    const changes = next ? changesOf(groups, held, next) : null;
    onDirty(changes !== null && changes.added.length + changes.removed.length > 0);
  };

  const save = useApiMutation(saveRolePermissions, {
    body: (buttonCodes: string[]) => ({ governmentRoleId: role.id, buttonCodes }),
    // The dialog shows the failure itself (the fields or the refused permission).
    notify: false,
    onSuccess: async () => {
      await invalidateApi(queryClient, [listRolePermissions, { governmentRoleId: role.id }]);
      edit(null);
      void message.success(`已保存“${role.roleName}”的权限`);
    },
  });
  const problem = save.error ? problemOf(save.error, FIELD_LABELS) : null;

  const confirm = () =>
    modal.confirm({
      title: `保存“${role.roleName}”的权限？`,
      width: 520,
      content: <ChangeSummary added={added} removed={removed} />,
      okText: '保存',
      cancelText: '取消',
      onOk: () => save.mutateAsync(buttonCodesOf(groups, selected)).catch(() => {}),
    });

  const total = groups.reduce((n, g) => n + g.items.length, 0);
  return (
    <Panel
      title={`${role.roleName} · 权限`}
      className="admin-perm-panel"
      extra={
        perms.data ? (
          <div className="admin-perm-actions">
            <span className="admin-perm-count">
              已选 {selected.size} / {total}
              {dirty ? (
                <Tag color="orange" className="admin-dirty">
                  未保存：+{added.length} −{removed.length}
                </Tag>
              ) : null}
            </span>
            <Button disabled={!dirty || save.isPending} onClick={() => edit(null)}>
              撤销修改
            </Button>
            <Button type="primary" disabled={!dirty} loading={save.isPending} onClick={confirm}>
              保存
            </Button>
          </div>
        ) : null
      }
    >
      {problem ? (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => save.reset() }}
          className="admin-alert"
          title={problem.respCode === 403 ? '保存被拒绝：没有权限' : '保存失败'}
          description={
            problem.respCode === 403
              ? // The page offered the code, so the administrator's own permissions changed since sign-in.
                `${nameCodes(problem.detail)}。您的权限可能已被他人修改，请刷新页面后再试。`
              : nameCodes(problem.text)
          }
        />
      ) : null}
      <DataState query={perms} isEmpty={(d) => d.length === 0} emptyText="权限目录为空">
        {() => (
          <>
            <p className="admin-perm-hint">
              {lock('')?.reason ?? '勾选后点击“保存”，该角色的全部用户立即按新权限生效。'}
              {lock('') ? '（只读）' : ''}
            </p>
            <PermissionChecklist
              groups={groups}
              selected={selected}
              lock={lock}
              onChange={(next) => edit(next)}
              disabled={save.isPending}
            />
          </>
        )}
      </DataState>
    </Panel>
  );
}

const FIELD_LABELS: Record<string, string> = { buttonCodes: '权限', governmentRoleId: '角色' };

function ChangeSummary({ added, removed }: { added: PermissionItem[]; removed: PermissionItem[] }) {
  return (
    <div className="admin-change-summary">
      {added.length ? (
        <p>
          <strong>授予 {added.length} 项：</strong>
          {added.map((i) => i.name).join('、')}
        </p>
      ) : null}
      {removed.length ? (
        <p>
          <strong>收回 {removed.length} 项：</strong>
          {removed.map((i) => i.name).join('、')}
        </p>
      ) : null}
      <p className="admin-change-note">保存后，该角色的全部用户立即按新权限生效。</p>
    </div>
  );
}
