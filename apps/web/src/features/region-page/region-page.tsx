import { REGION_PAGE_KEY, SKINS } from '@fengshou/core';
import { chartTheme, type SkinId, skinLayout } from '@fengshou/core/plates';
import { Breadcrumb, Button, Result, Spin } from 'antd';
import { type CSSProperties, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api';
import { usePortal } from '../../api/portal-context';
import type { AreaRef } from '../../area/area-store';
import { PlateFrame } from '../../dashboard/plate-frame';
import { PlateSourceProvider } from '../../dashboard/plate-source';
import { useViewportWidth } from '../../dashboard/use-viewport';
import type { PageProps } from '../../ui/route-meta';
import { RegionCentre } from './region-centre';
import { regionAreaSource, useRegionPage, useRegionSource } from './use-region-page';
import '../../dashboard/dashboard.css';
import './region-page.css';

const noop = () => {};

/** Why the page is not shown, with the way on: sign in, or (for its editors) the editor. */
function Notice({ title, text }: { title: string; text: string }) {
  const portal = usePortal();
  const navigate = useNavigate();
  const canEdit = portal.permissions.includes('dashboard:edit');
  return (
    <div className="page-center">
      <Result
        status="info"
        title={title}
        subTitle={text}
        extra={
          portal.loggedIn ? (
            canEdit ? (
              <Button type="primary" onClick={() => navigate(`/system/dashboard-editor/${REGION_PAGE_KEY}`)}>
                编辑并发布本单位的页面
              </Button>
            ) : null
          ) : (
            <Button type="primary" onClick={() => navigate('/login')}>
              登录
            </Button>
          )
        }
      />
    </div>
  );
}

/**
 * /dashboard-custom/administrative-region: the administrative-region page a subject published, open without a
 * login (spec §4). The subject is named by its area code (`?subject=310151000000`; a signed-in user's own
 * subject when left out) and the area shown by `?area=` (the subject's own by default). Everything comes from
 * the public endpoints, so a signed-in user sees exactly what a visitor sees: the area's child areas with
 * their key figures in the centre and the published plates around it, a click drilling down.
 */
export default function RegionPage({ meta }: PageProps) {
  const portal = usePortal();
  const [params, setParams] = useSearchParams();
  const subject = Number(params.get('subject')) || portal.subject?.areaId || 0;
  const areaParam = Number(params.get('area')) || undefined;
  const page = useRegionPage(subject, areaParam);
  const source = useRegionSource(subject);
  const viewport = useViewportWidth();
  const themeName = portal.skin === SKINS.tech ? 'tech' : 'classic';
  const theme = useMemo(() => chartTheme(themeName, viewport), [themeName, viewport]);
  const area = page.data?.area;
  const areaSource = useMemo(() => (page.data ? regionAreaSource(page.data) : null), [page.data]);
  const drill = (to: AreaRef) => {
    const next = new URLSearchParams(params);
    next.set('subject', String(subject));
    if (to.areaId === page.data?.trail[0]?.areaId) next.delete('area');
    else next.set('area', String(to.areaId));
    setParams(next);
  };

  if (!subject) {
    return (
      <Notice
        title={meta.title}
        text="请通过政府主体公开的地址访问（地址中带有主体的区划代码，如 ?subject=310151000000），或登录后查看本单位的页面。"
      />
    );
  }
  if (page.isError) {
    const why = page.error instanceof ApiError ? page.error.respDesc : '页面暂时无法打开，请稍后再试';
    return <Notice title={meta.title} text={why} />;
  }
  if (!page.data || !area || !areaSource) {
    return (
      <div className="page-center" role="status" aria-label="加载中">
        <Spin />
      </div>
    );
  }
  const { plates, trail } = page.data;
  const layout = skinLayout(page.data.skin as SkinId, plates.length);
  const style: CSSProperties = {
    gridTemplateColumns: layout.columns,
    gridTemplateRows: layout.rows,
    gridTemplateAreas: layout.areas.map((r) => `"${r}"`).join(' '),
  };
  return (
    <PlateSourceProvider value={source}>
      <div
        className={`dash-screen dash-${page.data.skin} region-screen`}
        style={{ '--dash-scale': Math.max(1, Math.min(2, viewport / 1920)) } as CSSProperties}
      >
        <header className="dash-bar">
          <h1 className="topic-title dash-title">
            {page.data.subjectName} · {meta.title}
          </h1>
          <Breadcrumb
            className="region-crumbs"
            items={trail.map((a, i) => ({
              key: a.areaId,
              title:
                i < trail.length - 1 ? (
                  <button type="button" className="region-crumb" onClick={() => drill(a)}>
                    {a.areaName}
                  </button>
                ) : (
                  <span aria-current="location">{a.areaName}</span>
                ),
            }))}
          />
          <span className="region-version">
            公开版本{page.data.versionNo} · 发布于{page.data.publishedAt}
          </span>
          {portal.loggedIn ? null : <Link to="/login">登录</Link>}
        </header>
        <div className="dash-grid region-grid" style={style} data-area-id={area.areaId}>
          <section
            className="dash-map"
            style={{ gridArea: layout.mapArea }}
            aria-label={`${area.areaName}区划图`}
          >
            <div className="dash-map-title">
              <span>{area.areaName}下级区域主要指标</span>
            </div>
            <div className="dash-map-body">
              <RegionCentre page={page.data} theme={theme} onDrill={drill} />
            </div>
          </section>
          {plates.slice(0, layout.slots.length).map((plate, i) => (
            <PlateFrame
              key={plate.position}
              plate={plate}
              gridArea={layout.slots[i]!}
              bordered={layout.skin.bordered}
              source={areaSource}
              area={area}
              theme={theme}
              onDrill={drill}
              onDetail={noop}
            />
          ))}
        </div>
      </div>
    </PlateSourceProvider>
  );
}
