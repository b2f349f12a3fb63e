import { expect, type Locator, type Page, test } from './fixtures';
import { api, apiLogin, enterWithToken, mapMovedFrom, mapZoom, settled, shot } from './helpers';

interface Occupations {
  list: { occupyNum: string; arableLandBatchRecordId: number; occupyArableLandAcre: number }[];
}

/** Colour statistics of what an element shows on screen (its screenshot decoded by the browser). */
async function pictureOf(page: Page, el: Locator) {
  const png = (await el.screenshot()).toString('base64');
  return page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    const colours = new Set<number>();
    for (let i = 0; i < d.length; i += 4) colours.add((d[i]! << 16) | (d[i + 1]! << 8) | d[i + 2]!);
    return { width: c.width, height: c.height, colours: colours.size, pixels: Array.from(d) };
  }, png);
}

/** Waits until a map box has drawn everything it asked for. */
async function idle(map: Locator) {
  await expect(map.locator('.gis-map-canvas')).toHaveAttribute('data-idle', '1', { timeout: 45_000 });
}

test('the case page shows the batch’s before and after images of the parcel, side by side', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const token = await apiLogin(request, 'chongming_reviewer');
  const r = await api<Occupations>(
    request,
    '/api/landoccupy/gov/farmlandOccupy/list',
    { pageSize: 1 },
    token,
  );
  expect(r.respCode, r.respDesc).toBe(0);
  const c = r.obj.list[0]!;
  const tiles: { url: string; status: number; type: string | undefined }[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/tiles/imagery/'))
      tiles.push({ url: res.url(), status: res.status(), type: res.headers()['content-type'] });
  });
  await enterWithToken(page, token);
  await page.goto(`/land-control/occupation/${c.occupyNum}`);
  const before = page.getByTestId('snapshot-before');
  const after = page.getByTestId('snapshot-after');
  await expect(before).toContainText(/前时相 \d{4}-\d{2}-\d{2}/);
  await expect(after).toContainText(/后时相 \d{4}-\d{2}-\d{2}/);
  await idle(before);
  await idle(after);
  await settled(page);
  // Both images came from our API as PNG tiles, for this case's batch.
  for (const phase of ['before', 'after']) {
    const mine = tiles.filter((x) => x.url.includes(`phase=${phase}`));
    expect(mine.length, phase).toBeGreaterThan(0);
    expect(mine.every((x) => x.status === 200 && x.type === 'image/png')).toBe(true);
    expect(mine.every((x) => x.url.includes(`batchId=${c.arableLandBatchRecordId}`))).toBe(true);
  }
  // Each map shows an image (hundreds of colours, not the two of the offline basemap), and not the same one.
  const a = await pictureOf(page, before.locator('.gis-map-canvas'));
  const b = await pictureOf(page, after.locator('.gis-map-canvas'));
  expect(a.colours).toBeGreaterThan(300);
  expect(b.colours).toBeGreaterThan(300);
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  let differ = 0;
  for (let i = 0; i < a.pixels.length; i += 4) {
    if (Math.abs(a.pixels[i]! - b.pixels[i]!) + Math.abs(a.pixels[i + 1]! - b.pixels[i + 1]!) > 30) differ++;
  }
  expect(differ / (a.pixels.length / 4)).toBeGreaterThan(0.05);
  // The two maps move together: zooming one zooms the other.
  const zoomOf = (m: Locator) => m.locator('.gis-map-canvas').getAttribute('data-zoom');
  await before.getByRole('button', { name: 'Zoom in' }).click();
  await idle(before);
  await expect.poll(() => zoomOf(after)).toBe(await zoomOf(before));
  await idle(after);
  await shot(page, 'imagery-case-compare');
});

test('the batch overview shows a batch’s before or after image under its findings', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const token = await apiLogin(request, 'chongming_viewer');
  const asked: string[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/tiles/imagery/') && res.status() === 200) asked.push(res.url());
  });
  await enterWithToken(page, token);
  await page.goto('/land-control/batches');
  const toggle = page.getByRole('radiogroup', { name: '监测影像' }).or(page.locator('.ant-segmented'));
  await expect(toggle.first()).toBeVisible({ timeout: 30_000 });
  await page.locator('.ant-segmented-item', { hasText: '后时相' }).click();
  await expect(page.locator('.batch-map')).toContainText('放大至 12 级显示影像');
  // Images start at zoom 12: zoom the county map in on its middle until tiles are drawn.
  const map = page.locator('.batch-map .gis-map');
  const box = (await map.locator('.gis-map-canvas').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < 12 && asked.length === 0; i++) {
    const zoom = await mapZoom(map);
    await page.mouse.wheel(0, -400);
    // The wheel zooms with an easing: the next turn once the map has settled at its new zoom.
    await mapMovedFrom(map, zoom);
  }
  await expect.poll(() => asked.length, { timeout: 30_000 }).toBeGreaterThan(0);
  expect(asked.every((u) => u.includes('phase=after'))).toBe(true);
  await idle(map);
  await shot(page, 'imagery-batch-overview');
});

test('an administrator sees where a batch’s images come from and a bad template is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiLogin(request, 'chongming_admin');
  await enterWithToken(page, token);
  await page.goto('/land-control/batches');
  await page.getByRole('button', { name: '影像来源' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/后时相 \d{4}-\d{2}-\d{2}/);
  await expect(dialog.getByRole('radio', { name: '合成影像（演示）' })).toBeChecked();
  await dialog.getByRole('radio', { name: '瓦片服务（XYZ/WMTS）' }).check();
  await dialog.getByLabel('瓦片地址模板').fill('https://img.example.gov.cn/{z}/{x}/{y}.png?tk={tdtToken}');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toContainText('不支持的占位符 {tdtToken}');
  await shot(page, 'imagery-source-dialog');
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await expect(dialog).toBeHidden();
  // Nothing was saved: the batch still shows its synthetic imagery.
  const batches = await api<{ id: number; batchType: number; caseCount: number }[]>(
    request,
    '/api/converge/gov/batch/list',
    {},
    token,
  );
  const shown = batches.obj.find((b) => (b.batchType === 1 || b.batchType === 2) && b.caseCount > 0)!;
  const imagery = await api<{ phases: { sourceType: string }[] }>(
    request,
    '/api/gisdata/gov/monitoring/imagery',
    { batchId: shown.id },
    token,
  );
  expect(imagery.obj.phases.map((p) => p.sourceType)).toEqual(['synthetic', 'synthetic']);
});
