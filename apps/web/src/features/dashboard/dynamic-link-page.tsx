import { ExportOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useParams } from 'react-router';
import { usePortal } from '../../api/portal-context';
import type { PageProps } from '../../ui/route-meta';

/** A dynamic external-link menu (keys 10021–10025): the subject's link with that key, opened in a new tab. */
export default function DynamicLinkPage({ meta }: PageProps) {
  const { menuRoutes } = usePortal();
  const { menuGroupId } = useParams();
  const candidates = menuRoutes.filter((m) => m.menuKey === meta.key && m.linkUrl);
  const menu = candidates.find((m) => String(m.groupId) === menuGroupId) ?? candidates[0];
  if (!menu?.linkUrl) {
    return <Result status="info" title={meta.title} subTitle="当前主体未配置该外部链接" />;
  }
  return (
    <Result
      className="dynamic-link"
      icon={<ExportOutlined />}
      title={menu.title}
      subTitle={menu.linkUrl}
      extra={
        <Button type="primary" href={menu.linkUrl} target="_blank" rel="noopener noreferrer">
          在新窗口打开
        </Button>
      }
    />
  );
}
