import { describe, expect, it } from 'vitest';
import { isShanghai, isTdt } from '../../ui/route-meta';
import { DASHBOARD_BASE } from './dashboard';
import { isTestMode, pathForName, routeByName, routeTable } from './index';
import { SPEC_PATHS } from './spec-paths';

const TEST_ONLY = ['/demomap', '/demogis', '/gis-dev', '/demoshowarea', '/getLatlngBoxTile'];

describe('route table', () => {
  const table = routeTable(false);
  const paths = new Set(table.map((r) => r.path));

  it('registers every path of spec §2', () => {
    expect(SPEC_PATHS.filter((p) => !paths.has(p))).toEqual([]);
  });

  it('names and paths are unique; every route has a Chinese title', () => {
    expect(new Set(table.map((r) => r.name)).size).toBe(table.length);
    expect(paths.size).toBe(table.length);
    for (const r of table) expect(r.title, r.name).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('late routes carry the spec names and key 0', () => {
    for (const [name, path] of [
      ['demoMap', '/demo-map'],
      ['MainAnimate', '/main-animate'],
      ['MapView', '/demo/map-view'],
      ['InfiniteScroll', '/infinite-scroll'],
      ['ExampleDialog', '/example/dialog'],
      ['Login', '/login'],
      ['NotAccess', '/not-access'],
    ]) {
      expect(routeByName(name!)).toMatchObject({ path, key: 0 });
    }
  });

  it('dashboard children carry keys 1–39, dynamic 10001–10025 under the menu group', () => {
    const children = table.filter((r) => r.path.startsWith(`${DASHBOARD_BASE}/`) && r.key > 0);
    const keys = new Set(children.map((r) => r.key));
    for (let k = 1; k <= 39; k++) expect(keys.has(k), `key ${k}`).toBe(true);
    for (let k = 10001; k <= 10025; k++) expect(keys.has(k), `key ${k}`).toBe(true);
    expect(routeByName('DataDashboardDynamic1')?.path).toBe(`${DASHBOARD_BASE}/dashboard-1`);
    expect(routeByName('DataDashboardDynamicLink5')).toMatchObject({
      path: `${DASHBOARD_BASE}/dynamic-link-5`,
      page: 'dynamic-link',
    });
  });

  it('routes that show the same concept declare their variant; the rest have pages of their own', () => {
    const page = (path: string) => table.find((r) => r.path === path);
    expect(page('/BusinessEntityDetailedList')).toMatchObject({ page: 'entity-list', variant: 'detailed' });
    expect(page('/operateSubjectListNew')).toMatchObject({ page: 'entity-list', variant: 'new' });
    expect(page('/suiYouFarmDetail/:farmid')).toMatchObject({ page: 'farm-detail', variant: 'suiyou' });
    expect(page('/mlptFarmdetail/:farmid')).toMatchObject({ page: 'farm-detail', variant: 'mlpt' });
    expect(page('/jynyyq/ghly-park-detail')).toMatchObject({ page: 'park-detail', variant: 'ghly' });
    // 上海农场详情 adds the supervision file; its Tdt route is both Shanghai and Tianditu.
    expect(page('/shanghai-farmdetail/:farmid')).toMatchObject({ page: 'farm-detail', variant: 'shanghai' });
    const both = page('/shanghai-farmdetail-tdt/:farmid')!;
    expect([both.page, isShanghai(both), isTdt(both)]).toEqual(['farm-detail', true, true]);
    const tdt = page('/farmdetailTdt/:farmid')!;
    expect([isShanghai(tdt), isTdt(tdt)]).toEqual([false, true]);
    expect(isTdt(page('/shanghai-farmdetail/:farmid')!)).toBe(false);
    expect([isShanghai(page('/farmdetail/:farmid')!), isTdt(page('/farmdetail/:farmid')!)]).toEqual([
      false,
      false,
    ]);
    for (const [path, id] of [
      ['/jyjyztTable', 'entity-table'],
      ['/scoreList', 'score-list'],
      ['/farmProductBrandList', 'brand-list'],
      ['/growingStorageList', 'storage-list'],
      ['/productionPreview', 'production-preview'],
      ['/vegetables/previous-crop', 'previous-crop'],
      ['/agri-product-info/tabs-container', 'agri-product-tabs'],
      ['/jywrnj/:id', 'unmanned-machine'],
      ['/basesplit/:farmid', 'base-split'],
      ['/iotDevice/:baseid', 'iot-device'],
      ['/iotDeviceFood/:baseid', 'iot-food'],
      ['/rtsp2rtmp', 'camera-relays'],
      ['/drivingPanel', 'driving-panel'],
    ] as const) {
      expect(page(path), path).toMatchObject({ page: id });
      expect(page(path)?.variant, path).toBeUndefined();
    }
    // The four park routes say which parks they show.
    const parks = [
      '/xj/park-detail',
      '/agricultural-park-detail',
      '/jynyyq/park-detail',
      '/jynyyq/ghly-park-detail',
    ];
    expect(new Set(parks.map((p) => page(p)?.title)).size).toBe(4);
  });

  it('has Tdt variants and the Langxia keys', () => {
    expect(table.filter(isTdt).length).toBeGreaterThanOrEqual(3);
    const langxia = table.filter((r) => r.key >= 2023101101 && r.key <= 2023101111);
    expect(langxia).toHaveLength(11);
    expect(routeByName('LangxiaOneHome')?.redirect).toBe('/langxiaOneHome/djyl');
    expect(routeByName('LangxiaTwoHome')?.redirect).toBe('/langxiaTwoHome/nyzl');
  });

  it('registers the late table again under DataDashboard-prefixed names inside the dashboard', () => {
    expect(routeByName('DataDashboardDemoMap')?.path).toBe(`${DASHBOARD_BASE}/demo-map`);
    expect(routeByName('DataDashboardShanghai3dgis')?.path).toBe(`${DASHBOARD_BASE}/shanghai3dgis`);
    expect(routeByName('DataDashboardUavCruise')?.key).toBe(0);
  });

  it('named routes with a land-source query', () => {
    expect(pathForName('LandSourceHome', { menuGroupId: 4 }, { routeLandSourceId: 2 })).toBe(
      '/data-dashboard/4/land-resource?routeLandSourceId=2',
    );
    expect(routeByName('RiceProductionManagement')?.query).toEqual(['routeLandSourceId']);
    expect(pathForName('FarmDetail', { farmid: 'F 1' })).toBe('/farmdetail/F%201');
    expect(pathForName('Nope')).toBeUndefined();
  });

  it('/404 redirects to not-access; only the open pages are open', () => {
    expect(routeByName('NotFound')).toMatchObject({ path: '/404', redirect: '/not-access' });
    expect(
      table
        .filter((r) => r.open)
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/dashboard-custom/administrative-region', '/setup', '/trace/:code', '/welcome']);
  });

  it('registers the user and role administration pages at the top level, in the shell, behind the session', () => {
    expect(routeByName('SystemRoles')).toMatchObject({
      path: '/system/roles',
      title: '角色与权限',
      page: 'admin-roles',
    });
    expect(routeByName('SystemUsers')).toMatchObject({
      path: '/system/users',
      title: '用户管理',
      page: 'admin-users',
    });
    for (const name of ['SystemRoles', 'SystemUsers']) {
      expect(routeByName(name)).not.toHaveProperty('open');
      expect(routeByName(name)?.chrome ?? 'shell').toBe('shell');
      // Administration is not a dashboard topic: no DataDashboard-prefixed copy.
      expect(routeByName(`DataDashboard${name}`)).toBeUndefined();
    }
  });

  it('test-mode routes exist only in test mode', () => {
    expect(TEST_ONLY.filter((p) => paths.has(p))).toEqual([]);
    const testPaths = new Set(routeTable(true).map((r) => r.path));
    expect(TEST_ONLY.filter((p) => !testPaths.has(p))).toEqual([]);
    expect(isTestMode({ MODE: 'test' })).toBe(true);
    expect(isTestMode({ MODE: 'production', VITE_TEST_MODE: 'true' })).toBe(true);
    expect(isTestMode({ MODE: 'production', VITE_TEST_MODE: 'false' })).toBe(false);
    expect(isTestMode({ MODE: 'development' })).toBe(false);
  });
});
