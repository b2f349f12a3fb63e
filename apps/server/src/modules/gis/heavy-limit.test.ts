import { analyseDrawnArea } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { CHONGMING } from '../produce/test-support';

let t: TestApp;
let tokens: string[];
let body: { geometry: { type: 'Polygon'; coordinates: [number, number][][] } };

beforeAll(async () => {
  t = await createTestApp();
  tokens = [
    await t.login('chongming_admin'),
    await t.login('chongming_viewer'),
    await t.login('chongming_reviewer'),
  ];
  const [c] = await t.db.query<{ lng: number; lat: number }>(
    `SELECT ST_X(ST_PointOnSurface(geom)) AS lng, ST_Y(ST_PointOnSurface(geom)) AS lat FROM land_parcels
      WHERE area_id BETWEEN $1 AND $2 ORDER BY id LIMIT 1`,
    [CHONGMING, CHONGMING + 999_999],
  );
  const d = 0.01;
  body = {
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [c!.lng - d, c!.lat - d],
          [c!.lng + d, c!.lat - d],
          [c!.lng + d, c!.lat + d],
          [c!.lng - d, c!.lat + d],
        ],
      ],
    },
  };
  // Each session answered once, so its token is known to the server before the parcels are locked below.
  for (const token of tokens) expect((await t.call(analyseDrawnArea, body, token)).respCode).toBe(0);
});
afterAll(() => t.close());

/** Holds the parcels table until the returned function is called: analyses started meanwhile stay under way. */
async function holdParcels(): Promise<() => Promise<void>> {
  let release!: () => void;
  let locked!: () => void;
  const isLocked = new Promise<void>((r) => {
    locked = r;
  });
  const held = t.db.tx(async (q) => {
    await q.query('LOCK TABLE land_parcels IN ACCESS EXCLUSIVE MODE');
    locked();
    await new Promise<void>((r) => {
      release = r;
    });
  });
  await isLocked;
  return async () => {
    release();
    await held;
  };
}

describe('heavy endpoints (drawn-area analysis) are admitted one per session and two in all', () => {
  it('answers the excess 600 at once while the admitted ones finish with their figures', async () => {
    const expected = (await t.call(analyseDrawnArea, body, tokens[0])).obj;
    const release = await holdParcels();
    const answers: { who: number; respCode: number; respDesc: string }[] = [];
    const calls = [0, 0, 1, 2].map((who) =>
      t.call(analyseDrawnArea, body, tokens[who]).then((r) => {
        answers.push({ who, respCode: r.respCode, respDesc: r.respDesc });
        return r;
      }),
    );
    // The refused ones answer while the admitted ones still wait for the parcels.
    await vi.waitFor(() => expect(answers.length).toBe(2));
    expect(answers.map((a) => a.respCode)).toEqual([600, 600]);
    expect(answers[0]!.respDesc).toBe('服务器繁忙，请稍后再试');
    const refused = [...answers];
    await release();
    const done = await Promise.all(calls);
    const admitted = done.filter((r) => r.respCode === 0);
    expect(admitted).toHaveLength(2);
    for (const r of admitted) expect(r.obj).toEqual(expected);
    // The first session's second press was the excess: one per session, whichever came first.
    expect(refused.filter((a) => a.who === 0)).toHaveLength(1);
    // Slots are freed once the calls end, errors included.
    const bad = await t.call(
      analyseDrawnArea,
      {
        geometry: {
          type: 'LineString',
          coordinates: [
            [180, 69.37],
            [90, 90],
            [-90, -90],
          ],
        },
      },
      tokens[0],
    );
    expect(bad.respCode).toBe(300);
    for (const token of tokens) expect((await t.call(analyseDrawnArea, body, token)).respCode).toBe(0);
  });
});
