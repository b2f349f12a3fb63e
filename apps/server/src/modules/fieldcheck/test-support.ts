import { addDays, beijingToday } from '@fengshou/core';
import type { TestApp } from '../../../test/harness';

/** Test helpers of field-check dispatch (not a test file itself). */

/** A deadline some days ahead, as a Beijing date. */
export const inDays = (n: number) => addDays(beijingToday(), n);

/**
 * A batch of the county with cases in at least two towns that have no subject of their own yet (the demo's
 * town bodies are left alone), and those towns. The small test demo has few cases still open, so the
 * fixture opens up to four per town (status 待核查) before the county dispatches. Each town has at least the
 * cases `least` asks in the batch.
 */
export async function batchOverTwoTowns(t: TestApp, county: number, least = { first: 3, second: 1 }) {
  const rows = await t.db.query<{ batch: number; town: string; n: number }>(
    `SELECT arable_land_batch_record_id AS batch, (area_id / 1000) * 1000 AS town, count(*)::int AS n
       FROM farmland_occupations o WHERE area_id BETWEEN $1 AND $1 + 999999
        AND NOT EXISTS (SELECT 1 FROM government_subjects s WHERE s.area_id = (o.area_id / 1000) * 1000)
      GROUP BY 1, 2 ORDER BY 3 DESC, 2`,
    [county],
  );
  const byBatch = new Map<number, typeof rows>();
  for (const r of rows) byBatch.set(r.batch, [...(byBatch.get(r.batch) ?? []), r]);
  // By default the first town takes three steps of the tests (hand-off, return, rectification), the second one.
  const first = (b: number) =>
    (byBatch.get(b)?.[1]?.n ?? 0) >= least.second ? (byBatch.get(b)?.[0]?.n ?? 0) : 0;
  const batch = [...byBatch.keys()].sort((a, b) => first(b) - first(a))[0];
  if (batch === undefined || first(batch) < least.first)
    throw new Error(`no batch with cases in two towns: ${JSON.stringify(rows)}`);
  const towns = byBatch
    .get(batch)!
    .slice(0, 2)
    .map((r) => Number(r.town));
  for (const town of towns) {
    await t.db.query(
      `UPDATE farmland_occupations SET process_status = 1 WHERE id IN (
         SELECT id FROM farmland_occupations WHERE arable_land_batch_record_id = $1
            AND area_id BETWEEN $2 AND $2 + 999 ORDER BY id LIMIT 4)`,
      [batch, town],
    );
  }
  const open = await t.db.query<{ town: string; n: number }>(
    `SELECT (area_id / 1000) * 1000 AS town, count(*)::int AS n FROM farmland_occupations
      WHERE arable_land_batch_record_id = $1 AND process_status IN (0, 1, 4) GROUP BY 1`,
    [batch],
  );
  return { batch, towns: towns.map((id) => ({ id, open: open.find((o) => Number(o.town) === id)?.n ?? 0 })) };
}
