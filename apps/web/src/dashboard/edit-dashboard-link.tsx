import { EditOutlined } from '@ant-design/icons';
import { DASHBOARD_MENUS, DYNAMIC_DASHBOARD_MENUS, HOME_DASHBOARDS } from '@fengshou/core';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { usePortal } from '../api/portal-context';

const EDITABLE = new Set(
  [...DASHBOARD_MENUS, ...DYNAMIC_DASHBOARD_MENUS, ...HOME_DASHBOARDS].map((m) => m.key),
);

/** True for a dashboard the editor opens: a topic, a dynamic dashboard or a home page's plates. */
export function isEditableDashboard(menuKey: number): boolean {
  return EDITABLE.has(menuKey);
}

/** Where the dashboard editor opens on a menu key. */
export function dashboardEditorPath(menuKey: number): string {
  return `/system/dashboard-editor/${menuKey}`;
}

/** 编辑大屏: shown on a dashboard to holders of `dashboard:edit` (the server checks it on every call). */
export function EditDashboardLink({ menuKey }: { menuKey: number }) {
  const { permissions } = usePortal();
  const navigate = useNavigate();
  if (!isEditableDashboard(menuKey) || !permissions.includes('dashboard:edit')) return null;
  return (
    <Button
      className="dash-edit-link"
      size="small"
      icon={<EditOutlined />}
      onClick={() => navigate(dashboardEditorPath(menuKey))}
    >
      编辑大屏
    </Button>
  );
}
