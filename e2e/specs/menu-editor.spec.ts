import { type APIRequestContext, expect, type Locator, type Page, test } from './fixtures';
import { animationsDone, api, apiLogin, choose, enterWithToken, settled, shot } from './helpers';

const GET = '/api/portal/gov/menuEditor/get';
const SAVE = '/api/portal/gov/menuEditor/save';

interface Menu {
  templateId: number;
  customName: string | null;
  showNavbarFlag: number;
  linkUrl: string | null;
  ownLinkUrl: boolean;
}
interface Config {
  subjectId: number;
  revision: number;
  navStyleFlag: number;
  groups: { id: number; groupType: number; fullName: string; shortName: string; menus: Menu[] }[];
  otherMenus: Menu[];
}

const NEW_GROUP = '我的专题';
const LINK = { name: '区政务网', url: 'https://www.shcm.gov.cn/' };
const DASHBOARD = '蔬菜保供';
// The 物联网与设施 group's menus: other specs open its 物联网监测 by address only, so these two are free to edit.
const RENAMED = { from: '水利设施', to: '水利设施一张图' };
const HIDDEN = '气象监测';

/** 崇明's menus as the editor reads them. */
async function menuConfig(request: APIRequestContext, token: string): Promise<Config> {
  const info = await api<{ govSubjectVO: { id: number } }>(
    request,
    '/api/login/gov/user/getUserInfo',
    {},
    token,
  );
  const cfg = await api<Config>(request, GET, { subjectId: info.obj.govSubjectVO.id }, token);
  expect(cfg.respCode, cfg.respDesc).toBe(0);
  return cfg.obj;
}

/** Saves `cfg`'s groups and menus back over whatever the subject has now (the spec's own edit undone). */
async function restore(request: APIRequestContext, token: string, cfg: Config) {
  const menu = (m: Menu) => ({
    templateId: m.templateId,
    customName: m.customName,
    showNavbarFlag: m.showNavbarFlag,
    linkUrl: m.ownLinkUrl ? m.linkUrl : null,
  });
  const now = await menuConfig(request, token);
  const res = await api(
    request,
    SAVE,
    {
      subjectId: cfg.subjectId,
      revision: now.revision,
      navStyleFlag: cfg.navStyleFlag,
      groups: cfg.groups.map((g) => ({
        id: g.id,
        groupType: g.groupType,
        fullName: g.fullName,
        shortName: g.shortName,
        menus: g.menus.map(menu),
      })),
      otherMenus: cfg.otherMenus.map(menu),
    },
    token,
  );
  expect(res.respCode, res.respDesc).toBe(0);
}

const treeNode = (page: Page, name: string) =>
  page.locator('.menu-tree .ant-tree-treenode', {
    has: page.locator(`[data-menu="${name}"], [data-group="${name}"]`),
  });

/** Drags a tree node by its handle onto the lower part of another, the way a mouse does. */
async function drag(page: Page, from: Locator, to: Locator) {
  // Both ends on screen and nothing still animating (a dialog closing), or the drop lands elsewhere.
  await to.scrollIntoViewIfNeeded();
  await from.scrollIntoViewIfNeeded();
  await animationsDone(page);
  const handle = from.locator('.ant-tree-draggable-icon');
  const a = (await handle.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + 8, { steps: 4 });
  await page.mouse.move(a.x + a.width / 2, b.y + b.height * 0.75, { steps: 12 });
  // rc-tree settles the drop position on dragover; let one pass before the drop.
  await page.mouse.move(a.x + a.width / 2 + 1, b.y + b.height * 0.75, { steps: 2 });
  await page.mouse.up();
}

/** Renames a menu or group in place: its edit button, the text, Enter. */
async function rename(row: Locator, label: string, text: string) {
  await row.getByRole('button', { name: label }).click();
  // One text is edited at a time; the row's own text changes as it is typed.
  const box = row.page().locator('.menu-tree textarea');
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveCount(0);
}

