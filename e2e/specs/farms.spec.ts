import { expect, type Page, test } from '@playwright/test';
// qrcode is the server's dependency (hoisted in the workspace): the spec makes the QR picture a phone would photograph.
import QRCode from 'qrcode';
import { api, apiLogin, shot } from './helpers';

/** The first route resolved (the startup notice is gone); generous, the first chunks load cold. */
async function loaded(page: Page) {
  await expect(page.locator('#app-loading')).toHaveCount(0, { timeout: 45_000 });
}

async function signIn(page: Page, loginName: string, path: string) {
  const token = await apiLogin(page.request, loginName);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}token=${token}`);
  await loaded(page);
  return token;
}

test('from the entity register to an entity, its farm, the parcels on the map and its certificates', async ({
  page,
}) => {
  // Four pages, each loading its own chunk (the map's MapLibre chunk is ~1 MB): more than the default minute.
  test.setTimeout(180_000);
  await signIn(page, 'chongming_admin', '/operateSubjectList');
  await expect(page.getByRole('heading', { name: '经营主体列表' })).toBeVisible();
  const rows = page.locator('.table-page tbody tr.table-row-link');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByText(/^共 \d+ 条$/).first()).toBeVisible();
  // Sorting by farm area asks the server; the largest entity comes first.
  await page.getByRole('columnheader', { name: /经营面积/ }).click();
  await page.getByRole('columnheader', { name: /经营面积/ }).click();
  await expect(page.getByRole('columnheader', { name: /经营面积/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await shot(page, 'farms-entity-list');

  await rows.first().click();
  await expect(page).toHaveURL(/\/gisfarmdetail\/\d+$/);
  await expect(page.getByRole('heading', { name: '经营主体详情' })).toBeVisible();
  const farmRows = page.locator('.detail-section tbody tr.table-row-link');
  await expect(farmRows.first()).toBeVisible();
  await shot(page, 'farms-entity-detail');

  await farmRows.first().click();
  await expect(page).toHaveURL(/\/farmdetail\/\d+$/);
  await expect(page.getByRole('heading', { name: '农场详情' })).toBeVisible();
  await expect(page.getByText('农场与经营主体')).toBeVisible();
  // The parcels are drawn by MapLibre on a canvas inside the farm map.
  await expect(page.locator('[data-testid="farm-map"] canvas').first()).toBeVisible();
  await expect(page.getByText(/^地块分布（\d+ 块/)).toBeVisible();
  await expect(page.getByText(/承诺达标合格证（最新 10 张）/)).toBeVisible();
  await page.waitForTimeout(1500);
  await shot(page, 'farms-farm-detail');
});

test('the key-entity list keeps its page when the user opens an entity and comes back', async ({ page }) => {
  await signIn(page, 'chongming_viewer', '/jyzdSubjectlist');
  await expect(page.getByRole('heading', { name: '重点经营主体名录' })).toBeVisible();
  await page.getByTitle('3', { exact: true }).click();
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('3');
  const firstName = await page.locator('.table-page tbody tr.table-row-link td').first().textContent();
  await page.locator('.table-page tbody tr.table-row-link').first().click();
  await expect(page).toHaveURL(/\/gisfarmdetail\/\d+$/);
  await page.goBack();
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('3');
  await expect(page.locator('.table-page tbody tr.table-row-link td').first()).toHaveText(firstName ?? '');
  // The viewer sees legal persons and credit codes masked.
  await expect(page.locator('.table-page tbody').getByText(/\*/).first()).toBeVisible();
});

test('a clerk traces a code from a QR picture; a consumer opens the QR link without login', async ({
  page,
  browser,
}) => {
  const token = await apiLogin(page.request, 'chongming_admin');
  const list = await api<{
    list: { traceCode: string | null; productName: string; certNo: string; contactPhone: string | null }[];
  }>(page.request, '/api/produce/gov/certificate/listByArea', { pageSize: 50 }, token);
  const cert = list.obj.list.find((c) => c.traceCode)!;
  expect(cert).toBeTruthy();
  await page.goto(`/traceSource?token=${token}`);
  await loaded(page);
  // The QR code a certificate carries: the public trace link on this host.
  const link = `${new URL(page.url()).origin}/trace/${cert.traceCode}`;
  const png = await QRCode.toBuffer(link, { type: 'png', width: 320, margin: 2 });
  await expect(page.getByRole('heading', { name: '溯源监管' })).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: png });
  await expect(page).toHaveURL(new RegExp(`code=${cert.traceCode}`));
  await expect(page.getByText('追溯链')).toBeVisible();
  await expect(page.getByRole('cell', { name: cert.certNo })).toBeVisible();
  await shot(page, 'farms-trace-source');

  const consumer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await consumer.newPage();
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: cert.productName })).toBeVisible();
  await expect(phone.getByText('承诺达标合格证').first()).toBeVisible();
  await expect(phone.getByText(/本追溯码已被查询 \d+ 次/)).toBeVisible();
  // Nothing personal: the producer's phone (seen unmasked by the admin) does not reach a consumer.
  const text = (await phone.locator('body').textContent()) ?? '';
  if (cert.contactPhone) expect(text).not.toContain(cert.contactPhone);
  await phone.screenshot({ path: new URL('../artifacts/farms-public-trace.png', import.meta.url).pathname });
  await consumer.close();
});

test('the price monitor switches to 生猪价/猪肉价 for 猪', async ({ page }) => {
  await signIn(page, 'chongming_viewer', '/vegetables/information');
  await expect(page.getByRole('heading', { name: '蔬菜信息' })).toBeVisible();
  await expect(page.getByText('田头价').first()).toBeVisible();
  await page.getByLabel('作物').click();
  await page.getByTitle('猪', { exact: true }).click();
  await expect(page.getByText(/猪 · 生猪价/)).toBeVisible();
  await expect(page.locator('.ant-segmented').getByText('猪肉价')).toBeVisible();
  await page.waitForTimeout(800);
  await shot(page, 'farms-price-monitor');
});
