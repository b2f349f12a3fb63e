import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { migrate } from '../../db/migrate';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PEST = '/pestMonitor';
const EAR_TAGS = '/animal-husbandry-manage-third-part/earTags';

/** Detail settings of a subject's plate, by menu and plate name, as "flag type url". */
async function links(subject: number) {
  const rows = await t.db.query<{ k: string; d: string }>(
    `SELECT menu_key || ' ' || plate_name AS k, detail_flag || ' ' || detail_type || ' ' || coalesce(detail_url, '-') AS d
       FROM plates WHERE government_subject_id = $1 AND menu_key IN (3, 20, 28) AND detail_url IS NOT NULL
      ORDER BY menu_key, position`,
    [subject],
  );
  return Object.fromEntries(rows.map((r) => [r.k, r.d]));
}

const WANTED = {
  '3 畜牧业': `1 2 ${EAR_TAGS}`,
  '3 畜牧基地排行': `1 1 ${EAR_TAGS}`,
  '20 畜牧管理': `1 2 ${EAR_TAGS}`,
  '20 存栏排行': `1 1 ${EAR_TAGS}`,
  '28 病虫害监测': `1 2 ${PEST}`,
  '28 最新虫情图片': `1 1 ${PEST}`,
  '28 测报设备排行': `1 1 ${PEST}`,
};

describe('the pest and animal husbandry dashboards’ links to their area pages', () => {
  it('are seeded with the demo dashboards', async () => {
    const [cm] = await t.db.query<{ id: number }>(
      "SELECT id FROM government_subjects WHERE subject_name LIKE '崇明%'",
    );
    expect(await links(cm!.id)).toEqual(WANTED);
  });

  it('are added by migration 076 to plates seeded before it, leaving plates an operator changed', async () => {
    const [cm] = await t.db.query<{ id: number }>(
      "SELECT id FROM government_subjects WHERE subject_name LIKE '崇明%'",
    );
    // The demo plates as an earlier seed made them: no page behind the dialogs, no detail on the lists.
    await t.db.query(
      `UPDATE plates SET detail_url = NULL,
              detail_flag = CASE WHEN detail_type = 1 THEN 0 ELSE detail_flag END,
              detail_type = CASE WHEN detail_type = 1 THEN 2 ELSE detail_type END
        WHERE menu_key IN (3, 20, 28) AND detail_url IN ($1, $2)`,
      [PEST, EAR_TAGS],
    );
    // An operator pointed one ranking elsewhere since.
    await t.db.query(
      `UPDATE plates SET detail_flag = 1, detail_type = 1, detail_url = '/operateSubjectList'
        WHERE government_subject_id = $1 AND menu_key = 20 AND plate_name = '存栏排行'`,
      [cm!.id],
    );
    expect(await links(cm!.id)).toEqual({ '20 存栏排行': '1 1 /operateSubjectList' });
    await t.db.query("DELETE FROM schema_migrations WHERE version = '076_pest_livestock_pages.sql'");

    expect(await migrate(t.db)).toEqual(['076_pest_livestock_pages.sql']);

    expect(await links(cm!.id)).toEqual({ ...WANTED, '20 存栏排行': '1 1 /operateSubjectList' });
  });
});
