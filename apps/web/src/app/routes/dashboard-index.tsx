import { Empty } from 'antd';
import { useParams } from 'react-router';
import { useSession } from '../session';
import { routeByName } from './index';
import { PageHost } from './page-host';

/**
 * /data-dashboard/:menuGroupId itself: shows the group's first navigation menu in place, so the start
 * page URL stays the group's. Link menus are skipped: they open elsewhere.
 */
export function DashboardIndex() {
  const { menuGroupId } = useParams();
  const groups = useSession((s) => s.data?.menuGroups ?? []);
  const group = groups.find((g) => String(g.id) === menuGroupId);
  const first = group?.menus.find((m) => m.showNavbar && !m.linkUrl && m.routeName);
  const def = first?.routeName ? routeByName(first.routeName) : undefined;
  if (!def) {
    return (
      <div className="page-empty">
        <Empty
          description={group ? `${group.name}下暂无可展示的菜单` : '该菜单分组不存在或未分配给当前主体'}
        />
      </div>
    );
  }
  return <PageHost def={{ ...def, title: first?.title ?? def.title }} />;
}
