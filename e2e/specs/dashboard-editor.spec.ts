import { writeFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from './fixtures';
import { animationsDone, api, apiLogin, choose, enterWithToken, shot } from './helpers';

// An administrator builds dynamic dashboard 20 (menu key 10020) from nothing in the editor, previews it at
// a town and publishes it; the viewer sees it; a roll back restores what the viewer saw before. The tests
// of this file build on each other in order.

// The last dynamic key: the menu editor's spec makes the first free one (10001) a menu of its own.
const MENU_KEY = 10020;
const EDITOR = `/system/dashboard-editor/${MENU_KEY}`;
const SCREEN = '/data-dashboard/3/dashboard-20';
const SAVE_DRAFT = '/api/portal/gov/dashboard/editor/saveDraft';
const PLATES = ['测试·农用地面积', '测试·经营主体', '测试·近两周播种', '测试·主体类型'];
const CAROUSEL = '测试·基地实景';

/** A 960×600 PNG drawn in the browser: a coloured field with a caption. */
async function picture(page: Page, caption: string, colour: string): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([text, fill]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 960;
      canvas.height = 600;
      const g = canvas.getContext('2d')!;
      g.fillStyle = fill!;
      g.fillRect(0, 0, 960, 600);
      g.fillStyle = 'rgba(255,255,255,0.85)';
      g.font = 'bold 72px sans-serif';
      g.fillText(text!, 60, 320);
      return canvas.toDataURL('image/png');
    },
    [caption, colour],
  );
  return Buffer.from(dataUrl.replace(/^data:[^,]*,/, ''), 'base64');
}

/** How many of the pictures have loaded (a refused address never does). */
async function loadedImages(images: Locator): Promise<number> {
  return images.evaluateAll(
    (list) =>
      list.filter((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0).length,
  );
}

/** The Form.Item of the plate form labelled `label`. */
function field(page: Page, label: string): Locator {
  return page
    .locator('.plate-form .ant-form-item')
    .filter({ has: page.locator('.ant-form-item-label', { hasText: new RegExp(`^${label}$`) }) });
}

async function openEditor(page: Page, token: string): Promise<void> {
  await enterWithToken(page, token);
  await page.goto(EDITOR);
  await expect(page.locator('.editor-toolbar')).toBeVisible();
}

/** Adds a plate in the next slot and names it; the new plate's form opens. */
async function addPlate(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: '添加板块' }).click();
  const nameInput = page.getByRole('textbox', { name: '板块名称' });
  await nameInput.fill(name);
  await expect(page.locator('.slot-plate.is-selected')).toContainText(name);
}

/**
 * Picks a metric of the catalogue by typing its name into the metric picker (a long, virtual list, which
 * may draw its options again while they are clicked: tried again until the metric is chosen).
 */
async function metric(page: Page, name: string): Promise<void> {
  const picker = page.getByRole('combobox', { name: '统计指标' });
  const chosen = field(page, '统计指标').locator('.ant-select-selection-item', { hasText: name });
  await expect(async () => {
    await animationsDone(page);
    await picker.click();
    await picker.fill(name);
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: new RegExp(`^${name.replace(/[()（）]/g, '.')}（`) })
      .first()
      .click({ timeout: 3_000 });
    await expect(chosen).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press('Escape');
}

async function statSource(page: Page, mode: '指标分组统计' | '指标汇总', metrics: string[]): Promise<void> {
  await page.locator('.plate-form').getByText(mode, { exact: true }).click();
  for (const m of metrics) await metric(page, m);
}

async function visual(page: Page, name: string): Promise<void> {
  await choose(page, field(page, '可视化类型'), name);
}

async function visiblePlateNames(page: Page): Promise<string[]> {
  return page.locator('.dash-plate .dash-plate-name').allInnerTexts();
}

let before: string[] = [];

test.use({ actionTimeout: 20_000 });

