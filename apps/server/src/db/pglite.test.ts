import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteCopy } from '../../test/harness';
import type { Database } from './client';
import { openPglite, startPgliteThread } from './pglite';

// The embedded database runs in a worker thread; these pin down what crosses the thread boundary. They run
// on a copy of the run's migrated installation (an initdb costs seconds), so only in the PGlite run.
const copies: string[] = [];
const copy = () => {
  copies.push(pgliteCopy('empty'));
  return copies.at(-1)!;
};
let db: Database;
beforeAll(async () => {
  if (process.env.DATABASE_URL) return;
  db = await openPglite({ dataDir: copy() });
  await db.exec('CREATE TABLE t (id int PRIMARY KEY, note text)');
});
afterAll(async () => {
  await db?.close();
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(process.env.DATABASE_URL)('PGlite in its own thread', () => {
  it('refuses a statement through the database inside its own transaction instead of waiting for ever', async () => {
    let deferred: Promise<unknown> | undefined;
    let release = () => {};
    const ended = new Promise<void>((r) => {
      release = r;
    });
    const inside = db.tx(async (q) => {
      await q.query('INSERT INTO t VALUES (900, $1)', ['in tx']);
      // Work the body leaves running may use the database once the transaction has ended.
      deferred = ended.then(() => db.query('SELECT note FROM t WHERE id = 900'));
      await db.query('SELECT 1');
    });
    await expect(inside).rejects.toThrow(/inside one of its transactions/);
    release();
    await expect(db.tx(async () => db.tx(async () => 1))).rejects.toThrow(/inside one of its transactions/);
    // Rolled back, and the connection is free again: the deferred read and a new statement both answer.
    expect(await deferred).toEqual([]);
    expect(await db.query('SELECT count(*)::int AS n FROM t WHERE id = 900')).toEqual([{ n: 0 }]);
  });

  it('returns typed rows: bigint and numeric as numbers, timestamps as Dates, PostGIS results', async () => {
    const [row] = await db.query<{ big: number; num: number; at: Date; area: number; echo: string }>(
      `SELECT 310151000000::int8 AS big, 12.5::numeric AS num, now() AS at,
              ST_Area('POLYGON((0 0,2 0,2 2,0 2,0 0))'::geometry) AS area, $1::text AS echo`,
      ['丰收'],
    );
    expect(row).toMatchObject({ big: 310151000000, num: 12.5, area: 4, echo: '丰收' });
    expect(row?.at).toBeInstanceOf(Date);
  });

  it('transforms with the PROJ data and measures on the ellipsoid (the lean PostGIS bundle keeps both)', async () => {
    const [row] = await db.query<{ x: number; y: number; m2: number }>(
      `SELECT ST_X(p) AS x, ST_Y(p) AS y, ST_Area(g::geography) AS m2
         FROM ST_Transform(ST_SetSRID(ST_MakePoint(121.5, 31.5), 4326), 3857) AS p,
              ST_GeomFromText('POLYGON((121 31,121.01 31,121.01 31.01,121 31.01,121 31))', 4326) AS g`,
    );
    expect(row?.x).toBeCloseTo(13_525_318.13, 1);
    expect(row?.y).toBeCloseTo(3_697_855.33, 1);
    // 0.01° × 0.01° at 31° N: about 954 m × 1,109 m.
    expect(row?.m2).toBeGreaterThan(1_050_000);
    expect(row?.m2).toBeLessThan(1_070_000);
  });

  it('runs in Beijing time', async () => {
    const [row] = await db.query<{ tz: string }>("SELECT current_setting('TimeZone') AS tz");
    expect(row?.tz).toBe('Asia/Shanghai');
  });

  it('carries the SQLSTATE and constraint of a failed statement', async () => {
    await db.query('INSERT INTO t VALUES (1, $1)', ['a']);
    const err = await db.query('INSERT INTO t VALUES (1, $1)', ['b']).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({ code: '23505', constraint: 't_pkey' });
  });

  it('commits a transaction as a whole and rolls back everything when its callback throws', async () => {
    await db.tx(async (q) => {
      await q.query('INSERT INTO t VALUES (2, $1)', ['kept']);
      await q.query('INSERT INTO t VALUES (3, $1)', ['kept']);
    });
    const failed = db.tx(async (q) => {
      await q.query('INSERT INTO t VALUES (4, $1)', ['lost']);
      throw new Error('boom');
    });
    await expect(failed).rejects.toThrow('boom');
    const rows = await db.query<{ id: number }>('SELECT id FROM t WHERE id > 1 ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual([2, 3]);
  });

  it('keeps other statements out of an open transaction until it ends', async () => {
    let release!: () => void;
    const hold = new Promise<void>((r) => {
      release = r;
    });
    const tx = db.tx(async (q) => {
      await q.query('INSERT INTO t VALUES (5, $1)', ['in tx']);
      await hold;
      return (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM t'))[0]?.n;
    });
    const outside = db.query<{ n: number }>('SELECT count(*)::int AS n FROM t');
    await new Promise((r) => setTimeout(r, 50));
    release();
    const [inside, [after]] = await Promise.all([tx, outside]);
    expect(after?.n).toBe(inside);
  });

  it('round-trips a dump into a new database', async () => {
    const image = await (db as Database & { dump(): Promise<Blob> }).dump();
    const copy = await openPglite({ loadDataDir: image });
    try {
      const rows = await copy.query<{ id: number }>('SELECT id FROM t ORDER BY id');
      expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 5]);
    } finally {
      await copy.close();
    }
  });
});

describe.skipIf(process.env.DATABASE_URL)(
  'a database thread that outlives its databases (one per test file)',
  () => {
    it('rolls back a transaction left idle past its limit, so the statements queued behind it run', async () => {
      const thread = await startPgliteThread();
      try {
        const a = await thread.open({ dataDir: copy(), idleTxMs: 200 });
        await a.exec('CREATE TABLE held (x int)');
        let inserted = () => {};
        const began = new Promise<void>((r) => {
          inserted = r;
        });
        let release = () => {};
        const gate = new Promise<void>((r) => {
          release = r;
        });
        const stuck = a.tx(async (q) => {
          await q.query('INSERT INTO held VALUES (1)');
          inserted();
          // Waits for a statement that itself waits for this transaction: only the idle limit ends it.
          await gate;
          await q.query('INSERT INTO held VALUES (2)');
        });
        await began;
        const queued = a.query<{ n: number }>('SELECT count(*)::int AS n FROM held');
        void queued.then(release);
        expect(await queued).toEqual([{ n: 0 }]);
        await expect(stuck).rejects.toMatchObject({ code: '25P03' });
        expect(await a.query('SELECT count(*)::int AS n FROM held')).toEqual([{ n: 0 }]);
        await a.close();
      } finally {
        await thread.terminate();
      }
    });

    it('keeps databases opened side by side apart, and closing one leaves the other open', async () => {
      const thread = await startPgliteThread();
      try {
        const a = await thread.open({ dataDir: copy() });
        const b = await thread.open({ dataDir: copy() });
        await a.exec('CREATE TABLE only_in_a (x int)');
        expect(await b.query("SELECT to_regclass('only_in_a') AS t")).toEqual([{ t: null }]);
        await a.close();
        await expect(a.query('SELECT 1')).rejects.toThrow(/no open database/);
        const [row] = await b.query<{ tz: string }>("SELECT current_setting('TimeZone') AS tz");
        expect(row?.tz).toBe('Asia/Shanghai');
        await b.close();
      } finally {
        await thread.terminate();
      }
    });
  },
);
