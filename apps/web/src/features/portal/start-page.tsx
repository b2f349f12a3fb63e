import { Button, Result } from 'antd';
import { usePortal } from '../../api/portal-context';
import type { PageProps } from '../../ui/route-meta';

/**
 * What / shows when the guard lets it through: only when the user info failed to load (spec §4 lets
 * navigation continue), so the start page cannot be worked out. Offers a retry.
 */
export default function StartPage(_: PageProps) {
  const portal = usePortal();
  return (
    <div className="page-center">
      <Result
        status="warning"
        title="用户信息加载失败"
        subTitle="无法确定您的首页，可能是网络不稳定或服务暂时不可用。"
        extra={[
          <Button type="primary" key="retry" onClick={portal.reload}>
            重新加载
          </Button>,
          <Button key="logout" onClick={() => void portal.signOut()}>
            重新登录
          </Button>,
        ]}
      />
    </div>
  );
}
