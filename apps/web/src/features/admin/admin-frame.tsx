import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { usePortal } from '../../api/portal-context';
import { PageFrame } from '../../ui/detail-page';
import type { RouteMeta } from '../../ui/route-meta';
import { hasPermission } from '../../ui/use-guarded-click';
import { MANAGE_CODE } from './permission-groups';
import './admin.css';

/** True when the signed-in user may administer users and roles (the code the server checks). */
export function useCanManage(): boolean {
  return hasPermission(usePortal().permissions, MANAGE_CODE);
}

/**
 * The frame of the administration pages. Without 用户与角色管理 the page shows only a notice and calls
 * nothing: the server would refuse every call with 403, and it stays the authority either way.
 */
export function AdminFrame({
  meta,
  subtitle,
  extra,
  children,
}: {
  meta: RouteMeta;
  subtitle?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const canManage = useCanManage();
  const portal = usePortal();
  return (
    <PageFrame
      title={meta.title}
      subtitle={subtitle ?? portal.subject?.subjectName}
      extra={canManage ? extra : undefined}
      className="admin-page"
    >
      {canManage ? children : <NoManagePermission />}
    </PageFrame>
  );
}

function NoManagePermission() {
  const navigate = useNavigate();
  return (
    <div className="admin-denied fs-panel">
      <Result
        status="403"
        title="暂无权限"
        subTitle="用户与角色的管理需要“用户与角色管理”权限。如需开通，请联系本单位系统管理员。"
        extra={
          <Button type="primary" onClick={() => navigate('/', { replace: true })}>
            返回首页
          </Button>
        }
      />
    </div>
  );
}
