import type { Queryable } from '../../db/client';
import type { DemoSubjectKey } from '../../demo/logins';
import { DEMO_SUBJECTS } from '../../demo/portal/subjects';

/** Test helpers of the portal module (not a test file itself). */

/** Id of a demo subject by key. */
export async function subjectIdOf(q: Queryable, key: DemoSubjectKey): Promise<number> {
  const name = DEMO_SUBJECTS.find((s) => s.key === key)!.subjectName;
  const [row] = await q.query<{ id: number }>('SELECT id FROM government_subjects WHERE subject_name = $1', [
    name,
  ]);
  if (!row) throw new Error(`no subject ${key}`);
  return row.id;
}

/** Ids of the town bodies (乡镇级) the demo county set up, in the order they were created. */
export async function townSubjectIds(q: Queryable): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    'SELECT id FROM government_subjects WHERE subject_level = 4 ORDER BY id',
  );
  return rows.map((r) => r.id);
}

/** Id of a preset role (admin, reviewer, viewer) of a demo subject. */
export async function roleIdOf(q: Queryable, key: DemoSubjectKey, roleCode: string): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    'SELECT id FROM government_roles WHERE government_subject_id = $1 AND role_code = $2',
    [await subjectIdOf(q, key), roleCode],
  );
  if (!row) throw new Error(`no role ${key}:${roleCode}`);
  return row.id;
}

/** Id of a plate of a subject's dashboard by menu key and position. */
export async function plateIdOf(q: Queryable, key: DemoSubjectKey, menuKey: number, position: number) {
  const [row] = await q.query<{ id: number }>(
    'SELECT id FROM plates WHERE government_subject_id = $1 AND menu_key = $2 AND position = $3',
    [await subjectIdOf(q, key), menuKey, position],
  );
  if (!row) throw new Error(`no plate ${key}:${menuKey}:${position}`);
  return row.id;
}
