import { Empty, Segmented } from 'antd';
import { useState } from 'react';
import { type DraftMenu, type MenuDraft, type NavGroup, navOf, titleOf } from './menu-draft';
import './nav-preview.css';

/** The nav styles (spec §4: the style picks the shell) as the editor offers them. */
export const NAV_STYLE_OPTIONS = [
  { value: 1, label: '样式一 · 门户首页' },
  { value: 2, label: '样式二 · 大屏页签' },
  { value: 3, label: '样式三 · 侧边菜单' },
] as const;

function MenuLabel({ menu }: { menu: DraftMenu }) {
  return (
    <>
      {titleOf(menu)}
      {menu.kind === 'link' ? ' ↗' : ''}
    </>
  );
}

/** Where a user of the subject lands after signing in (spec §4), guide pages aside. */
function startText(navStyle: number, nav: readonly NavGroup[]): string {
  if (navStyle === 1) return '登录后进入门户首页（/home），菜单分组在顶部导航中。';
  const first = nav[0];
  if (!first) return '没有可显示的菜单：用户登录后将看到空白页。';
  const page = first.menus.find((m) => m.kind !== 'link');
  return page
    ? `登录后进入“${first.shortName}”分组的“${titleOf(page)}”。`
    : `登录后进入“${first.shortName}”分组（该分组导航中没有可打开的页面）。`;
}

/** The group tabs of nav style 2, half on each side of the title, as the big-screen frame draws them. */
function ScreenPreview(props: {
  nav: NavGroup[];
  title: string;
  current: NavGroup;
  onPick(key: string): void;
}) {
  const half = Math.ceil(props.nav.length / 2);
  const opened = props.current.menus.find((m) => m.kind !== 'link');
  const tab = (g: NavGroup) => (
    <button
      type="button"
      key={g.key}
      className={`np-tab${g.key === props.current.key ? ' is-active' : ''}`}
      title={g.name}
      onClick={() => props.onPick(g.key)}
    >
      {g.shortName}
    </button>
  );
  return (
    <div className="np-screen">
      <div className="np-screen-head">
        <div className="np-tabs">{props.nav.slice(0, half).map(tab)}</div>
        <div className="np-screen-title">{props.title}</div>
        <div className="np-tabs">{props.nav.slice(half).map(tab)}</div>
      </div>
      <div className="np-screen-menus">
        {props.current.menus.map((m) => (
          <span key={m.templateId} className={`np-pill${m === opened ? ' is-active' : ''}`}>
            <MenuLabel menu={m} />
          </span>
        ))}
      </div>
    </div>
  );
}

/** Nav style 1: a portal header with 首页 and each group opening its menus. */
function PortalPreview(props: {
  nav: NavGroup[];
  title: string;
  current: NavGroup;
  onPick(key: string): void;
}) {
  return (
    <div className="np-portal">
      <div className="np-portal-head">
        <span className="np-portal-brand">{props.title}</span>
        <span className="np-portal-item is-home">首页</span>
        {props.nav.map((g) => (
          <button
            type="button"
            key={g.key}
            className={`np-portal-item${g.key === props.current.key ? ' is-active' : ''}`}
            onClick={() => props.onPick(g.key)}
          >
            {g.name} ▾
          </button>
        ))}
      </div>
      <ul className="np-portal-drop">
        {props.current.menus.map((m) => (
          <li key={m.templateId}>
            <MenuLabel menu={m} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Nav style 3: every group open in a side menu. */
function SidePreview(props: { nav: NavGroup[]; title: string }) {
  return (
    <div className="np-side">
      <div className="np-side-brand">{props.title}</div>
      {props.nav.map((g) => (
        <div key={g.key} className="np-side-group">
          <div className="np-side-group-name">{g.name}</div>
          {g.menus.map((m) => (
            <div key={m.templateId} className="np-side-item">
              <MenuLabel menu={m} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

/**
 * The navigation as the subject's users will get it with the draft saved: the shell of the chosen nav style,
 * groups without menus left out, menus hidden from the navigation left out, fixed pages after the others.
 * Pages a user's role may not open (the review screens for a 查看员) are left out for that user only.
 */
export function NavPreview(props: { draft: MenuDraft; title: string; onNavStyle(style: number): void }) {
  const nav = navOf(props.draft);
  const [picked, setPicked] = useState<string | null>(null);
  const current = nav.find((g) => g.key === picked) ?? nav[0];
  const style = props.draft.navStyleFlag;
  return (
    <section className="nav-preview" aria-label="导航预览">
      <header className="nav-preview-head">
        <h2>用户看到的导航</h2>
        <Segmented
          size="small"
          aria-label="导航样式"
          value={style}
          options={NAV_STYLE_OPTIONS.map((o) => ({ ...o }))}
          onChange={(v) => props.onNavStyle(Number(v))}
        />
      </header>
      {current ? (
        <div className="nav-preview-frame">
          {style === 1 ? (
            <PortalPreview nav={nav} title={props.title} current={current} onPick={setPicked} />
          ) : style === 3 ? (
            <SidePreview nav={nav} title={props.title} />
          ) : (
            <ScreenPreview nav={nav} title={props.title} current={current} onPick={setPicked} />
          )}
        </div>
      ) : (
        <Empty description="没有显示在导航中的菜单" />
      )}
      <p className="nav-preview-start">{startText(style, nav)}</p>
      <p className="nav-preview-note">
        不在导航的菜单仍可从其他页面打开；功能页面排在各分组菜单之后；审核类页面只对有审核权限的用户显示。
      </p>
    </section>
  );
}