test.describe
  .serial('dashboard editor', () => {
    test('the viewer sees the dynamic dashboard as installed', async ({ page, request }) => {
      await enterWithToken(page, await apiLogin(request, 'chongming_viewer'));
      await page.goto(SCREEN);
      await expect(page.locator('.dash-plate').first()).toBeVisible();
      before = await visiblePlateNames(page);
      expect(before.length).toBeGreaterThan(0);
      expect(before).not.toContain(PLATES[0]);
      // A viewer holds no dashboard:edit: no entry to the editor.
      await expect(page.getByRole('button', { name: '编辑大屏' })).toHaveCount(0);
    });

    test('an administrator builds the dashboard from nothing, previews it at a town and publishes it', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      await openEditor(page, await apiLogin(request, 'chongming_admin'));
      const preview = page.frameLocator('iframe[title="大屏预览"]');
      await expect(preview.locator('.dash-plate').first()).toBeVisible({ timeout: 30_000 });

      // From nothing: no plates, the four-plate skin.
      await page.getByRole('button', { name: '清空板块' }).click();
      await page.locator('.ant-popconfirm').getByRole('button', { name: '清 空' }).click();
      await expect(page.locator('.slot-plate')).toHaveCount(0);
      await page.getByRole('button', { name: '四宫格' }).click();
      await expect(page.locator('.slot')).toHaveCount(4);
      await expect(preview.locator('.dash-grid')).toHaveAttribute('data-skin-id', 'skin4');

      // 1: a bar of farmland by town.
      await addPlate(page, PLATES[0]!);
      await statSource(page, '指标分组统计', ['农用地面积']);
      await visual(page, '柱状图');
      // Its town bars filter nothing yet (no plate reads the filter), so it jumps to a topic of the menus.
      await page.locator('.plate-form').getByText('筛选本屏其他板块', { exact: true }).click();
      await expect(page.locator('.plate-form .ant-alert-warning')).toContainText('还没有读取筛选条件');
      await page.locator('.plate-form').getByText('跳转到专题', { exact: true }).click();
      // The first topic of the subject's menus is chosen at once (the help says so instead of asking).
      await expect(field(page, '目标专题')).toContainText('跳转时带上当前区域');

      // 2: number cards of two totals.
      await addPlate(page, PLATES[1]!);
      await statSource(page, '指标汇总', ['经营主体', '农场（基地）']);
      await visual(page, '数字卡片');

      // 3: a line of the last two weeks, its start date a parameter{} expression checked as it is typed.
      await addPlate(page, PLATES[2]!);
      await statSource(page, '指标分组统计', []);
      await choose(page, field(page, '统计维度'), '按日期');
      await metric(page, '年度播种面积');
      await visual(page, '折线图');
      await page.getByRole('button', { name: '添加参数' }).click();
      await page.getByRole('textbox', { name: '参数3名称' }).fill('startDate');
      await choose(page, page.locator('.param-row').nth(2), '表达式');
      const expr = page.getByRole('textbox', { name: 'startDate的表达式' });
      await expr.fill("dateFormat(dateAdd(now(), -14, 'day'), 'YYYY-MM-DD'");
      await expect(page.locator('.param-row').nth(2).locator('.param-problem')).toContainText('语法错误');
      await expr.fill("fetch('http://example.com')");
      await expect(page.locator('.param-row').nth(2).locator('.param-problem')).toContainText('不允许的名称');
      await expr.fill("dateFormat(dateAdd(now(), -14, 'day'), 'YYYY-MM-DD')");
      await expect(page.locator('.param-row').nth(2).locator('.param-problem')).toHaveCount(0);
      await expect(page.locator('.param-row').nth(2).locator('.param-resolved')).toContainText(
        /"\d{4}-\d{2}-\d{2}"/,
      );

      // 4: a ring of entities by type, with a stored detail table.
      await addPlate(page, PLATES[3]!);
      await statSource(page, '指标分组统计', []);
      await choose(page, field(page, '统计维度'), '按类别');
      await metric(page, '经营主体');
      await visual(page, '环形图');
      await page.getByRole('switch', { name: '显示详情入口' }).click();
      await page.getByRole('button', { name: '添加明细表' }).click();
      await page.getByRole('textbox', { name: '明细表名称' }).fill('主体明细');
      await page.getByRole('textbox', { name: '分组1名称' }).fill('合作社');
      await page.getByRole('textbox', { name: '分组1指标1名称' }).fill('数量');
      await page.getByRole('textbox', { name: '分组1指标1数值' }).fill('128');

      // The preview draws the four plates with real data, at a town picked on its map.
      await expect(preview.locator('.dash-plate')).toHaveCount(4);
      for (const name of PLATES)
        await expect(preview.locator('.dash-plate', { hasText: name })).toBeVisible();
      await preview.locator('.dash-map').getByRole('button', { name: '城桥镇' }).click();
      await expect(page.locator('.editor-preview-bar .area-chain-current')).toHaveText('城桥镇');
      await expect(preview.locator('.area-chain-current')).toHaveText('城桥镇');
      await expect(preview.locator('.dash-plate[data-state="drawn"]')).toHaveCount(4, { timeout: 30_000 });
      await preview
        .locator('.dash-plate', { hasText: PLATES[3]! })
        .getByRole('button', { name: '详情' })
        .click();
      await expect(preview.locator('.detail-dialog')).toContainText('合作社');
      await expect(preview.locator('.detail-dialog')).toContainText('128');
      await preview.locator('.detail-dialog .ant-modal-close').click();
      await shot(page, 'dashboard-editor');

      // Saved as a draft (users still see the published dashboard), then published with a note: the
      // draft becomes the version users see.
      await page.getByRole('button', { name: '保存草稿' }).click();
      await expect(page.locator('.ant-message')).toContainText('草稿已保存');
      await expect(page.locator('.editor-toolbar')).toContainText('草稿未发布');
      await page.getByRole('button', { name: '发布' }).click();
      await page.getByRole('textbox', { name: '版本说明' }).fill('e2e：四个板块');
      await page
        .locator('.ant-modal')
        .getByRole('button', { name: /^发\s*布$/ })
        .click();
      await expect(page.locator('.ant-message')).toContainText(/已发布为版本 \d+/);
      await expect(page.locator('.editor-toolbar')).toContainText(/已发布 v\d+/);
    });

    test('the viewer sees the published dashboard', async ({ page, request }) => {
      await enterWithToken(page, await apiLogin(request, 'chongming_viewer'));
      await page.goto(SCREEN);
      await expect(page.locator('.dash-plate')).toHaveCount(4);
      expect(await visiblePlateNames(page)).toEqual(PLATES);
      await expect(page.locator('.dash-grid')).toHaveAttribute('data-skin-id', 'skin4');
      await expect(page.locator('.dash-plate.is-linked')).toHaveText(new RegExp(PLATES[0]!));
    });

    test('the administrator rolls back and the viewer sees the previous version', async ({
      page,
      browser,
      request,
    }) => {
      await openEditor(page, await apiLogin(request, 'chongming_admin'));
      await page.getByRole('button', { name: '版本记录' }).click();
      const rows = page.locator('.versions-drawer .ant-table-row');
      await expect(rows.first()).toContainText('e2e：四个板块');
      await expect(rows.first()).toContainText('当前');
      // The version before it: compared with the draft, the four plates differ; then rolled back to.
      const previous = rows.nth(1);
      await previous.getByRole('button', { name: '与草稿比较' }).click();
      await expect(page.locator('.compare-result')).toContainText(PLATES[0]!);
      await page.locator('.ant-modal-wrap:has(.compare-result) .ant-modal-close').click();
      await previous.getByRole('button', { name: '回滚' }).click();
      await animationsDone(page);
      await page.locator('.ant-popconfirm').getByRole('button', { name: '回 滚' }).click();
      await expect(page.locator('.ant-message')).toContainText('已回滚');

      const viewer = await browser.newPage();
      await enterWithToken(viewer, await apiLogin(request, 'chongming_viewer'));
      await viewer.goto(SCREEN);
      await expect(viewer.locator('.dash-plate').first()).toBeVisible();
      await expect.poll(() => visiblePlateNames(viewer)).toEqual(before);
      await viewer.close();
    });

    test('a template naming an address outside the allow-list is refused with the reason; leaving unsaved changes asks first', async ({
      page,
      request,
    }, testInfo) => {
      const token = await apiLogin(request, 'chongming_admin');
      const info = await api<{ govSubjectVO: { id: number } }>(
        request,
        '/api/login/gov/user/getUserInfo',
        {},
        token,
      );
      const exported = await api<{ dashboard: { plates: { interfaceUrl: string | null }[] } }>(
        request,
        '/api/portal/gov/dashboard/editor/export',
        { subjectId: info.obj.govSubjectVO.id, menuKey: MENU_KEY },
        token,
      );
      expect(exported.respCode, exported.respDesc).toBe(0);
      exported.obj.dashboard.plates[0]!.interfaceUrl = 'https://evil.example.com/steal';
      const file = testInfo.outputPath('template.json');
      writeFileSync(file, JSON.stringify(exported.obj));
      await openEditor(page, token);
      await page.locator('.editor-toolbar input[type="file"]').setInputFiles(file);
      const refusal = page.locator('.ant-modal-confirm', { hasText: '模板未导入' });
      await expect(refusal).toContainText('数据源须为本系统的大屏数据接口');
      await refusal.getByRole('button').click();
      // Nothing was stored: the editor still holds the published dashboard, no draft.
      await expect(page.locator('.editor-toolbar')).toContainText(/已发布 v\d+/);

      // An unsaved change is not lost by leaving: the editor asks first.
      await page.locator('.slot-plate-main').first().click();
      await page.getByRole('textbox', { name: '板块名称' }).fill('未保存的名称');
      await expect(page.locator('.editor-toolbar')).toContainText('有未保存的修改');
      const menus = page.getByRole('combobox', { name: '选择大屏' });
      await menus.click();
      await menus.fill('领导驾驶舱');
      await page.locator('.ant-select-item-option', { hasText: '领导驾驶舱' }).click();
      const ask = page.locator('.ant-modal-confirm', { hasText: '离开此页？' });
      await expect(ask).toContainText('大屏有修改尚未保存');
      await ask.getByRole('button', { name: '留在此页' }).click();
      await expect(page).toHaveURL(new RegExp(`${EDITOR}$`));
      await expect(page.getByRole('textbox', { name: '板块名称' })).toHaveValue('未保存的名称');
    });

    test('a viewer cannot open the editor, and the server refuses a viewer’s save', async ({
      page,
      request,
    }) => {
      const token = await apiLogin(request, 'chongming_viewer');
      await enterWithToken(page, token);
      await page.goto(EDITOR);
      await expect(page.locator('.no-permission')).toContainText('暂无权限');
      await expect(page.locator('.editor-toolbar')).toHaveCount(0);
      const info = await api<{ govSubjectVO: { id: number } }>(
        request,
        '/api/login/gov/user/getUserInfo',
        {},
        token,
      );
      const doc = { skin: 'skin4', plates: [] };
      const saved = await api(
        request,
        SAVE_DRAFT,
        { subjectId: info.obj.govSubjectVO.id, menuKey: MENU_KEY, baseRevision: 0, doc },
        token,
      );
      expect(saved.respCode).toBe(403);
    });

    test('pictures uploaded to an image plate show in the preview and, published, on the viewer’s carousel', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      await openEditor(page, await apiLogin(request, 'chongming_admin'));
      const preview = page.frameLocator('iframe[title="大屏预览"]');
      await page.getByRole('button', { name: '清空板块' }).click();
      await page.locator('.ant-popconfirm').getByRole('button', { name: '清 空' }).click();
      await addPlate(page, CAROUSEL);
      // Past the first options of the list: found by typing.
      const visuals = page.getByRole('combobox', { name: '可视化类型' });
      await visuals.click();
      await visuals.fill('图片');
      await page.locator('.ant-select-item-option', { hasText: '图片轮播' }).click();
      await expect(field(page, '可视化类型')).toContainText('图片轮播');
      const files = [
        {
          name: '港沿镇水稻基地.png',
          mimeType: 'image/png',
          buffer: await picture(page, '水稻基地', '#6a9f3a'),
        },
        {
          name: '新河镇设施大棚.png',
          mimeType: 'image/png',
          buffer: await picture(page, '设施大棚', '#3a7f9f'),
        },
      ];
      // One picture, then another: each is stored at once and added to the plate's list in turn.
      const input = page.locator('.plate-images input[type="file"]');
      const rows = page.locator('.plate-image');
      await input.setInputFiles(files[0]!);
      await expect(rows).toHaveCount(1, { timeout: 30_000 });
      await input.setInputFiles(files[1]!);
      await expect(rows).toHaveCount(2, { timeout: 30_000 });
      await expect(page.getByRole('textbox', { name: '图片1名称' })).toHaveValue('港沿镇水稻基地');
      // Named and ordered here: the greenhouse first, with a description.
      await page.getByRole('button', { name: '图片2上移' }).click();
      await expect(page.getByRole('textbox', { name: '图片1名称' })).toHaveValue('新河镇设施大棚');
      await page.getByRole('textbox', { name: '图片1说明' }).fill('设施蔬菜大棚（新河镇）');
      await page.getByRole('textbox', { name: '图片2名称' }).fill('水稻基地');
      await expect(rows.locator('img.plate-image-thumb')).toHaveCount(2);
      await expect(async () => expect(await loadedImages(rows.locator('img'))).toBe(2)).toPass();

      // The preview draws the draft's pictures (signed for the editor: users see none of them yet).
      const plate = preview.locator('.dash-plate', { hasText: CAROUSEL });
      await expect(plate.locator('.image-slide.is-current figcaption')).toHaveText('设施蔬菜大棚（新河镇）', {
        timeout: 30_000,
      });
      await expect(plate.locator('img[alt="水稻基地"]')).toHaveCount(1);
      await expect(async () => expect(await loadedImages(plate.locator('img'))).toBe(2)).toPass();
      await page.locator('.plate-images').scrollIntoViewIfNeeded();
      await shot(page, 'dashboard-editor-images');

      await page.getByRole('button', { name: '发布' }).click();
      await page.getByRole('textbox', { name: '版本说明' }).fill('e2e：图片轮播');
      await page.locator('.ant-modal').getByRole('button', { name: '保存并发布' }).click();
      await expect(page.locator('.ant-message')).toContainText(/已发布为版本 \d+/);

      const viewer = await page.context().browser()!.newPage();
      await enterWithToken(viewer, await apiLogin(request, 'chongming_viewer'));
      await viewer.goto(SCREEN);
      const shown = viewer.locator('.dash-plate', { hasText: CAROUSEL });
      await expect(shown.locator('img[alt="新河镇设施大棚"]')).toHaveCount(1, { timeout: 30_000 });
      await expect(shown.locator('img[alt="水稻基地"]')).toHaveCount(1);
      await expect(shown.locator('img').first()).toHaveAttribute(
        'src',
        /^\/files\/plate\/[0-9a-f-]{36}\.png\?a=/,
      );
      await expect(async () => expect(await loadedImages(shown.locator('img'))).toBe(2)).toPass();
      await viewer.close();
    });

    test('a save on a copy another editor changed meanwhile is refused, told, and the copy kept after reloading', async ({
      page,
      request,
    }) => {
      const token = await apiLogin(request, 'chongming_admin');
      await openEditor(page, token);
      await page.locator('.slot-plate-main').first().click();
      await page.getByRole('textbox', { name: '板块名称' }).fill('我的改名');

      // Meanwhile another editor (a second sign-in) saves a draft of the same dashboard.
      const other = await apiLogin(request, 'chongming_admin');
      const info = await api<{ govSubjectVO: { id: number } }>(
        request,
        '/api/login/gov/user/getUserInfo',
        {},
        other,
      );
      const key = { subjectId: info.obj.govSubjectVO.id, menuKey: MENU_KEY };
      const opened = await api<{ revision: number; doc: { plates: { plateName: string }[] } }>(
        request,
        '/api/portal/gov/dashboard/editor/get',
        key,
        other,
      );
      opened.obj.doc.plates[0]!.plateName = '对方的改名';
      const theirs = await api(
        request,
        SAVE_DRAFT,
        { ...key, baseRevision: opened.obj.revision, doc: opened.obj.doc },
        other,
      );
      expect(theirs.respCode, theirs.respDesc).toBe(0);

      await page.getByRole('button', { name: '保存草稿' }).click();
      const modal = page.locator('.conflict-modal');
      await expect(modal).toContainText('大屏已被他人修改，您的修改尚未保存');
      await expect(modal.getByRole('alert')).toContainText('您本人（在另一窗口或设备上）');
      await expect(modal.getByRole('alert')).toContainText('保存了草稿');
      await expect(modal.locator('.conflict-diff')).toContainText('名称');
      await animationsDone(page);
      await shot(page, 'dashboard-editor-conflict');

      await modal.getByRole('button', { name: '重新加载最新内容' }).click();
      await expect(modal).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: '板块名称' })).toHaveValue('对方的改名');
      const drawer = page.locator('.my-changes-drawer');
      await expect(drawer.locator('.conflict-diff')).toContainText('名称');
      await expect(drawer.getByRole('textbox', { name: '我的副本' })).toHaveValue(/我的改名/);
      await animationsDone(page);
      await shot(page, 'dashboard-editor-my-changes');
      await drawer.getByRole('button', { name: '恢复我的版本' }).click();
      await page.locator('.ant-popconfirm').getByRole('button', { name: '替 换' }).click();
      await expect(page.getByRole('textbox', { name: '板块名称' })).toHaveValue('我的改名');
      await page.getByRole('button', { name: '保存草稿' }).click();
      await expect(page.locator('.ant-message')).toContainText('草稿已保存');
    });
  });
