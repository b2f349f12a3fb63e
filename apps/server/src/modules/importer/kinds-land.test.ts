import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { runImport } from '../../import/run';
import type { ImportFile } from '../../import/types';
import { CHONGMING, PUDONG } from '../produce/test-support';
import { featuresFile, recordsXlsx, square, villagePoint } from './fixtures';

interface Parcel {
  id: number;
  dkid: string;
  area_id: number;
  farm_id: number | null;
}

let t: TestApp;
/** A 崇明 parcel registered to a farm, one without a farm, and a 浦东 parcel (outside the imports' area). */
let farmed: Parcel;
let loose: Parcel;
let pudongParcel: string;
let farm: { id: number; name: string; code: string; area_id: number };
let crops: [string, string];
let cropIds: Record<string, number>;
let village: { villageId: number; at: [number, number] };
let pudongAt: [number, number];

const imported = (kind: string, file: ImportFile, areaId = CHONGMING) =>
  runImport(t.db, { kind, files: [file], areaId, userId: null });
const count = async (sql: string, params: unknown[] = []) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]!.n;
const polygon = (at: [number, number], east = -15, north = -15, side = 30) => ({
  type: 'Polygon',
  coordinates: [square(at, east, north, side)],
});

beforeAll(async () => {
  t = await createTestApp();
  const parcel = (where: string, range: number) =>
    t.db
      .query<Parcel>(
        `SELECT id, dkid, area_id::float8 AS area_id, farm_id FROM land_parcels
          WHERE area_id BETWEEN $1 AND $1 + 999999 AND ${where} ORDER BY id LIMIT 1`,
        [range],
      )
      .then((r) => r[0]!);
  farmed = await parcel('farm_id IS NOT NULL', CHONGMING);
  loose = await parcel(`farm_id IS NULL AND id <> ${farmed.id}`, CHONGMING);
  pudongParcel = (await parcel('true', PUDONG)).dkid;
  [farm] = (await t.db.query<typeof farm>(
    `SELECT f.id, f.farm_name AS name, c.credit_code AS code, f.area_id::float8 AS area_id
       FROM farms f JOIN companies c ON c.id = f.company_id
      WHERE f.area_id BETWEEN $1 AND $1 + 999999 AND c.credit_code IS NOT NULL AND f.id <> $2
      ORDER BY f.id LIMIT 1`,
    [CHONGMING, farmed.farm_id],
  )) as [typeof farm];
  const cropRows = await t.db.query<{ id: number; crop_name: string }>(
    "SELECT id, crop_name FROM crops WHERE crop_name IN ('水稻', '小麦') ORDER BY crop_name DESC",
  );
  crops = cropRows.map((c) => c.crop_name) as [string, string];
  cropIds = Object.fromEntries(cropRows.map((c) => [c.crop_name, c.id]));
  village = await villagePoint(t, CHONGMING, 2);
  pudongAt = (await villagePoint(t, PUDONG, 0)).at;
});
afterAll(() => t.close());

