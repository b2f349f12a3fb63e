import { CopyOutlined, EditOutlined, GlobalOutlined } from '@ant-design/icons';
import type { listCustomDashboards, ResultOf } from '@fengshou/core/contract';
import { App, Button, Tag } from 'antd';
import { Link } from 'react-router';
import { usePortal } from '../../api/portal-context';

type Dashboard = ResultOf<typeof listCustomDashboards>[number];

/** Who published the version users see, or that the catalogue's plates stand. */
export function versionText(d: Dashboard): string {
  if (d.versionNo === null) return '目录默认配置（尚未在编辑器发布）';
  return `版本${d.versionNo} · ${d.publishedAt}${d.publishedBy ? ` · ${d.publishedBy}发布` : ''}`;
}

/** The plates' names as tags, keyed by their slot (names may repeat). */
export function slotTags(names: readonly string[]) {
  const slots = names.map((name, i) => ({ name, slot: i + 1 }));
  return slots.map((s) => <Tag key={s.slot}>{s.name}</Tag>);
}

/** The address of a subject's published region page (anyone may open it, without a login). */
export function regionPagePath(subjectAreaId: number): string {
  return `/dashboard-custom/administrative-region?subject=${subjectAreaId}`;
}

/**
 * The administrative-region page: whether the subject has published it for visitors, its public address
 * to open or copy, and the editor where its figures and plates are chosen and published.
 */
export function RegionPageCard({ d, canEdit }: { d: Dashboard; canEdit: boolean }) {
  const { subject } = usePortal();
  const { message } = App.useApp();
  const path = regionPagePath(subject?.areaId ?? 0);
  const published = d.versionNo !== null;
  return (
    <article className="custom-dash-card is-region" aria-label={d.name}>
      <header>
        <h2>
          <GlobalOutlined /> {d.name}
        </h2>
        {published ? <Tag color="green">已公开</Tag> : <Tag>未公开</Tag>}
      </header>
      <p className="custom-dash-note">
        辖区轮廓、下级区域的主要指标（第1个数字卡片板块的指标）和已发布的统计板块，发布后任何人无需登录即可通过公开地址查看；
        草稿、明细和记录类数据不会公开。
      </p>
      <div className="custom-dash-plates">{slotTags(d.plateNames)}</div>
      <footer>
        <span>{published ? versionText(d) : '尚未发布：在大屏编辑中发布后即可公开访问'}</span>
        {d.draftUpdatedAt ? <Tag color="orange">草稿待发布 · {d.draftUpdatedAt}</Tag> : null}
        <span className="custom-dash-actions">
          {published ? (
            <>
              <Link to={path}>打开公开页面</Link>
              <Button
                size="small"
                icon={<CopyOutlined />}
                onClick={() => {
                  const url = new URL(path, window.location.origin).href;
                  navigator.clipboard?.writeText(url).then(
                    () => message.success('公开地址已复制'),
                    () => message.info(url),
                  );
                }}
              >
                复制公开地址
              </Button>
            </>
          ) : null}
          {canEdit ? (
            <Link to={`/system/dashboard-editor/${d.menuKey}`}>
              <EditOutlined /> 编辑并发布
            </Link>
          ) : null}
        </span>
      </footer>
    </article>
  );
}
