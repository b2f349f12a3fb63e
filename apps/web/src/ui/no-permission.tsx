import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

/**
 * What a page shows in place of its content to a user without its permission: the notice only, so the page
 * calls nothing the server would refuse (it stays the authority either way).
 */
export function NoPermission({ needs, grantedBy }: { needs: string; grantedBy: string }) {
  const navigate = useNavigate();
  return (
    <div className="fs-panel no-permission">
      <Result
        status="403"
        title="暂无权限"
        subTitle={`${needs}如需开通，请联系本单位${grantedBy}。`}
        extra={
          <Button type="primary" onClick={() => navigate('/', { replace: true })}>
            返回首页
          </Button>
        }
      />
    </div>
  );
}