describe('planting import', () => {
  const good = (): Record<string, string>[] => [
    {
      地块编码: farmed.dkid,
      作物: crops[0],
      年度: '2031',
      季节: '春夏季',
      '种植面积（亩）': '10.5',
      播种日期: '2031-05-20',
      预计收获日期: '2031-10-01',
      '预计产量（公斤）': '5000',
    },
    {
      地块编码: farmed.dkid,
      作物: crops[1],
      季节: '秋冬季',
      '种植面积（亩）': '8',
      播种日期: '2031-10-20',
      收获日期: '2032-05-30',
      '实际产量（公斤）': '3200',
    },
    {
      地块编码: loose.dkid,
      作物: crops[0],
      年度: '2031',
      季节: '春夏季',
      '种植面积（亩）': '3',
      播种日期: '2031-05-01',
      状态: '已翻压',
      所属农场: farm.code,
    },
  ];
  const stored = () =>
    t.db.query(
      `SELECT land_id, crop_id, plant_year, season, plant_area_mu::float8 AS mu, status, farm_id,
              area_id::float8 AS area_id, to_char(harvest_date, 'YYYY-MM-DD') AS harvest
         FROM plantings WHERE plant_year = 2031 ORDER BY land_id, season, crop_id`,
    );

  it('writes good rows: the parcel gives the area and, when the row names none, the farm', async () => {
    const r = await imported('plantings', await recordsXlsx(good()));
    expect(r).toMatchObject({ imported: true, inserted: 3, updated: 0, errorCount: 0 });
    const rows = await stored();
    const own = { land_id: farmed.id, area_id: farmed.area_id, farm_id: farmed.farm_id };
    expect(rows).toEqual(
      [
        {
          ...own,
          crop_id: cropIds[crops[0]],
          plant_year: 2031,
          season: 1,
          mu: 10.5,
          status: 1,
          harvest: null,
        },
        {
          ...own,
          crop_id: cropIds[crops[1]],
          plant_year: 2031,
          season: 2,
          mu: 8,
          status: 2,
          harvest: '2032-05-30',
        },
        {
          land_id: loose.id,
          area_id: loose.area_id,
          farm_id: farm.id,
          crop_id: cropIds[crops[0]],
          plant_year: 2031,
          season: 1,
          mu: 3,
          status: 3,
          harvest: null,
        },
      ].sort((a, b) => a.land_id - b.land_id || a.season - b.season || a.crop_id! - b.crop_id!),
    );
  });

  it('reports every bad row by row and column and writes nothing', async () => {
    const [row] = good();
    const rows = [
      { ...row!, 年度: '2032' },
      { ...row!, 年度: '2032', 地块编码: 'NO-SUCH-PARCEL' },
      { ...row!, 年度: '2032', 地块编码: pudongParcel },
      { ...row!, 年度: '2032', 作物: '不存在的作物', 季节: '秋冬季' },
      { ...row!, 年度: '2032', 季节: '夏季' },
      { ...row!, 年度: '2032', 作物: crops[1], '种植面积（亩）': '0' },
      { ...row!, 年度: '2032', 作物: crops[1], 季节: '秋冬季', 收获日期: '2031-01-01' },
      { ...row!, 年度: '2032', 作物: crops[1], 播种日期: '' },
      { ...row!, 年度: '2032' },
    ];
    const r = await imported('plantings', await recordsXlsx(rows));
    expect(r.imported).toBe(false);
    expect(r.errors).toEqual([
      { row: 3, field: '地块编码', reason: '地块“NO-SUCH-PARCEL”在导入区域内不存在' },
      { row: 4, field: '地块编码', reason: `地块“${pudongParcel}”在导入区域内不存在` },
      { row: 5, field: '作物', reason: '作物“不存在的作物”不存在' },
      { row: 6, field: '季节', reason: '季节须为春夏季、秋冬季之一' },
      { row: 7, field: '种植面积（亩）', reason: '种植面积（亩）须大于0' },
      { row: 8, field: '收获日期', reason: '收获日期不能早于播种日期' },
      { row: 9, field: '播种日期', reason: '缺少播种日期' },
      { row: 10, field: '地块编码+年度+季节+作物', reason: '地块编码+年度+季节+作物与第2行重复' },
    ]);
    expect(await count('plantings WHERE plant_year = 2032')).toBe(0);
  });

  it('updates by parcel, year, season and crop on a re-import', async () => {
    const before = await count('plantings');
    const rows = good();
    rows[0]!['种植面积（亩）'] = '11';
    rows.push({ ...rows[2]!, 作物: crops[1], 所属农场: '', 状态: '' });
    const r = await imported('plantings', await recordsXlsx(rows));
    expect(r).toMatchObject({ imported: true, inserted: 1, updated: 3 });
    expect(await count('plantings')).toBe(before + 1);
    const rice = await t.db.query<{ mu: number }>(
      'SELECT plant_area_mu::float8 AS mu FROM plantings WHERE land_id = $1 AND plant_year = 2031 AND season = 1',
      [farmed.id],
    );
    expect(rice).toEqual([{ mu: 11 }]);
    // The new row names no farm and its parcel has none: no farm.
    const added = await t.db.query<{ farm_id: number | null; status: number }>(
      'SELECT farm_id, status FROM plantings WHERE land_id = $1 AND crop_id = $2 AND plant_year = 2031',
      [loose.id, cropIds[crops[1]]],
    );
    expect(added).toEqual([{ farm_id: null, status: 1 }]);
  });
});

