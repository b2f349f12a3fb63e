import type { ReactNode } from 'react';
import { usePortal } from '../../api/portal-context';
import { PageFrame } from '../../ui/detail-page';
import { NoPermission } from '../../ui/no-permission';
import type { RouteMeta } from '../../ui/route-meta';
import { hasPermission } from '../../ui/use-guarded-click';
import { MANAGE_CODE } from './permission-groups';
import './admin.css';

/**
 * True when the signed-in user holds `code`, or one of the codes given (by default user and role
 * administration; the server checks it).
 */
export function useCanManage(code: string | readonly string[] = MANAGE_CODE): boolean {
  const { permissions } = usePortal();
  return (typeof code === 'string' ? [code] : code).some((c) => hasPermission(permissions, c));
}

/** The permission an administration page needs (any one of a list) and how its notice names it. */
export interface AdminAccess {
  code: string | readonly string[];
  /** 用户与角色的管理需要“用户与角色管理”权限。 */
  needs: string;
}

const USERS_AND_ROLES: AdminAccess = {
  code: MANAGE_CODE,
  needs: '用户与角色的管理需要“用户与角色管理”权限。',
};

/**
 * The frame of the administration pages. Without the page's permission (用户与角色管理 unless `access` says
 * otherwise) it shows only a notice and calls nothing: the server would refuse every call with 403, and it
 * stays the authority either way.
 */
export function AdminFrame({
  meta,
  subtitle,
  extra,
  access = USERS_AND_ROLES,
  children,
}: {
  meta: RouteMeta;
  subtitle?: ReactNode;
  extra?: ReactNode;
  access?: AdminAccess;
  children: ReactNode;
}) {
  const canManage = useCanManage(access.code);
  const portal = usePortal();
  return (
    <PageFrame
      title={meta.title}
      subtitle={subtitle ?? portal.subject?.subjectName}
      extra={canManage ? extra : undefined}
      className="admin-page"
    >
      {canManage ? children : <NoPermission needs={access.needs} grantedBy="系统管理员" />}
    </PageFrame>
  );
}
