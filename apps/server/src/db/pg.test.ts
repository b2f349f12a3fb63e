import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../http/health';
import { openPg } from './pg';
import { underStartupLock } from './startup-lock';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('native PostgreSQL pool', () => {
  it('survives the server ending a connection a transaction holds, and keeps serving', async () => {
    const db = await openPg(url!);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const ended = db.tx(async (q) => {
        const [row] = await q.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        await admin.query('SELECT pg_terminate_backend($1)', [row!.pid]);
        // The connection's end arrives while the transaction holds it between statements.
        await new Promise((r) => setTimeout(r, 300));
        await q.query('SELECT 1');
      });
      // The caller learns the database went away (600 服务器繁忙), not an unexplained fault.
      const error = await ended.then(
        () => null,
        (e: unknown) => e,
      );
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      // The lost connection left the pool; the next statements get working ones.
      for (let i = 0; i < 12; i++) {
        expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      }
    } finally {
      await admin.end();
      await db.close();
    }
  });

  it('keeps the start-up lock through work longer than the idle-transaction limit', async () => {
    // A limit of 1 s stands for the minute a first seed at full scale outlasts on a slow machine.
    const db = await openPg(url!, 1_000);
    try {
      const out = await underStartupLock(
        db,
        () => {},
        async () => {
          await new Promise((r) => setTimeout(r, 2_500));
          return (await db.query<{ one: number }>('SELECT 1 AS one'))[0]?.one;
        },
      );
      expect(out).toBe(1);
      // Other transactions still end when left idle past the limit.
      const idle = db.tx(async (q) => {
        await new Promise((r) => setTimeout(r, 2_500));
        await q.query('SELECT 1');
      });
      await expect(idle).rejects.toThrow();
    } finally {
      await db.close();
    }
  });
});