describe('planting plan import', () => {
  const good = (): Record<string, string>[] => [
    {
      计划名称: '2031年水稻种植计划',
      所属农场: farm.name,
      作物: crops[0],
      年度: '2031',
      季节: '春夏季',
      '计划面积（亩）': '120',
      '计划产量（公斤）': '60000',
    },
    {
      计划名称: '2031年小麦种植计划',
      所属农场: farm.code,
      作物: crops[1],
      年度: '2031',
      季节: '秋冬季',
      '计划面积（亩）': '80',
      '计划产量（公斤）': '32000',
      状态: '执行中',
    },
  ];

  it('writes good rows in the farm’s area with the status labels of the plan list', async () => {
    const r = await imported('plant-plans', await recordsXlsx(good()));
    expect(r).toMatchObject({ imported: true, inserted: 2, updated: 0, errorCount: 0 });
    const rows = await t.db.query(
      `SELECT plan_name, farm_id, crop_id, season, plan_area_mu::float8 AS mu, plan_output_kg::float8 AS kg,
              status, area_id::float8 AS area_id
         FROM plant_plans WHERE plan_year = 2031 ORDER BY season`,
    );
    const at = { farm_id: farm.id, area_id: farm.area_id };
    expect(rows).toEqual([
      {
        ...at,
        plan_name: '2031年水稻种植计划',
        crop_id: cropIds[crops[0]],
        season: 1,
        mu: 120,
        kg: 60000,
        status: 1,
      },
      {
        ...at,
        plan_name: '2031年小麦种植计划',
        crop_id: cropIds[crops[1]],
        season: 2,
        mu: 80,
        kg: 32000,
        status: 2,
      },
    ]);
  });

  it('reports every bad row by row and column and writes nothing', async () => {
    const [row] = good();
    const rows = [
      { ...row!, 年度: '2032' },
      { ...row!, 年度: '2032', 所属农场: '' },
      { ...row!, 年度: '2032', 所属农场: '不存在的农场' },
      { ...row!, 年度: '2032', 计划名称: 'B', '计划面积（亩）': '0' },
      { ...row!, 年度: '2032', 计划名称: 'C', 状态: '进行中' },
      { ...row!, 年度: '2032' },
    ];
    const r = await imported('plant-plans', await recordsXlsx(rows));
    expect(r.errors).toEqual([
      { row: 3, field: '所属农场', reason: '缺少所属农场' },
      { row: 4, field: '所属农场', reason: '农场“不存在的农场”在导入区域内不存在' },
      { row: 5, field: '计划面积（亩）', reason: '计划面积（亩）须大于0' },
      { row: 6, field: '状态', reason: '状态须为未开始、执行中、已完成之一' },
      { row: 7, field: '农场+年度+季节+计划名称', reason: '农场+年度+季节+计划名称与第2行重复' },
    ]);
    expect(await count('plant_plans WHERE plan_year = 2032')).toBe(0);
  });

  it('updates by farm, year, season and name on a re-import', async () => {
    const before = await count('plant_plans');
    const rows = good();
    rows[0]!.状态 = '已完成';
    const r = await imported('plant-plans', await recordsXlsx(rows));
    expect(r).toMatchObject({ imported: true, inserted: 0, updated: 2 });
    expect(await count('plant_plans')).toBe(before);
    expect(await t.db.query("SELECT status FROM plant_plans WHERE plan_name = '2031年水稻种植计划'")).toEqual(
      [{ status: 3 }],
    );
  });
});

