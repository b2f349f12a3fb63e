import { expect, test } from './fixtures';
import { api, apiLogin, shot } from './helpers';

/**
 * A wall screen shows a new alarm without reload. The server must run with TEST_HOOKS=on (the e2e web server
 * does): /api/test/iot/alarm raises a real alarm the way the demo ticker does (readings through the ticker's
 * path, the rule raises it, commit, live channel). How long that takes is a figure of bench/iot-live.ts (the
 * delay from a new alarm to its redraw on wall screens), not a test: the plates refetch on their own only
 * every minute or more, so the alarm shows within the wait below only through the live channel.
 */

const ALARM_HOOK = '/api/test/iot/alarm';

type Alarm = { alarmId: number; alarmContent: string };

test('a kiosk dashboard shows a new alarm and the new count without reload', async ({ page, request }) => {
  // Loading a whole dashboard on a busy machine takes a while.
  test.setTimeout(150_000);
  const admin = await apiLogin(request, 'chongming_admin');
  const display = await api<{ entryUrl: string; accessToken: string }>(
    request,
    '/api/login/gov/displayToken/create',
    { name: '告警实时大屏', validDays: 1 },
    admin,
  );
  expect(display.respCode, display.respDesc).toBe(0);
  const entry = new URL(display.obj.entryUrl);
  await page.goto(`${entry.pathname}${entry.search}`);
  await expect(page.locator('.dash-screen.is-kiosk')).toBeVisible();
  await page.goto('/data-dashboard/6/iot-monitor');
  const screen = page.locator('.dash-screen.is-kiosk');
  await expect(screen).toBeVisible();
  const plates = screen.locator('.dash-plate');
  await expect(plates.first()).toBeVisible();
  await expect(screen.locator('.dash-plate:not([data-state="drawn"]):not([data-state="empty"])')).toHaveCount(
    0,
    { timeout: 60_000 },
  );
  const newest = screen.locator('.dash-plate[aria-label="最新告警"]');
  const counts = screen.locator('.dash-plate[aria-label="物联网监测"] .dv-card', { hasText: '待处理告警' });
  await expect(newest.locator('.dv-scroll-item').first()).toBeVisible();
  const headBefore = await newest.locator('.dv-scroll-item').first().textContent();
  const openBefore = Number((await counts.locator('.dv-card-value').textContent())?.replace(/\D/g, ''));
  // A reload would lose this mark.
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });

  const hook = await request.post(ALARM_HOOK, {
    data: {},
    headers: { clientType: '1', platformType: '1', accessToken: admin },
  });
  expect(hook.status(), 'the server runs with TEST_HOOKS=on').toBe(200);
  const raised = (await hook.json()) as { respCode: number; obj: { alarms: Alarm[]; cleared: number[] } };
  expect(raised.respCode).toBe(0);
  const alarm = raised.obj.alarms.at(-1)!;
  expect(headBefore).not.toContain(alarm.alarmContent);

  // At the head of the list and on screen: a scrolling list starts again from the top for a new record.
  const head = newest.locator('.dv-scroll-item').first();
  await expect(head).toContainText(alarm.alarmContent);
  await expect(head).toBeInViewport();
  await expect(counts.locator('.dv-card-value')).toHaveText(
    // The reading back inside the rule first cleared its alarm that was still open (已恢复, no longer counted).
    new RegExp(`^${openBefore + raised.obj.alarms.length - raised.obj.cleared.length}\\D*$`),
  );
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await shot(page, 'kiosk-live-alarm');
});
