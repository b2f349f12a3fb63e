import { chooseBrowser } from '../browser';
import { type APIRequestContext, expect, test } from './fixtures';
import { api, apiLogin, enterWithToken, settled, shot } from './helpers';

/**
 * The check app in the field: a checker opens a task on a phone, loses the signal, takes two photos with the
 * (fake) camera and submits; back online the queue goes out, the case moves once, the reviewer sees both
 * photos with their positions and times, and sending the queue again acts zero more times.
 */

const browser = chooseBrowser();
test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  permissions: ['geolocation', 'camera'],
  launchOptions: {
    executablePath: browser.executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
    ...(browser.env ? { env: { ...process.env, ...browser.env } as Record<string, string> } : {}),
  },
});

interface Task {
  id: number;
  caseRef: string;
  recordId: number;
  lat: number;
  lng: number;
}
interface Queued {
  id: string;
  kind: 'photo' | 'action';
  occupyNum: string;
  version?: number;
  remark?: string;
  photoIds?: string[];
  lat?: number;
  lng?: number;
}

const key = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`;
const inDays = (n: number) => new Date(Date.now() + 8 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);

/** The county hands one 待核查 case to chongming_checker; answers the checker's task. */
async function dispatchToChecker(request: APIRequestContext, admin: string, checker: string): Promise<Task> {
  const cases = await api<{ list: { id: number; occupyNum: string }[] }>(
    request,
    '/api/landoccupy/gov/farmlandOccupy/list',
    { processStatus: 1, pageSize: 50 },
    admin,
  );
  // The last of the page: workflow.spec takes the first 待核查 case.
  const c = cases.obj.list.at(-1)!;
  const checkers = await api<{ id: number; name: string }[]>(
    request,
    '/api/landoccupy/gov/fieldTask/checkers',
    {},
    admin,
  );
  const me = checkers.obj.find((u) => u.name === '陆海峰')!;
  const sent = await request.post('/api/landoccupy/gov/fieldTask/dispatch', {
    data: { occupationIds: [c.id], checkerId: me.id, deadline: inDays(5), remark: '请现场核查' },
    headers: { accessToken: admin, 'Idempotency-Key': key() },
  });
  expect((await sent.json()).respCode).toBe(0);
  const mine = await api<{ list: Task[] }>(
    request,
    '/api/landoccupy/gov/fieldTask/list',
    { view: 'mine', pageSize: 200 },
    checker,
  );
  return mine.obj.list.find((t) => t.caseRef === c.occupyNum)!;
}

const logsOf = async (request: APIRequestContext, token: string, occupyNum: string) =>
  (await api<{ action: string }[]>(request, '/api/landoccupy/gov/farmlandOccupy/logs', { occupyNum }, token))
    .obj;

test('a checker works a task offline; the queue acts once when the signal returns', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await apiLogin(request, 'chongming_admin');
  const checker = await apiLogin(request, 'chongming_checker');
  const task = await dispatchToChecker(request, admin, checker);
  // The checker stands 30 m north of the parcel's centre.
  await context.setGeolocation({ latitude: task.lat + 0.00027, longitude: task.lng, accuracy: 6 });
  const logsBefore = (await logsOf(request, admin, task.caseRef)).length;

  await page.addInitScript((t) => localStorage.setItem('accessToken', t), checker);
  await page.goto('/check/');
  const item = page.getByTestId('task').filter({ hasText: task.caseRef });
  await expect(item).toBeVisible();
  await expect(item).toContainText('距离');
  await expect(page.getByTestId('kept')).toContainText('手机已保存');
  // The service worker holds the page once it controls it: a reload brings it under control.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByTestId('all-sent')).toBeVisible();
  await shot(page, 'check-app-tasks');

  await item.click();
  await expect(page.getByTestId('task-page')).toBeVisible();
  await expect(page.getByTestId('distance')).toContainText('米');
  await expect(page.getByTestId('field-map')).toHaveAttribute('data-idle', '1', { timeout: 45_000 });

  await context.setOffline(true);
  for (const n of [1, 2]) {
    await page.getByRole('button', { name: '拍照', exact: true }).click();
    const camera = page.getByRole('dialog', { name: '拍照' });
    await expect
      .poll(() => camera.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth))
      .toBeGreaterThan(0);
    await camera.getByRole('button', { name: '拍照' }).click();
    await expect(page.getByTestId('shot')).toHaveCount(n);
  }
  await page.getByRole('button', { name: '需审核', exact: true }).click();
  await page.getByLabel('核查意见').fill('现场为新建硬化场地，与监测一致');
  await settled(page);
  await shot(page, 'check-app-task');
  await page.getByRole('button', { name: /提交/ }).click();

  // Offline: the work waits on the phone, shown on the list; the page also reloads without a signal.
  await expect(page.getByTestId('waiting-count')).toHaveText('待上传 3 项');
  await expect(page.getByTestId('net')).toHaveText('离线');
  await page.reload();
  await expect(page.getByTestId('waiting-count')).toHaveText('待上传 3 项');
  const queued = await page.evaluate(
    () =>
      new Promise<Queued[]>((resolve, reject) => {
        const open = indexedDB.open('fengshou-check');
        open.onsuccess = () => {
          const req = open.result.transaction('outbox').objectStore('outbox').getAll();
          req.onsuccess = () =>
            resolve((req.result as (Queued & { blob?: Blob })[]).map(({ blob: _b, ...q }) => q));
          req.onerror = () => reject(req.error);
        };
      }),
  );
  expect(queued.filter((q) => q.kind === 'photo')).toHaveLength(2);
  expect(await logsOf(request, admin, task.caseRef)).toHaveLength(logsBefore);

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('all-sent')).toBeVisible({ timeout: 30_000 });

  const logs = await logsOf(request, admin, task.caseRef);
  expect(logs).toHaveLength(logsBefore + 1);
  expect(logs.at(-1)?.action).toBe('核查录入·需审核');
  const occ = await api<{
    processStatus: number;
    reviewPhotos: { lat: number; captureTime: string; sha256: string }[];
  }>(request, '/api/landoccupy/gov/farmlandOccupy/getByOccupyNum', { occupyNum: task.caseRef }, admin);
  expect(occ.obj.processStatus).toBe(2);
  expect(occ.obj.reviewPhotos).toHaveLength(2);
  for (const p of occ.obj.reviewPhotos) {
    expect(p.lat).toBeCloseTo(task.lat + 0.00027, 5);
    expect(p.captureTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(p.sha256).toMatch(/^[0-9a-f]{64}$/);
  }

  // The queue sent again, item by item under the same keys: the case does not move again.
  const action = queued.find((q) => q.kind === 'action')!;
  const again = await request.post('/api/landoccupy/gov/farmlandOccupy/inputNeedReview', {
    data: {
      occupyNum: action.occupyNum,
      version: action.version,
      remark: action.remark,
      reviewImgUrls: action.photoIds!.map((id) => `/files/review/${id}.jpg`),
      reviewUserCenterLat: action.lat,
      reviewUserCenterLng: action.lng,
    },
    headers: { accessToken: checker, 'Idempotency-Key': action.id },
  });
  expect((await again.json()).respCode).toBe(0);
  expect(await logsOf(request, admin, task.caseRef)).toHaveLength(logsBefore + 1);

  // The reviewer's page: both photos with their time and place, and where they were taken on the map.
  const reviewer = await apiLogin(request, 'chongming_reviewer');
  const baseURL = new URL(page.url()).origin;
  const desk = await context
    .browser()!
    .newPage({ viewport: { width: 1920, height: 1080 }, baseURL, locale: 'zh-CN' });
  await enterWithToken(desk, reviewer);
  await desk.goto(`/land-control/occupation/${task.caseRef}`);
  await settled(desk);
  const photos = desk.getByTestId('field-photo');
  await expect(photos).toHaveCount(2);
  await expect(photos.first()).toContainText('拍摄');
  await expect(photos.first()).toContainText(`${(task.lat + 0.00027).toFixed(6)}`);
  await expect(photos.first()).toContainText('SHA-256');
  await shot(desk, 'field-check-review');
  await desk.getByText('卷帘对比').click();
  await expect(desk.getByTestId('snapshot-swipe')).toBeVisible();
  await settled(desk);
  await shot(desk, 'field-check-review-swipe');
  await desk.close();
});
