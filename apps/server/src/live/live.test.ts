import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { openLiveStream } from '../../test/live-client';
import { buildApp } from '../app';
import { testConfig } from '../config';

let t: TestApp;
let base: string;
const CHONGMING_TOWN = 310151101000;
const PUDONG_TOWN = 310115101000;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('live channel', () => {
  it('delivers an event to a stream of the area and not to another county', async () => {
    const cm = await openLiveStream(base, await t.login('chongming_viewer'));
    const pd = await openLiveStream(base, await t.login('pudong_viewer'));
    expect(cm.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect((await cm.next('ready')).areaId).toBe(310151000000);
    await pd.next('ready');
    t.app.services.live.publish({ topic: 'iot.alarm', areaId: CHONGMING_TOWN, data: { id: 7 } });
    const got = await cm.next('iot.alarm');
    expect(got).toMatchObject({ topic: 'iot.alarm', areaId: CHONGMING_TOWN, data: { id: 7 } });
    expect(await pd.absent('iot.alarm', 300)).toBe(true);
    t.app.services.live.publish({ topic: 'iot.alarm', areaId: PUDONG_TOWN, data: { id: 8 } });
    expect((await pd.next('iot.alarm')).data).toEqual({ id: 8 });
    cm.close();
    pd.close();
  });

  it('filters by topic and prefix, and by permission', async () => {
    const s = await openLiveStream(base, await t.login('chongming_viewer'), 'case.');
    await s.next('ready');
    t.app.services.live.publish({ topic: 'iot.reading', areaId: CHONGMING_TOWN, data: 1 });
    t.app.services.live.publish({
      topic: 'case.changed',
      areaId: CHONGMING_TOWN,
      data: 2,
      permission: 'occupy:review',
    });
    t.app.services.live.publish({ topic: 'case.changed', areaId: CHONGMING_TOWN, data: 3 });
    const got = await s.next('case.changed');
    expect(got.data).toBe(3);
    expect(s.events.filter((e) => e.event !== 'ready')).toHaveLength(1);
    s.close();
  });

  it('refuses a missing token with the login-expired envelope and no stream', async () => {
    const s = await openLiveStream(base, undefined);
    expect(s.res.headers.get('content-type')).toMatch(/json/);
    expect(((await s.res.json()) as { respCode: number }).respCode).toBe(400);
  });

  it('forgets a stream when the browser goes away', async () => {
    const before = t.app.services.live.stats().streams;
    const s = await openLiveStream(base, await t.login('chongming_admin'));
    await s.next('ready');
    expect(t.app.services.live.stats().streams).toBe(before + 1);
    s.close();
    for (let i = 0; i < 40 && t.app.services.live.stats().streams > before; i++)
      await new Promise((r) => setTimeout(r, 25));
    expect(t.app.services.live.stats().streams).toBe(before);
  });
});

describe.runIf(process.env.DATABASE_URL)('live channel across API servers (native PostgreSQL)', () => {
  it('delivers an event published on one server to a stream open on another', async () => {
    const other = await buildApp({ config: testConfig(), db: t.db });
    try {
      const s = await openLiveStream(base, await t.login('chongming_viewer'));
      await s.next('ready');
      other.services.live.publish({ topic: 'iot.alarm', areaId: CHONGMING_TOWN, data: { from: 'B' } });
      const got = await s.next('iot.alarm');
      expect(got.data).toEqual({ from: 'B' });
      s.close();
    } finally {
      await other.close();
    }
  });
});