test.describe('menu editor', () => {
  test.describe.configure({ timeout: 180_000 });
  let original: Config;
  let admin: string;

  test.beforeAll(async ({ request }) => {
    admin = await apiLogin(request, 'chongming_admin');
    original = await menuConfig(request, admin);
  });
  test.afterAll(async ({ request }) => {
    await restore(request, admin, original);
  });

  test('chongming_admin renames, moves, reorders and hides menus, adds a link and a dynamic dashboard', async ({
    page,
  }) => {
    await enterWithToken(page, admin);
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '菜单编辑' }).click();
    await expect(page).toHaveURL(/\/system\/menus$/);
    await expect(page.locator('h1.topic-title')).toHaveText('菜单编辑');
    await expect(treeNode(page, '物联网与设施')).toBeVisible();

    // A new group, renamed in place.
    await page.getByRole('button', { name: '新建分组' }).click();
    const fresh = page.locator('.menu-group-row').filter({ hasText: /^新分组/ });
    await rename(fresh, '修改分组名称', NEW_GROUP);
    await rename(
      page.locator(`.menu-group-row[data-group="${NEW_GROUP}"]`),
      '修改分组简称（大屏页签显示）',
      '专题',
    );

    // Rename a menu, then drag it into the new group.
    await rename(
      page.locator(`[data-menu="${RENAMED.from}"]`),
      '修改菜单名称（留空则用模板名称）',
      RENAMED.to,
    );
    await expect(page.locator(`[data-menu="${RENAMED.to}"]`)).toContainText(`模板：${RENAMED.from}`);
    await drag(page, treeNode(page, RENAMED.to), treeNode(page, NEW_GROUP));
    await expect(treeNode(page, NEW_GROUP).locator('.menu-row-count')).toHaveText('1 个菜单');

    // Hide one from the navigation.
    await page.getByRole('switch', { name: `${HIDDEN}显示在导航` }).click();
    await expect(page.locator(`[data-menu="${HIDDEN}"]`)).toContainText('不在导航');

    // A dynamic dashboard and an external link, both in the new group.
    await page.getByRole('button', { name: '新建自定义大屏' }).click();
    let dialog = page.getByRole('dialog', { name: '新建自定义大屏' });
    await dialog.getByLabel('大屏名称').fill(DASHBOARD);
    await choose(page, dialog.locator('.ant-form-item', { hasText: '加入分组' }), NEW_GROUP);
    await dialog.getByRole('button', { name: /添\s*加/ }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: '新建外部链接' }).click();
    dialog = page.getByRole('dialog', { name: '新建外部链接' });
    await dialog.getByLabel('链接名称').fill(LINK.name);
    await dialog.getByLabel('链接地址').fill('javascript:alert(1)');
    await expect(dialog.getByText('须为 http:// 或 https:// 开头的网址')).toBeVisible();
    await dialog.getByLabel('链接地址').fill(LINK.url);
    await choose(page, dialog.locator('.ant-form-item', { hasText: '加入分组' }), NEW_GROUP);
    await dialog.getByRole('button', { name: /添\s*加/ }).click();
    await expect(dialog).toBeHidden();

    // Reorder: the renamed menu goes after the link, the last of its group.
    await drag(page, treeNode(page, RENAMED.to), treeNode(page, LINK.name));
    const order = treeNode(page, NEW_GROUP).locator('xpath=following-sibling::*[position() <= 3]');
    await expect(order.locator('.menu-item-name')).toHaveText([DASHBOARD, LINK.name, RENAMED.to]);

    // The preview shows the new group's menus as its tab opens them.
    const preview = page.getByRole('region', { name: '导航预览' });
    await preview.getByRole('button', { name: '专题' }).click();
    await expect(preview.locator('.np-pill')).toHaveText([DASHBOARD, `${LINK.name} ↗`, RENAMED.to]);
    await settled(page);
    await shot(page, 'menu-editor-1920');

    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText(/菜单已保存（第 \d+ 版）/)).toBeVisible();
    // The editor's own navigation follows at once.
    await expect(page.locator('.screen-tab', { hasText: '专题' })).toBeVisible();
  });

  test('chongming_viewer signs in and gets exactly that navigation', async ({ page, request }) => {
    const viewer = await apiLogin(request, 'chongming_viewer');
    await enterWithToken(page, viewer);
    await expect(page).toHaveURL(/\/data-dashboard\/\d+$/);
    const tabs = original.groups.map((g) => g.shortName);
    await expect(page.locator('.screen-tab')).toHaveText([...tabs, '专题']);

    await page.locator('.screen-tab', { hasText: '专题' }).click();
    const menus = page.locator('.dashboard-menus .dashboard-menu');
    await expect(menus).toHaveText([DASHBOARD, `${LINK.name} ↗`, RENAMED.to]);
    await expect(menus.nth(1)).toHaveAttribute('href', LINK.url);
    // The new dynamic dashboard opens as the group's page: empty until the dashboard editor fills it.
    await expect(page.locator('h1.topic-title')).toHaveText(DASHBOARD);
    await expect(page.getByText('本专题尚未配置大屏板块')).toBeVisible();

    await page.locator('.screen-tab', { hasText: '物联' }).click();
    const iot = original.groups.find((g) => g.shortName === '物联')!;
    expect(iot.menus.length).toBeGreaterThan(3);
    await expect(page.locator('.dashboard-menus')).not.toContainText(HIDDEN);
    await expect(page.locator('.dashboard-menus')).not.toContainText(RENAMED.from);
    await expect(page.locator('.dashboard-menus .dashboard-menu').first()).toHaveText('物联网监测');
  });
});
