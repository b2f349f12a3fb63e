import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { usePortal } from '../api/portal-context';

/** Where the dashboard editor opens on a menu key. */
export function dashboardEditorPath(menuKey: number): string {
  return `/system/dashboard-editor/${menuKey}`;
}

/** 编辑大屏: shown on a dashboard to holders of `dashboard:edit` (the server checks it on every call). */
export function EditDashboardLink({ menuKey }: { menuKey: number }) {
  const { permissions } = usePortal();
  const navigate = useNavigate();
  if (menuKey <= 0 || !permissions.includes('dashboard:edit')) return null;
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