/** Batches of 2031 the findings below belong to (imported by the batch tests, which run first). */
const OCC_BATCH = '2031年3月耕地非农化遥感监测';
const ABN_BATCH = '2031年3月耕地非粮化及撂荒监测';

describe('monitoring batch import', () => {
  const good = (): Record<string, string>[] => [
    { 批次名称: OCC_BATCH, 批次类型: '耕地非农化', 影像日期: '2031-03-05', 对比影像日期: '2030-09-29' },
    {
      批次名称: ABN_BATCH,
      批次类型: '非粮化/撂荒',
      监测方式: '无人机',
      影像日期: '2031-03-05',
      对比影像日期: '2030-09-29',
      发布时间: '2031-03-25 10:00',
    },
    {
      批次名称: '2031年水稻种植分布监测',
      批次类型: '作物监测',
      监测方式: '种植分布',
      影像日期: '2031-08-15',
      作物: '水稻',
    },
  ];
  const stored = () =>
    t.db.query(
      `SELECT batch_name, batch_type, monitoring_type, area_id::float8 AS area_id, motion_detection_flag AS motion,
              crop_id, to_char(publish_time AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') AS published,
              to_char(compare_image_date, 'YYYY-MM-DD') AS compare, status
         FROM monitoring_batches WHERE batch_name LIKE '2031年%' ORDER BY batch_type`,
    );

  it('writes good rows in the county, published at the image date unless the row says when', async () => {
    const r = await imported('monitoring-batches', await recordsXlsx(good()));
    expect(r).toMatchObject({ imported: true, inserted: 3, updated: 0, errorCount: 0 });
    const county = { area_id: CHONGMING, status: 1 };
    expect(await stored()).toEqual([
      {
        ...county,
        batch_name: OCC_BATCH,
        batch_type: 1,
        monitoring_type: 1,
        motion: 1,
        crop_id: null,
        published: '2031-03-05 00:00',
        compare: '2030-09-29',
      },
      {
        ...county,
        batch_name: ABN_BATCH,
        batch_type: 2,
        monitoring_type: 2,
        motion: 1,
        crop_id: null,
        published: '2031-03-25 10:00',
        compare: '2030-09-29',
      },
      {
        ...county,
        batch_name: '2031年水稻种植分布监测',
        batch_type: 3,
        monitoring_type: 1,
        motion: 0,
        crop_id: cropIds.水稻,
        published: '2031-08-15 00:00',
        compare: null,
      },
    ]);
  });

  it('reports every bad row by row and column and writes nothing', async () => {
    const [row] = good();
    const rows = [
      { ...row!, 批次名称: '2032年批次' },
      { ...row!, 批次名称: '2032年批次2', 对比影像日期: '2031-03-05' },
      { ...row!, 批次名称: '2032年批次3', 批次类型: '卫星' },
      { ...row!, 批次名称: '2032年批次4', 所属区域: String(PUDONG) },
      { ...row!, 批次名称: '2032年批次5', 影像日期: '' },
      { ...row!, 批次名称: '2032年批次' },
    ];
    const r = await imported('monitoring-batches', await recordsXlsx(rows));
    expect(r.errors).toEqual([
      { row: 3, field: '对比影像日期', reason: '对比影像日期须早于影像日期' },
      {
        row: 4,
        field: '批次类型',
        reason: '批次类型须为耕地非农化、非粮化及撂荒、作物监测、非农化、非粮化/撂荒、非粮化、撂荒之一',
      },
      { row: 5, field: '所属区域', reason: `区域“${PUDONG}”在导入区域内不存在` },
      { row: 6, field: '影像日期', reason: '缺少影像日期' },
      { row: 7, field: '所属区域+批次名称', reason: '所属区域+批次名称与第2行重复' },
    ]);
    expect(await count("monitoring_batches WHERE batch_name LIKE '2032年%'")).toBe(0);
  });

  it('updates by area and name on a re-import', async () => {
    const before = await count('monitoring_batches');
    const rows = good();
    rows[0]!.发布时间 = '2031-03-20 09:30';
    const r = await imported('monitoring-batches', await recordsXlsx(rows));
    expect(r).toMatchObject({ imported: true, inserted: 0, updated: 3 });
    expect(await count('monitoring_batches')).toBe(before);
    expect(
      await t.db.query(
        `SELECT to_char(publish_time AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') AS published
           FROM monitoring_batches WHERE batch_name = $1`,
        [OCC_BATCH],
      ),
    ).toEqual([{ published: '2031-03-20 09:30' }]);
  });
});

