import { statSummary } from '@fengshou/core/contract';
import { Link } from 'react-router';
import { useApiQuery } from '../../api';
import { usePortal } from '../../api/portal-context';
import { useCurrentArea } from '../../area/use-current-area';
import { DataState } from '../../ui/data-state';
import { menuHref } from '../../ui/menu-link';

/** Headline figures of the area (数据概览): land, entities, production, devices, sales, quality. */
export const OVERVIEW_METRICS = [
  'farmlandAreaMu',
  'cultivatedAreaMu',
  'companyCount',
  'farmCount',
  'sownAreaYearMu',
  'salesAmountWan',
  'iotDeviceCount',
  'detectionPassRate',
];

/** The data the platform holds for the area (平台介绍): records of each domain. */
export const DOMAIN_METRICS = [
  'parcelCount',
  'companyCount',
  'iotDeviceCount',
  'cameraCount',
  'pestDeviceCount',
  'qualifiedCertCount',
  'livestockStock',
  'monitoringBatchCount',
];

const format = (v: number | null) =>
  v === null ? '--' : v >= 10_000 ? `${(v / 10_000).toFixed(2)}万` : `${Math.round(v * 100) / 100}`;

/** Figures of the selected area as cards, each with its unit and the period it covers. */
export function GuideFigures({ metrics }: { metrics: string[] }) {
  const { selected } = useCurrentArea();
  const figures = useApiQuery(
    statSummary,
    { metrics, areaId: selected?.areaId },
    { enabled: selected !== null, staleTime: 5 * 60_000 },
  );
  return (
    <DataState query={figures} isEmpty={(f) => f.length === 0} emptyText="暂无统计数据">
      {(list) => (
        <ul className="guide-figures" aria-label={`${selected?.areaName ?? ''}数据概览`}>
          {list.map((f) => (
            <li key={f.metric} title={f.period ?? undefined}>
              <strong className="dv-num">{format(f.value)}</strong>
              <span className="guide-figure-unit">
                {f.value !== null && f.value >= 10_000 ? f.unit.replace(/^万/, '') : f.unit}
              </span>
              <span className="guide-figure-name">{f.name}</span>
              {f.missing ? <em className="guide-figure-missing">待导入{f.missing.label}</em> : null}
            </li>
          ))}
        </ul>
      )}
    </DataState>
  );
}

/** The subject's business pages that are not dashboards (review, registers, reports), grouped as its menus are. */
export function WorkEntries() {
  const { menuGroups } = usePortal();
  const groups = menuGroups
    .map((g) => ({ ...g, work: g.menus.filter((m) => m.fixed && (m.linkUrl || menuHref(m))) }))
    .filter((g) => g.work.length > 0);
  if (groups.length === 0) return <p className="guide-empty">当前主体的菜单中没有业务系统入口</p>;
  return (
    <div className="guide-work">
      {groups.map((g) => (
        <section key={g.id}>
          <h3>{g.name}</h3>
          <div className="menu-group-menus">
            {g.work.map((m) =>
              m.linkUrl ? (
                <a
                  key={m.title}
                  className="menu-entry is-link"
                  href={m.linkUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {m.title} ↗
                </a>
              ) : (
                <Link key={m.title} className="menu-entry" to={menuHref(m)!}>
                  {m.title}
                </Link>
              ),
            )}
          </div>
        </section>
      ))}
    </div>
  );
}
