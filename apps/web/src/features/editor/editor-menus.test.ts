import { describe, expect, it } from 'vitest';
import { isEditableDashboard } from '../../dashboard/edit-dashboard-link';
import { editableDashboards } from './editor-menus';

const menu = (menuKey: number, title: string, fixed = false) => ({
  groupId: 3,
  menuKey,
  title,
  routeName: null,
  linkUrl: null,
  path: null,
  showNavbar: true,
  fixed,
  sortNum: 1,
  icon: null,
});

describe('the dashboards the editor opens', () => {
  it('are the topics, the 20 dynamic ones and the home pages, under the subject’s own names', () => {
    const list = editableDashboards([menu(7, '驾驶舱'), menu(10001, '春耕专题')]);
    expect(list.find((d) => d.key === 7)).toEqual({ key: 7, name: '驾驶舱', group: 'topic' });
    expect(list.find((d) => d.key === 10001)).toEqual({ key: 10001, name: '春耕专题', group: 'dynamic' });
    expect(list.filter((d) => d.group === 'dynamic').map((d) => d.key)).toEqual(
      Array.from({ length: 20 }, (_, i) => 10001 + i),
    );
    expect(list.some((d) => d.group === 'home' && d.key === 20001)).toBe(true);
    expect(new Set(list.map((d) => d.key)).size).toBe(list.length);
  });

  it('offer 编辑大屏 on those only (a Langxia page’s key is beyond what the editor stores)', () => {
    expect(isEditableDashboard(7)).toBe(true);
    expect(isEditableDashboard(10020)).toBe(true);
    expect(isEditableDashboard(20001)).toBe(true);
    expect(isEditableDashboard(2023101101)).toBe(false);
    expect(isEditableDashboard(0)).toBe(false);
  });
});