/** The province…village ids of the test village. */
const chainOf = (villageId: number) => ({
  province_id: 310000000000,
  city_id: 310100000000,
  county_id: CHONGMING,
  town_id: Math.floor(villageId / 1000) * 1000,
  village_id: villageId,
  area_id: villageId,
});
const CHAIN = `province_id::float8 AS province_id, city_id::float8 AS city_id, county_id::float8 AS county_id,
               town_id::float8 AS town_id, village_id::float8 AS village_id, area_id::float8 AS area_id`;
const batchId = async (name: string) =>
  (await t.db.query<{ id: number }>('SELECT id FROM monitoring_batches WHERE batch_name = $1', [name]))[0]!
    .id;

describe('abnormal land import', () => {
  const good = () => [
    {
      geometry: polygon(village.at),
      props: { 地块编码: farmed.dkid, 监测批次: ABN_BATCH, 异常类型: '撂荒', 现状用途: '杂草覆盖' } as Record<
        string,
        string
      >,
    },
    {
      geometry: polygon(village.at, 40, 40),
      props: {
        地块编码: 'YC-0002',
        监测批次: ABN_BATCH,
        异常类型: '非粮化',
        '异常面积（亩）': '2.5',
        备注: '种苗木',
      },
    },
  ];
  const stored = () =>
    t.db.query(
      `SELECT land_code, land_id, cultivated_land_batch_id AS batch, abnormal_type, round(abnormal_area_mu, 1)::float8 AS mu,
              current_use, remark, process_status, ${CHAIN}
         FROM cultivated_abnormals WHERE land_code IN ($1, 'YC-0002') ORDER BY land_code`,
      [farmed.dkid],
    );

  it('writes good features in their village, the area from the polygon, the parcel linked by its code', async () => {
    const r = await imported('abnormal-lands', featuresFile(good()));
    expect(r).toMatchObject({ imported: true, inserted: 2, updated: 0, errorCount: 0 });
    const batch = await batchId(ABN_BATCH);
    const rows = await stored();
    const first = {
      land_code: farmed.dkid,
      land_id: farmed.id,
      batch,
      abnormal_type: 1,
      // A 30 m square: 900 m² × 0.0015 ≈ 1.35 (on the ellipsoid).
      mu: 1.4,
      current_use: '杂草覆盖',
      remark: null,
      process_status: 0,
      ...chainOf(village.villageId),
    };
    const second = {
      ...first,
      land_code: 'YC-0002',
      land_id: null,
      abnormal_type: 2,
      mu: 2.5,
      current_use: null,
      remark: '种苗木',
    };
    expect(rows).toEqual([first, second].sort((a, b) => a.land_code.localeCompare(b.land_code)));
  });

  it('reports every bad feature by row and column and writes nothing', async () => {
    const [f] = good();
    const features = [
      { ...f!, props: { ...f!.props, 地块编码: 'YC-BAD-1' } },
      { ...f!, props: { ...f!.props, 地块编码: 'YC-BAD-2', 监测批次: '不存在的批次' } },
      { ...f!, props: { ...f!.props, 地块编码: 'YC-BAD-3', 异常类型: '荒地' } },
      { geometry: polygon(pudongAt), props: { ...f!.props, 地块编码: 'YC-BAD-4' } },
      { ...f!, props: { ...f!.props, 地块编码: '' } },
      { ...f!, props: { ...f!.props, 地块编码: 'YC-BAD-1' } },
    ];
    const r = await imported('abnormal-lands', featuresFile(features));
    expect(r.errors).toEqual([
      { row: 2, field: '监测批次', reason: '监测批次“不存在的批次”在导入区域内不存在' },
      { row: 3, field: '异常类型', reason: '异常类型须为撂荒、非粮化、非农化之一' },
      { row: 4, field: 'geometry', reason: '位置不在导入区域范围内' },
      { row: 5, field: '地块编码', reason: '缺少地块编码' },
      { row: 6, field: '监测批次+地块编码', reason: '监测批次+地块编码与第1行重复' },
    ]);
    expect(await count("cultivated_abnormals WHERE land_code LIKE 'YC-BAD-%'")).toBe(0);
  });

  it('updates by batch and code on a re-import, keeping the review state and its remark', async () => {
    await t.db.query(
      `UPDATE cultivated_abnormals SET process_status = 2, governance_flag = 1, version = 3, remark = '核查中'
        WHERE land_code = $1`,
      [farmed.dkid],
    );
    const before = await count('cultivated_abnormals');
    const features = good();
    features[0]!.props = { ...features[0]!.props, 异常类型: '非农化', 备注: '重新导入' };
    const r = await imported('abnormal-lands', featuresFile(features));
    expect(r).toMatchObject({ imported: true, inserted: 0, updated: 2 });
    expect(await count('cultivated_abnormals')).toBe(before);
    expect(
      await t.db.query(
        `SELECT abnormal_type, process_status, governance_flag, version, remark FROM cultivated_abnormals
          WHERE land_code = $1`,
        [farmed.dkid],
      ),
    ).toEqual([{ abnormal_type: 3, process_status: 2, governance_flag: 1, version: 3, remark: '核查中' }]);
  });

  it('lets a town import findings of its county’s batch, placed in the town’s village', async () => {
    const town = Math.floor(village.villageId / 1000) * 1000;
    const [f] = good();
    const r = await imported(
      'abnormal-lands',
      featuresFile([
        { geometry: polygon(village.at, 80, 80), props: { ...f!.props, 地块编码: 'YC-TOWN-1' } },
      ]),
      town,
    );
    expect(r).toMatchObject({ imported: true, inserted: 1 });
    expect(
      await t.db.query(
        `SELECT cultivated_land_batch_id AS batch, ${CHAIN} FROM cultivated_abnormals WHERE land_code = 'YC-TOWN-1'`,
      ),
    ).toEqual([{ batch: await batchId(ABN_BATCH), ...chainOf(village.villageId) }]);
  });
});

