import { ROLE_PRESETS } from '@fengshou/core/contract';
import type { TestApp } from '../../../test/harness';

/** Test helpers of field-check dispatch (not a test file itself). */

/** A deadline some days ahead, as a Beijing date. */
export const inDays = (n: number) =>
  new Date(Date.now() + 8 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);

/**
 * A town's own subject (乡镇农业服务中心) with a dispatcher and a checker account, as a bureau sets one up:
 * its users see only the town. Answers their access tokens.
 */
export async function townOffice(t: TestApp, town: number, tag: string) {
  const [like] = await t.db.query<{ password_hash: string; parent: number; county_id: string }>(
    `SELECT u.password_hash, s.id AS parent, s.county_id FROM government_users u
       JOIN government_subjects s ON s.id = u.government_subject_id WHERE u.login_name = 'chongming_viewer'`,
  );
  const [s] = await t.db.query<{ id: number }>(
    `INSERT INTO government_subjects (subject_name, subject_level, parent_subject_id, area_id, province_id,
                                      city_id, county_id, town_id)
     SELECT a.name || '农业服务中心', 4, $2, a.id, 310000000000, 310100000000, $3, a.id FROM areas a WHERE a.id = $1
     RETURNING id`,
    [town, like!.parent, like!.county_id],
  );
  const user = async (role: 'lead' | 'checker', codes: readonly string[]) => {
    const name = `${tag}_${role}`;
    const [r] = await t.db.query<{ id: number }>(
      `INSERT INTO government_roles (government_subject_id, role_name, role_code) VALUES ($1, $2, $2) RETURNING id`,
      [s!.id, name],
    );
    await t.db.query('INSERT INTO role_permissions (role_id, button_code) SELECT $1, unnest($2::text[])', [
      r!.id,
      [...codes],
    ]);
    const [u] = await t.db.query<{ id: number }>(
      `INSERT INTO government_users (login_name, nickname, password_hash, government_role_id, government_subject_id)
       VALUES ($1, $1, $2, $3, $4) RETURNING id`,
      [name, like!.password_hash, r!.id, s!.id],
    );
    return { id: u!.id, token: await t.login(name) };
  };
  return {
    lead: await user('lead', ['dashboard:view', 'data:view', 'fieldcheck:dispatch']),
    checker: await user('checker', ROLE_PRESETS.checker.permissions),
  };
}

/**
 * A batch of the county with cases in at least two towns, and those towns. The small test demo has few
 * cases still open, so the fixture opens up to four per town (status 待核查) before the county dispatches.
 */
export async function batchOverTwoTowns(t: TestApp, county: number) {
  const rows = await t.db.query<{ batch: number; town: string; n: number }>(
    `SELECT arable_land_batch_record_id AS batch, (area_id / 1000) * 1000 AS town, count(*)::int AS n
       FROM farmland_occupations WHERE area_id BETWEEN $1 AND $1 + 999999 GROUP BY 1, 2 ORDER BY 3 DESC, 2`,
    [county],
  );
  const byBatch = new Map<number, typeof rows>();
  for (const r of rows) byBatch.set(r.batch, [...(byBatch.get(r.batch) ?? []), r]);
  // The first town takes three steps of the tests (hand-off, return, rectification), the second one case.
  const first = (b: number) => ((byBatch.get(b)?.length ?? 0) >= 2 ? (byBatch.get(b)?.[0]?.n ?? 0) : 0);
  const batch = [...byBatch.keys()].sort((a, b) => first(b) - first(a))[0];
  if (batch === undefined || first(batch) < 3)
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
