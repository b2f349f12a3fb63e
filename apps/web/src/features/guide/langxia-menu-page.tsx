import { LANGXIA_MENUS } from '@fengshou/core';
import { Link } from 'react-router';
import { platformTitle, usePortal } from '../../api/portal-context';
import { Clock } from '../../ui/clock';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { UserMenu } from '../../ui/user-menu/user-menu';
import './guide.css';

const HOMES = [
  { home: 'one', title: '数字乡村', path: '/langxiaOneHome' },
  { home: 'two', title: '数字农业', path: '/langxiaTwoHome' },
] as const;

/** The Langxia account's start page: its two homes and their sub-pages. */
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
                <Link key={m.key} className="menu-entry langxia-entry" to={m.path}>
                  {m.name}
                </Link>
              ))}
            </div>
          </Panel>
        ))}
      </main>
    </div>
  );
}
