import { LANGXIA_MENUS, type LangxiaMenu } from '@fengshou/core';
import { statSummary } from '@fengshou/core/contract';
import { Link } from 'react-router';
import { useApiQuery } from '../../api';
import { platformTitle, usePortal } from '../../api/portal-context';
import { useCurrentArea } from '../../area/use-current-area';
import { usePlates } from '../../dashboard/use-dashboard-data';
import { Clock } from '../../ui/clock';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { UserMenu } from '../../ui/user-menu/user-menu';
import './guide.css';

const HOMES = [
  { home: 'one', title: '数字乡村', path: '/langxiaOneHome' },
  { home: 'two', title: '数字农业', path: '/langxiaTwoHome' },
] as const;

const format = (v: number | null) =>
  v === null ? '--' : v >= 10_000 ? `${(v / 10_000).toFixed(2)}万` : `${Math.round(v * 100) / 100}`;

/**
 * One sub-page as a card: its name and the first figures of its own dashboard (the lead plate's metrics for
 * the area), so the button shows what lies behind it before it is opened.
 */
function LangxiaEntry({ menu }: { menu: LangxiaMenu }) {
  const { selected } = useCurrentArea();
  const plates = usePlates(menu.key);
  const lead = plates.data?.find((p) => Array.isArray(p.parameters.metrics));
  const metrics = ((lead?.parameters.metrics as string[] | undefined) ?? []).slice(0, 2);
  const figures = useApiQuery(
    statSummary,
    { metrics, areaId: selected?.areaId },
    { enabled: metrics.length > 0 && selected !== null, notify: false, staleTime: 5 * 60_000 },
  );
  return (
    <Link className="menu-entry langxia-entry" to={menu.path} data-menu-key={menu.key}>
      <span className="langxia-entry-name">{menu.name}</span>
      <span className="langxia-entry-figures">
        {plates.data && plates.data.length === 0
          ? '尚未配置大屏板块'
          : (figures.data ?? []).map((f) => (
              <span key={f.metric}>
                {f.name} <b>{format(f.value)}</b>
                {f.value !== null && f.value >= 10_000 ? f.unit.replace(/^万/, '') : f.unit}
              </span>
            ))}
      </span>
    </Link>
  );
}

/** The Langxia account's start page: its two homes and their sub-pages with their first figures. */
export default function LangxiaMenuPage({ meta }: PageProps) {
  const portal = usePortal();
  return (
    <div className="guide-page guide-langxia">
      <header className="guide-header">
        <Clock />
        <div className="guide-title">
          <h1>{platformTitle(portal)}</h1>
          <div className="guide-subtitle">{meta.title}</div>
        </div>
        <div className="guide-tools">
          <UserMenu />
        </div>
      </header>
      <main className="guide-main guide-main-two">
        {HOMES.map((h) => (
          <Panel key={h.home} title={<Link to={h.path}>{h.title}</Link>} className="guide-section">
            <div className="menu-group-menus langxia-menus">
              {LANGXIA_MENUS.filter((m) => m.home === h.home).map((m) => (
                <LangxiaEntry key={m.key} menu={m} />
              ))}
            </div>
          </Panel>
        ))}
      </main>
    </div>
  );
}
