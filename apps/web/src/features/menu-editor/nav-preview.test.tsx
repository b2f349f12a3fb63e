import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DraftMenu, MenuDraft } from './menu-draft';
import { NavPreview } from './nav-preview';

const menu = (templateId: number, name: string, extra: Partial<DraftMenu> = {}): DraftMenu => ({
  templateId,
  menuName: name,
  menuKey: templateId,
  kind: 'topic',
  customName: null,
  showNavbarFlag: 1,
  linkUrl: null,
  ownLinkUrl: false,
  ...extra,
});

const draft = (navStyleFlag: number): MenuDraft => ({
  navStyleFlag,
  groups: [
    {
      key: 'g1',
      groupType: 1,
      fullName: '农业总览',
      shortName: '总览',
      menus: [
        menu(1, '农业概况', { customName: '崇明农业概况' }),
        menu(2, '行政区划', { showNavbarFlag: 0 }),
        menu(3, '区政务网', { kind: 'link', menuKey: 10022, linkUrl: 'https://www.shcm.gov.cn/' }),
      ],
    },
    { key: 'g2', groupType: 2, fullName: '耕地保护', shortName: '耕地', menus: [menu(4, '撂荒地监测')] },
    { key: 'n1', groupType: 1, fullName: '空分组', shortName: '空', menus: [] },
    { key: 'g0', groupType: 4, fullName: '其他分组', shortName: '其他分组', menus: [] },
  ],
});

describe('the navigation preview', () => {
  it('draws the big-screen tabs, the open group’s menus without hidden ones, and where users start', () => {
    render(<NavPreview draft={draft(2)} title="崇明区数字农业大屏展示系统" onNavStyle={() => {}} />);
    const preview = screen.getByRole('region', { name: '导航预览' });
    expect(
      within(preview)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['总览', '耕地']);
    expect([...preview.querySelectorAll('.np-pill')].map((p) => p.textContent)).toEqual([
      '崇明农业概况',
      '区政务网 ↗',
    ]);
    expect(preview.textContent).toContain('登录后进入“总览”分组的“崇明农业概况”。');
    fireEvent.click(within(preview).getByRole('button', { name: '耕地' }));
    expect([...preview.querySelectorAll('.np-pill')].map((p) => p.textContent)).toEqual(['撂荒地监测']);
  });

  it('draws every group open in the side menu for style 3, and reports a style picked', () => {
    const onNavStyle = vi.fn();
    render(<NavPreview draft={draft(3)} title="平台" onNavStyle={onNavStyle} />);
    const preview = screen.getByRole('region', { name: '导航预览' });
    expect([...preview.querySelectorAll('.np-side-group-name')].map((g) => g.textContent)).toEqual([
      '农业总览',
      '耕地保护',
    ]);
    fireEvent.click(screen.getByText('样式一 · 门户首页'));
    expect(onNavStyle).toHaveBeenCalledWith(1);
  });
});
