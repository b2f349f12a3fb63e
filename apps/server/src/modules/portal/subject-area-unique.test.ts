import { createSubject, editMyPassword } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { creationConflict } from './subject-routes';

// One subject per area, also when two creators under different parents ask for one area at the same moment:
// each locks only its own subject, so the unique index on the area decides, and the loser hears 300 naming
// areaId. PGlite has one connection and cannot race; native PostgreSQL runs the race itself.

const SHANGHAI_CITY = 310100000000;
const native = !!process.env.DATABASE_URL;

let t: TestApp;
let province: string;

beforeAll(async () => {
  t = await createTestApp();
  province = await t.login('shanghai_admin');
});
afterAll(() => t.close());

const subjectsOf = async (areaId: number) =>
  (
    (await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM government_subjects WHERE area_id = $1',
      [areaId],
    )) as [{ n: number }]
  )[0].n;

describe('one government subject per area', () => {
  it('the database refuses a second subject of an area, and the refusal reads as 300 naming areaId', async () => {
    const [own] = await t.db.query<{ area_id: string }>(
      "SELECT area_id FROM government_subjects WHERE subject_name LIKE '崇明%' LIMIT 1",
    );
    const error = await t.db
      .query(
        `INSERT INTO government_subjects (subject_name, subject_level, area_id, province_id)
         VALUES ('崇明区第二主体', 3, $1, 310000000000)`,
        [own!.area_id],
      )
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).not.toBeNull();
    const answer = creationConflict(error) as { respCode?: number; message?: string };
    expect(answer.respCode).toBe(300);
    expect(answer.message).toContain('areaId');
    expect(answer.message).toContain('该地区已有政府主体');
    expect(await subjectsOf(Number(own!.area_id))).toBe(1);
  });

  it('an account taken at the same moment still reads as 300 naming adminLoginName', () => {
    const answer = creationConflict({ code: '23505', constraint: 'users_login_name_key' }) as {
      respCode?: number;
      message?: string;
    };
    expect(answer.respCode).toBe(300);
    expect(answer.message).toContain('adminLoginName');
  });

  it.skipIf(!native)(
    'a province and a city bureau creating one district at once: one subject, the other hears 300 areaId (native PostgreSQL)',
    async () => {
      const city = await t.call(
        createSubject,
        { areaId: SHANGHAI_CITY, adminLoginName: 'shcity_admin' },
        province,
      );
      expect(city.respCode, city.respDesc).toBe(0);
      const first = await t.call('/api/login/gov/user/login', {
        loginName: 'shcity_admin',
        password: city.obj!.initialPassword,
      });
      const changed = await t.call(
        editMyPassword,
        { oldPassword: city.obj!.initialPassword, newPassword: 'Shcity#2026ok' },
        (first.obj as { accessToken: string }).accessToken,
      );
      expect(changed.respCode, changed.respDesc).toBe(0);
      const cityToken = await t.login('shcity_admin', 'Shcity#2026ok');
      // Districts of 市辖区, each raced by the province and the city bureau.
      const districts = [310106000000, 310107000000, 310109000000, 310110000000, 310112000000];
      for (const [i, areaId] of districts.entries()) {
        const answers = await Promise.all([
          t.call(createSubject, { areaId, adminLoginName: `race_p${i}` }, province),
          t.call(createSubject, { areaId, adminLoginName: `race_c${i}` }, cityToken),
        ]);
        expect(answers.filter((a) => a.status >= 500)).toEqual([]);
        expect(answers.map((a) => a.respCode).sort()).toEqual([0, 300]);
        expect(answers.find((a) => a.respCode === 300)!.respDesc).toContain('areaId');
        expect(await subjectsOf(areaId)).toBe(1);
      }
    },
  );
});
