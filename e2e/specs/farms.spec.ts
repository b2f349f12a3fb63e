// qrcode is the server's dependency (hoisted in the workspace): the spec makes the QR picture a phone would photograph.
import QRCode from 'qrcode';
import { expect, type Page, test } from './fixtures';
import { animationsDone, api, apiLogin, drawn, shot } from './helpers';

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
  await drawn(page);
  await shot(page, 'farms-farm-detail');
});

test('the key-entity list keeps its page when the user opens an entity and comes back', async ({ page }) => {
  await signIn(page, 'chongming_viewer', '/jyzdSubjectlist');
  await expect(page.getByRole('heading', { name: '重点经营主体名录' })).toBeVisible();
  // The first row is read once page 3's rows have arrived, not from page 1's still on screen.
  const pageThree = page.waitForResponse(
    (r) => r.url().includes('/api/') && r.request().postData()?.includes('"pageNo":3') === true,
  );
  await page.getByTitle('3', { exact: true }).click();
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('3');
  await pageThree;
  await expect(page.locator('.table-page .ant-spin-spinning')).toHaveCount(0);
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
  // A certificate with a trace code and a producer's phone, to check that the phone stays private.
  const cert = list.obj.list.find((c) => c.traceCode && c.contactPhone)!;
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
  // The public page keeps its own colours under the admin's dark skin: the heading is solid green.
  await page.goto(`/trace/${cert.traceCode}`);
  const heading = page.getByRole('heading', { name: '农产品追溯查询' });
  await expect(heading).toBeVisible();
  const paint = await heading.evaluate((h) => {
    const s = getComputedStyle(h);
    return { color: s.color, fill: s.getPropertyValue('-webkit-text-fill-color') };
  });
  expect(paint).toEqual({ color: 'rgb(21, 121, 74)', fill: 'rgb(21, 121, 74)' });
  await shot(page, 'farms-public-trace-signed-in');

  const consumer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await consumer.newPage();
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: cert.productName })).toBeVisible();
  await expect(phone.getByText('承诺达标合格证').first()).toBeVisible();
  await expect(phone.getByText(/本追溯码已被查询 \d+ 次/)).toBeVisible();
  // Nothing personal: the producer's phone (seen unmasked by the admin) does not reach a consumer.
  const text = (await phone.locator('body').textContent()) ?? '';
  expect(text).not.toContain(cert.contactPhone);
  await phone.screenshot({ path: new URL('../artifacts/farms-public-trace.png', import.meta.url).pathname });
  await consumer.close();
});

test('the vegetable price table opens a crop’s trend; 猪 shows 生猪价/猪肉价', async ({ page }) => {
  await signIn(page, 'chongming_viewer', '/vegetables/table-data/9');
  await expect(page.getByRole('heading', { name: '蔬菜数据表' })).toBeVisible();
  const rows = page.locator('.table-page tbody tr.table-row-link');
  await expect(rows.first()).toContainText('猪');
  await rows.first().click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText(/猪近 90 天价格/)).toBeVisible();
  await expect(drawer.getByText('生猪与猪肉价格（近两年）')).toBeVisible();
  await expect(drawer.locator('canvas').first()).toBeVisible();
  await animationsDone(page);
  await drawn(page);
  await shot(page, 'farms-price-trend');
});

test('a farm detail lists its devices and cameras, each opening its live screen; a plan opens its field work', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const token = await apiLogin(page.request, 'chongming_admin');
  const cams = await api<{ list: { farmId: number; cameraId: number; cameraName: string }[] }>(
    page.request,
    '/api/produce/gov/iot/camera/list',
    { pageSize: 1 },
    token,
  );
  const cam = cams.obj.list[0]!;
  await page.goto(`/farmdetail/${cam.farmId}?token=${token}`);
  await loaded(page);
  await expect(page.getByText(/^摄像头（\d+ 路）$/)).toBeVisible();
  await expect(page.getByText(/^物联网设备（\d+ 台）$/)).toBeVisible();
  // A plan opens to its missions, and a mission to its detail.
  const plan = page
    .locator('.detail-section', { hasText: '种植计划与农事任务' })
    .locator('tbody tr.ant-table-row');
  await plan.first().click();
  const mission = page.locator('.ant-table-expanded-row tbody tr.table-row-link').first();
  await expect(mission).toBeVisible();
  await mission.click();
  await expect(page.getByRole('dialog').getByText('农事类型')).toBeVisible();
  await shot(page, 'farms-farm-missions');
  await page.keyboard.press('Escape');

  const link = page.getByRole('link', { name: cam.cameraName }).first();
  await link.scrollIntoViewIfNeeded();
  await shot(page, 'farms-farm-devices');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/videoDetail/${cam.farmId}\\?cameraId=${cam.cameraId}$`));
  await expect(page.locator('.cam-list button.is-active')).toContainText(cam.cameraName);
  await page.goBack();
  await loaded(page);
  // A farm with sensors links each device to the farm's IoT screen.
  const devices = await api<{ list: { farmId: number; deviceName: string }[] }>(
    page.request,
    '/api/produce/gov/iot/device/list',
    { pageSize: 1 },
    token,
  );
  const farmId = devices.obj.list[0]!.farmId;
  const own = await api<{ list: { deviceName: string }[] }>(
    page.request,
    '/api/produce/gov/iot/device/list',
    { farmId, pageSize: 1 },
    token,
  );
  const device = { farmId, deviceName: own.obj.list[0]!.deviceName };
  await page.goto(`/farmdetailTdt/${device.farmId}?token=${token}`);
  await loaded(page);
  // The 天地图 variant without a configured key shows the offline basemap and says so.
  await expect(page.getByText(/已显示离线底图/)).toBeVisible();
  await page.getByRole('link', { name: device.deviceName }).first().click();
  await expect(page).toHaveURL(new RegExp(`/iotDevice/${device.farmId}$`));
});
