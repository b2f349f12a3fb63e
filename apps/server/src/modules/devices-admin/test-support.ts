import type { Queryable } from '../../db/client';

/** Profile ids of the registry's tests. */
export interface TestProfiles {
  soil: number;
  fan: number;
}

/**
 * Two profiles of the tests' own (codes no catalogue uses): a soil station with two properties and a
 * fertigation controller with one property and two switches.
 */
export async function insertTestProfiles(q: Queryable): Promise<TestProfiles> {
  const profile = async (code: string, name: string, gate: string, controller: boolean) =>
    (
      await q.query<{ id: number }>(
        `INSERT INTO device_profiles (code, name, gate_category_id, is_controller)
         SELECT $1, $2, id, $4 FROM gate_categories WHERE identifier = $3 RETURNING id`,
        [code, name, gate, controller],
      )
    )[0]!.id;
  const soil = await profile('reg_soil', '测试墒情站', 'soil', false);
  const fan = await profile('reg_fan', '测试水肥机', 'fertigation', true);
  await q.query(
    `INSERT INTO device_profile_properties
            (profile_id, identifier, name, unit, range_min, range_max, normal_min, normal_max, digits, sort_num)
     VALUES ($1, 'soilMoisture', '土壤含水率', '%', 0, 100, 18, 45, 1, 1),
            ($1, 'soilTemp', '土壤温度', '℃', -40, 80, 0, 35, 1, 2),
            ($2, 'flow', '流量', 'm³/h', 0, 100, 0, 30, 2, 1)`,
    [soil, fan],
  );
  await q.query(
    `INSERT INTO device_profile_states (profile_id, identifier, name, sort_num)
     VALUES ($1, 'pump', '水泵', 1), ($1, 'valve1', '一号阀', 2)`,
    [fan],
  );
  return { soil, fan };
}
