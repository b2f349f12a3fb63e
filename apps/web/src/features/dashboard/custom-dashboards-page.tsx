import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { DASHBOARD_SKINS, type DashboardSkin, REGION_PAGE_KEY } from '@fengshou/core';
import { listCustomDashboards, type ResultOf } from '@fengshou/core/contract';
import { Button, Empty, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useApiQuery } from '../../api';
import { usePortal } from '../../api/portal-context';
import { DataState } from '../../ui/data-state';
import { PageFrame } from '../../ui/detail-page';
import type { PageProps } from '../../ui/route-meta';
import { RegionPageCard, slotTags, versionText } from './region-page-card';
import './custom-dashboards.css';

type Dashboard = ResultOf<typeof listCustomDashboards>[number];

const skinLabel = (skin: string) => DASHBOARD_SKINS[skin as DashboardSkin]?.label ?? skin;

function DashboardCard({ d, open, canEdit }: { d: Dashboard; open: string; canEdit: boolean }) {
  return (
    <article className="custom-dash-card" aria-label={d.name}>
      <header>
        <h2>
          <Link to={open}>{d.name}</Link>
        </h2>
        <span className="custom-dash-skin">{skinLabel(d.skin)}</span>
      </header>
      <div className="custom-dash-plates">{slotTags(d.plateNames)}</div>
      <footer>
        <span>{versionText(d)}</span>
        {d.draftUpdatedAt ? <Tag color="orange">草稿待发布 · {d.draftUpdatedAt}</Tag> : null}
        <span className="custom-dash-actions">
          <Link to={open}>打开大屏</Link>
          {canEdit ? (
            <Link to={`/system/dashboard-editor/${d.menuKey}`}>
              <EditOutlined /> 编辑
            </Link>
          ) : null}
        </span>
      </footer>
    </article>
  );
}

/**
 * /dashboard-custom: the subject's custom dashboards — the dynamic dashboards 1–20 it configured, each a
 * card with its plates and published version opening the screen, the administrative-region page it may
 * publish for visitors, and for holders of dashboard:edit the editor and a new dashboard on a free key.
 */
export default function CustomDashboardsPage({ meta }: PageProps) {
  const portal = usePortal();
  const navigate = useNavigate();
  const subjectId = portal.subject?.id ?? 0;
  const list = useApiQuery(listCustomDashboards, { subjectId }, { enabled: subjectId > 0 });
  const canEdit = portal.permissions.includes('dashboard:edit');
  // A dynamic dashboard opens under the menu group that lists it, else the subject's first group.
  const groupOf = (key: number) =>
    portal.menuRoutes.find((m) => m.menuKey === key)?.groupId ?? portal.menuGroups[0]?.id ?? 0;
  return (
    <PageFrame
      title={meta.title}
      subtitle="本单位配置的自定义大屏（动态大屏1–20）与可免登录公开的行政区划页面"
      extra={
        canEdit ? (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={!list.data?.some((d) => d.plateCount === 0 && d.menuKey !== REGION_PAGE_KEY)}
            onClick={() => {
              const free = list.data?.find((d) => d.plateCount === 0 && d.menuKey !== REGION_PAGE_KEY);
              if (free) navigate(`/system/dashboard-editor/${free.menuKey}`);
            }}
          >
            新建自定义大屏
          </Button>
        ) : null
      }
    >
      <DataState query={list}>
        {(all) => {
          const region = all.find((d) => d.menuKey === REGION_PAGE_KEY);
          const configured = all.filter((d) => d.menuKey !== REGION_PAGE_KEY && d.plateCount > 0);
          const free = all.filter((d) => d.menuKey !== REGION_PAGE_KEY && d.plateCount === 0).length;
          return (
            <>
              {region ? <RegionPageCard d={region} canEdit={canEdit} /> : null}
              <h2 className="custom-dash-heading">
                已配置的自定义大屏（{configured.length}个{free ? `，另有${free}个未配置` : ''}）
              </h2>
              {configured.length === 0 ? (
                <Empty description="尚未配置自定义大屏" />
              ) : (
                <div className="custom-dash-grid">
                  {configured.map((d) => (
                    <DashboardCard
                      key={d.menuKey}
                      d={d}
                      canEdit={canEdit}
                      open={`/data-dashboard/${groupOf(d.menuKey)}/dashboard-${d.menuKey - 10000}`}
                    />
                  ))}
                </div>
              )}
            </>
          );
        }}
      </DataState>
    </PageFrame>
  );
}
