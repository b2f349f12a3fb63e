import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { usePortal } from '../../api/portal-context';
import { TopicPage } from '../../dashboard/topic-page';
import type { PageProps } from '../../ui/route-meta';

/**
 * The custom dashboard's administrative-region page. It opens without a session (spec §4); the area data
 * itself is scoped to a subject, so a visitor is asked to sign in for it.
 */
export default function AdminRegionPage({ meta }: PageProps) {
  const portal = usePortal();
  const navigate = useNavigate();
  if (!portal.loggedIn) {
    return (
      <div className="page-center">
        <Result
          status="info"
          title={meta.title}
          subTitle="行政区划数据按政府主体的辖区提供，登录后即可查看本辖区的区划图与下级区域。"
          extra={
            <Button type="primary" onClick={() => navigate('/login')}>
              登录查看
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <div className="bare-topic">
      <TopicPage meta={meta} />
    </div>
  );
}
