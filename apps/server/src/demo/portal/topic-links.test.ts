import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

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
});
