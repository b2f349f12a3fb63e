import type { ReactNode } from 'react';
import { usePortal } from '../../api/portal-context';
import { PageFrame } from '../../ui/detail-page';
import { NoPermission } from '../../ui/no-permission';
import type { RouteMeta } from '../../ui/route-meta';
import { hasPermission } from '../../ui/use-guarded-click';
import './security.css';

/**
 * The frame of the security pages. Without the page's permission it shows only a notice and calls
 * nothing: the server would refuse every call with 403, and it stays the authority either way.
 */
export function SecurityFrame({
  meta,
  code,
  needs,
  extra,
  children,
}: {
  meta: RouteMeta;
  /** The permission the page's endpoints ask. */
  code: string;
  /** How the notice names it: 审计日志需要“安全审计日志查阅”权限。 */
  needs: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const portal = usePortal();
  const allowed = hasPermission(portal.permissions, code);
  return (
    <PageFrame
      title={meta.title}
      subtitle={portal.subject?.subjectName}
      extra={allowed ? extra : undefined}
      className="security-page"
    >
      {allowed ? children : <NoPermission needs={needs} grantedBy="安全管理员" />}
    </PageFrame>
  );
}