describe('occupation case import', () => {
  const good = () => [
    {
      geometry: polygon(village.at, 120, 0),
      props: {
        案件编号: 'T2031030500001',
        监测批次: OCC_BATCH,
        占用类型: '住宅建设',
        '占用耕地面积（亩）': '0.8',
        地址: '试验村1组',
      } as Record<string, string>,
    },
    {
      geometry: polygon(village.at, 120, 60),
      props: {
        案件编号: 'T2031030500002',
        监测批次: OCC_BATCH,
        占用类型: '工业仓储',
        认定结果: '认定占用',
        '占用面积（亩）': '2',
        '占用耕地面积（亩）': '1.5',
        所属区域: String(village.villageId),
      },
    },
  ];

  it('writes good features: the area computed from the ring when not given, the area chain from the village', async () => {
    const r = await imported('occupation-cases', featuresFile(good()));
    expect(r).toMatchObject({ imported: true, inserted: 2, updated: 0, errorCount: 0 });
    const rows = await t.db.query(
      `SELECT occupy_num, arable_land_batch_record_id AS batch, occupy_category, occupy_flag,
              round(occupy_acre, 1)::float8 AS acre, occupy_arable_land_acre::float8 AS arable, address,
              process_status, ${CHAIN}
         FROM farmland_occupations WHERE occupy_num LIKE 'T2031%' ORDER BY occupy_num`,
    );
    const base = { batch: await batchId(OCC_BATCH), process_status: 0, ...chainOf(village.villageId) };
    expect(rows).toEqual([
      {
        ...base,
        occupy_num: 'T2031030500001',
        occupy_category: 1,
        occupy_flag: 0,
        acre: 1.4,
        arable: 0.8,
        address: '试验村1组',
      },
      {
        ...base,
        occupy_num: 'T2031030500002',
        occupy_category: 2,
        occupy_flag: 1,
        acre: 2,
        arable: 1.5,
        address: null,
      },
    ]);
  });

  it('reports every bad feature by row and column and writes nothing', async () => {
    const [, f] = good();
    const features = [
      { ...f!, props: { ...f!.props, 案件编号: 'TBAD-1' } },
      { ...f!, props: { ...f!.props, 案件编号: 'TBAD-2', '占用耕地面积（亩）': '2.5' } },
      { ...f!, props: { ...f!.props, 案件编号: 'TBAD-3', 占用类型: '违建' } },
      { ...f!, props: { ...f!.props, 案件编号: 'TBAD-4', '占用耕地面积（亩）': '' } },
      { ...f!, props: { ...f!.props, 案件编号: 'TBAD-5', 监测批次: '2030年批次' } },
      { ...f!, props: { ...f!.props, 案件编号: 'TBAD-1' } },
    ];
    const r = await imported('occupation-cases', featuresFile(features));
    expect(r.errors).toEqual([
      { row: 2, field: '占用耕地面积（亩）', reason: '占用耕地面积不能大于占用面积' },
      {
        row: 3,
        field: '占用类型',
        reason: '占用类型须为住宅建设、工业仓储、道路交通、设施农业、堆放杂物、挖塘养殖、其他之一',
      },
      { row: 4, field: '占用耕地面积（亩）', reason: '缺少占用耕地面积（亩）' },
      { row: 5, field: '监测批次', reason: '监测批次“2030年批次”在导入区域内不存在' },
      { row: 6, field: '案件编号', reason: '案件编号与第1行重复' },
    ]);
    expect(await count("farmland_occupations WHERE occupy_num LIKE 'TBAD-%'")).toBe(0);
  });

  it('updates by case number on a re-import, keeping what the review workflow wrote', async () => {
    await t.db.query(
      `UPDATE farmland_occupations SET process_status = 3, occupy_flag = 1, version = 2, check_remark = '已核查',
              review_remark = '待复核'
        WHERE occupy_num = 'T2031030500001'`,
    );
    const before = await count('farmland_occupations');
    const features = good();
    features[0]!.props = { ...features[0]!.props, '占用耕地面积（亩）': '0.9', 认定结果: '未认定' };
    const r = await imported('occupation-cases', featuresFile(features));
    expect(r).toMatchObject({ imported: true, inserted: 0, updated: 2 });
    expect(await count('farmland_occupations')).toBe(before);
    expect(
      await t.db.query(
        `SELECT occupy_arable_land_acre::float8 AS arable, process_status, occupy_flag, version, check_remark, review_remark
           FROM farmland_occupations WHERE occupy_num = 'T2031030500001'`,
      ),
    ).toEqual([
      {
        arable: 0.9,
        process_status: 3,
        occupy_flag: 1,
        version: 2,
        check_remark: '已核查',
        review_remark: '待复核',
      },
    ]);
  });
});
