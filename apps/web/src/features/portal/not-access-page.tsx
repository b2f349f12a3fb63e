import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { usePortal } from '../../api/portal-context';
import type { PageProps } from '../../ui/route-meta';

/** No access (spec §8 401, and /404). */
export default function NotAccessPage({ meta }: PageProps) {
  const portal = usePortal();
  const navigate = useNavigate();
  return (
    <div className="page-center not-access">
      <Result
        status="403"
        title={meta.title}
        subTitle="您没有访问该页面的权限，或页面不存在。如需开通，请联系本单位系统管理员。"
        extra={
          portal.loggedIn ? (
            <Button type="primary" onClick={() => navigate('/', { replace: true })}>
              返回首页
            </Button>
          ) : (
            <Button type="primary" onClick={() => navigate('/login', { replace: true })}>
              前往登录
            </Button>
          )
        }
      />
    </div>
  );
}
