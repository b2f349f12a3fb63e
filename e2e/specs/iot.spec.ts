import { expect, test } from './fixtures';
import { animationsDone, api, apiLogin, enterWithToken, shot } from './helpers';

// These screens hold a live stream and reload camera frames, so the network is never idle: wait for fonts.
const fontsReady = (page: import('@playwright/test').Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
  });

interface Device {
  deviceId: number;
  farmId: number;
  status: number;
  properties: unknown[];
  states: { identifier: string; stateName: string; status: number }[];
}
interface Page<T> {
  list: T[];
  total: number;
}

test('an operator opens a base’s devices, switches a controller, watches a camera, pans it and opens an AI image', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await apiLogin(request, 'chongming_admin');
  // A base with an online controller and sensors.
  const devices = await api<Page<Device>>(
    request,
    '/api/produce/gov/iot/device/list',
    { pageSize: 500 },
    token,
  );
  const controller = devices.obj.list.find((d) => d.states.length > 0 && d.status === 1)!;
  const farmId = controller.farmId;
  const sw = controller.states[0]!;

  await page.goto(`/?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/data-dashboard\/\d+$/);
  await page.goto(`/iotDevice/${farmId}`);
  const card = page.locator(`[data-device="${controller.deviceId}"]`);
  // The dashboard the login lands on fills the embedded database's one connection for a while first.
  await expect(card).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.iot-value-num').first()).toBeVisible();
  await expect(page.locator('.iot-history-chart canvas')).toBeVisible();
  await fontsReady(page);
  await shot(page, 'iot-device');

  // Switch: confirm, then the new state shows and the server holds it.
  const toggle = card.locator(`[data-switch="${sw.identifier}"] button[role="switch"]`);
  await expect(toggle).toHaveAttribute('aria-checked', String(sw.status === 1));
  await toggle.click();
  await page
    .locator('.ant-popover')
    .getByRole('button', { name: /确\s*认/ })
    .click();
  await expect(page.getByText(`${sw.stateName}已${sw.status ? '关闭' : '打开'}`)).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', String(sw.status !== 1));
  const states = await api<{ identifier: string; status: number }[]>(
    request,
    '/api/produce/gov/iot/property/state',
    { deviceId: controller.deviceId },
    token,
  );
  expect(states.obj.find((s) => s.identifier === sw.identifier)!.status).toBe(1 - sw.status);
  // The confirmation fades out over the card: the picture shows the card once it is gone.
  await expect(page.locator('.ant-popover:not(.ant-popover-hidden)')).toHaveCount(0);
  await animationsDone(page);
  await shot(page, 'iot-device-switched');

  // A base with a pan-tilt camera: watch it live and pan it right.
  const cams = await api<Page<{ cameraId: number; farmId: number; ptzCapable: boolean }>>(
    request,
    '/api/produce/gov/iot/camera/list',
    { pageSize: 200 },
    token,
  );
  const cam = cams.obj.list.find((c) => c.ptzCapable)!;
  await page.goto(`/videoDetail/${cam.farmId}`);
  await expect(page.locator('.cam-list button').first()).toBeVisible();
  await expect(page.locator('img[data-live="frame"]')).toBeVisible();
  await fontsReady(page);
  await shot(page, 'video-detail');
  await page.goto(`/cameraDetail?cameraId=${cam.cameraId}`);
  const live = page.locator('img[data-live="frame"]');
  await expect(live).toBeVisible();
  const firstSrc = await live.getAttribute('src');
  await expect.poll(() => live.getAttribute('src'), { timeout: 10_000 }).not.toBe(firstSrc);
  const ptzOf = async () =>
    (
      await api<{ ptz: { pan: number } }>(
        request,
        '/api/produce/gov/iot/camera/get',
        { cameraId: cam.cameraId },
        token,
      )
    ).obj.ptz.pan;
  const before = await ptzOf();
  const right = page.getByRole('button', { name: '云台右' });
  await right.hover();
  // Held down, the camera keeps turning: release once the server has it more than 10° to the right.
  await page.mouse.down();
  await expect.poll(async () => ((await ptzOf()) - before + 360) % 360).toBeGreaterThan(10);
  await page.mouse.up();
  // A frame taken after the turn is on screen.
  const released = await live.getAttribute('src');
  await expect.poll(() => live.getAttribute('src')).not.toBe(released);
  await fontsReady(page);
  await shot(page, 'camera-detail-panned');

  // The AI image wall: open the first picture full screen.
  const first = page.locator('.cam-ai-item img').first();
  await expect(first).toBeVisible();
  await first.click();
  const preview = page.locator('.ant-image-preview-img');
  await expect(preview).toBeVisible();
  await animationsDone(page);
  await shot(page, 'camera-ai-fullscreen');
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);
});

test('the multi-video wall shows a base’s cameras in a 4 and 9 grid', async ({ page, request }) => {
  const token = await apiLogin(request, 'chongming_viewer');
  const cams = await api<Page<{ farmId: number }>>(
    request,
    '/api/produce/gov/iot/camera/list',
    { pageSize: 200 },
    token,
  );
  const counts = new Map<number, number>();
  for (const c of cams.obj.list) counts.set(c.farmId, (counts.get(c.farmId) ?? 0) + 1);
  const farmId = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  await page.goto(`/?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/data-dashboard\/\d+$/);
  await page.goto(`/multiVideo/${farmId}`);
  await expect(page.locator('.cam-cell')).toHaveCount(4, { timeout: 60_000 });
  await page.getByText('9画面').click();
  await expect(page.locator('.cam-cell')).toHaveCount(9);
  await expect(page.locator('.cam-cell img[data-live="frame"]').first()).toBeVisible();
  await fontsReady(page);
  await shot(page, 'multi-video-9');
});

test('a camera with a configured stream is played through hls.js', async ({ page, request }) => {
  const token = await apiLogin(request, 'chongming_admin');
  const cams = await api<Page<{ cameraId: number }>>(
    request,
    '/api/produce/gov/iot/camera/list',
    { pageSize: 1 },
    token,
  );
  const cameraId = cams.obj.list[0]!.cameraId;
  // The demo cameras have no stream, so the live address answers one here (the server's HLS answer has its
  // own test); the playlist and its segment stand in for the camera's streaming server.
  await page.route('**/api/produce/gov/iot/camera/liveUrl', (route) =>
    route.fulfill({
      json: {
        respCode: 0,
        respDesc: '成功',
        obj: {
          cameraId,
          kind: 'hls',
          url: '/e2e-stream/live.m3u8',
          refreshMs: 0,
          expireTime: '2099-01-01 00:00:00',
        },
      },
    }),
  );
  const asked: string[] = [];
  await page.route('**/e2e-stream/**', (route) => {
    const url = route.request().url();
    asked.push(url.replace(/^.*\/e2e-stream\//, ''));
    return url.endsWith('.m3u8')
      ? route.fulfill({
          contentType: 'application/vnd.apple.mpegurl',
          body: '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n#EXT-X-MEDIA-SEQUENCE:0\n#EXTINF:2.0,\nseg0.ts\n',
        })
      : route.fulfill({ contentType: 'video/mp2t', body: Buffer.alloc(188 * 4, 0x47) });
  });
  await enterWithToken(page, token);
  await page.goto(`/cameraDetail?cameraId=${cameraId}`);
  await expect(page.locator('video[data-live="hls"]')).toBeVisible();
  await expect(page.locator('img[data-live="frame"]')).toHaveCount(0);
  // hls.js (Chromium has no native HLS) read the playlist and went on to its first segment.
  await expect
    .poll(() => asked, { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['live.m3u8', 'seg0.ts']));
});
