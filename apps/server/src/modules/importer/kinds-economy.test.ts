import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { readCell } from '../../import/kinds/cells';
import { importKindOf } from '../../import/kinds/registry';
import { importTemplate } from '../../import/kinds/template';
import { runImport } from '../../import/run';
import type { ImportFile } from '../../import/types';
import { CHONGMING, PUDONG } from '../produce/test-support';
import { featuresFile, recordsXlsx, villagePoint } from './fixtures';

let t: TestApp;
/** A farm of 崇明 whose entity has a credit code, with the farm's and the entity's areas. */
let farm: { name: string; code: string; area: number; companyArea: number };
/** A farm of 浦东, outside the import area. */
let outside: { code: string };
/** Two villages of 崇明 (code and an interior point) and a point of 浦东. */
let v1: { id: number; at: [number, number] };
let v2: { id: number; at: [number, number] };
let pudongAt: [number, number];

type Rec = Record<string, string>;
const xlsx = (rows: Rec[]) => recordsXlsx(rows);
const run = (kind: string, file: ImportFile) =>
  runImport(t.db, { kind, files: [file], areaId: CHONGMING, userId: null });
const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => t.db.query<T>(sql, params);
const count = async (table: string, where: string) =>
  (await q<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`))[0]!.n;
/** Rows of `base` with the extra cells of each override, in order. */
const rowsOf = (base: Rec, overrides: Rec[]) => overrides.map((o) => ({ ...base, ...o }));

beforeAll(async () => {
  t = await createTestApp();
  const farmOf = async (county: number) =>
    (
      await q<{ name: string; code: string; area: number; companyArea: number }>(
        `SELECT f.farm_name AS name, c.credit_code AS code, f.area_id::float8 AS area, c.area_id::float8 AS "companyArea"
           FROM farms f JOIN companies c ON c.id = f.company_id
          WHERE f.area_id BETWEEN $1 AND $1 + 999999 AND c.credit_code IS NOT NULL
            AND (SELECT count(*) FROM farms g WHERE g.farm_name = f.farm_name) = 1
            AND (SELECT count(*) FROM farms g WHERE g.company_id = c.id) = 1
          ORDER BY f.id LIMIT 1`,
        [county],
      )
    )[0]!;
  farm = await farmOf(CHONGMING);
  outside = await farmOf(PUDONG);
  const a = await villagePoint(t, CHONGMING, 3);
  const b = await villagePoint(t, CHONGMING, 4);
  v1 = { id: Number(a.villageId), at: a.at };
  v2 = { id: Number(b.villageId), at: b.at };
  pudongAt = (await villagePoint(t, PUDONG, 0)).at;
});
afterAll(() => t.close());

describe('green certificates', () => {
  const base: Rec = {
    证书编号: 'T-GC-1',
    经营主体: '',
    产品名称: '崇明大米',
    认证类型: '绿色食品',
    '产量（吨）': '500',
    发证日期: '2025-03-31',
    有效期至: '2028-03-30',
  };
  const good = () =>
    rowsOf({ ...base, 经营主体: farm.code }, [
      {},
      { 证书编号: 'T-GC-2', 认证类型: '有机农产品' },
      { 证书编号: 'T-GC-3', 认证类型: '3', '产量（吨）': '' },
    ]);
  const stored = () =>
    q(
      `SELECT g.cert_no, c.credit_code, g.cert_type, g.output_t::float8 AS output, to_char(g.expire_date, 'YYYY-MM-DD') AS expire,
              g.area_id::float8 AS area
         FROM green_certificates g JOIN companies c ON c.id = g.company_id WHERE g.cert_no LIKE 'T-GC-%' ORDER BY g.cert_no`,
    );

  it('writes the certificates of an entity in its area', async () => {
    expect(await run('green-certificates', await xlsx(good()))).toMatchObject({ inserted: 3, errorCount: 0 });
    const row = { credit_code: farm.code, expire: '2028-03-30', area: farm.companyArea };
    expect(await stored()).toEqual([
      { ...row, cert_no: 'T-GC-1', cert_type: 1, output: 500 },
      { ...row, cert_no: 'T-GC-2', cert_type: 2, output: 500 },
      { ...row, cert_no: 'T-GC-3', cert_type: 3, output: null },
    ]);
  });

  it('reports every bad row and writes nothing', async () => {
    const rows = rowsOf({ ...base, 经营主体: farm.code }, [
      { 证书编号: 'T-GCX-1' },
      { 证书编号: 'T-GCX-2', 经营主体: outside.code },
      { 证书编号: 'T-GCX-3', 认证类型: '无公害农产品' },
      { 证书编号: 'T-GCX-4', 有效期至: '2025-03-31' },
      { 证书编号: 'T-GCX-5', 产品名称: '' },
      { 证书编号: 'T-GCX-1' },
    ]);
    const r = await run('green-certificates', await xlsx(rows));
    expect(r.imported).toBe(false);
    expect(r.errors).toEqual([
      { row: 3, field: '经营主体', reason: `经营主体“${outside.code}”在导入区域内不存在` },
      { row: 4, field: '认证类型', reason: '认证类型须为绿色食品、有机农产品、地理标志农产品之一' },
      { row: 5, field: '有效期至', reason: '有效期至须晚于发证日期' },
      { row: 6, field: '产品名称', reason: '缺少产品名称' },
      { row: 7, field: '证书编号', reason: '证书编号与第2行重复' },
    ]);
    expect(await count('green_certificates', "cert_no LIKE 'T-GCX-%'")).toBe(0);
  });

  it('updates by certificate number on a re-import', async () => {
    const rows = [
      ...good().map((g) => ({ ...g, '产量（吨）': '650' })),
      { ...good()[0]!, 证书编号: 'T-GC-4' },
    ];
    expect(await run('green-certificates', await xlsx(rows))).toMatchObject({ inserted: 1, updated: 3 });
    expect((await stored()).map((r) => [r.cert_no, r.output])).toEqual([
      ['T-GC-1', 650],
      ['T-GC-2', 650],
      ['T-GC-3', 650],
      ['T-GC-4', 500],
    ]);
  });
});

describe('qualified certificates', () => {
  const base: Rec = {
    合格证编号: 'T-HG-1',
    所属农场: '',
    产品名称: '青菜',
    作物: '青菜',
    数量: '200',
    单位: '公斤',
    生产者: '试验合作社',
    联系电话: '13907930001',
    承诺依据: '自我承诺合格',
    开具日期: '2025-04-15',
    追溯码: '',
  };
  const good = () => [
    { ...base, 所属农场: farm.name, 追溯码: '31015120250415000001' },
    { ...base, 合格证编号: 'T-HG-2', 所属农场: farm.code, 作物: '', 承诺依据: '委托检测合格', 联系电话: '' },
  ];
  const stored = () =>
    q(
      `SELECT q.cert_no, f.farm_name AS farm, q.area_id::float8 AS area, c.crop_name AS crop, q.quantity::float8 AS quantity,
              q.basis, q.contact_phone AS phone, q.trace_code AS trace, q.print_count AS prints
         FROM qualified_certificates q JOIN farms f ON f.id = q.farm_id LEFT JOIN crops c ON c.id = q.crop_id
        WHERE q.cert_no LIKE 'T-HG-%' ORDER BY q.cert_no`,
    );

  it('writes the certificates of a farm, by its name or credit code, in the farm’s area', async () => {
    expect(await run('qualified-certificates', await xlsx(good()))).toMatchObject({
      inserted: 2,
      errorCount: 0,
    });
    const row = { farm: farm.name, area: farm.area, quantity: 200, prints: 0 };
    expect(await stored()).toEqual([
      {
        ...row,
        cert_no: 'T-HG-1',
        crop: '青菜',
        basis: 4,
        phone: '13907930001',
        trace: '31015120250415000001',
      },
      { ...row, cert_no: 'T-HG-2', crop: null, basis: 2, phone: null, trace: null },
    ]);
  });

  it('reports every bad row and writes nothing', async () => {
    const rows = rowsOf({ ...base, 所属农场: farm.name }, [
      { 合格证编号: 'T-HGX-1', 所属农场: '' },
      { 合格证编号: 'T-HGX-2', 作物: '火龙果' },
      { 合格证编号: 'T-HGX-3', 承诺依据: '检疫合格' },
      { 合格证编号: 'T-HGX-4', 数量: '-5' },
      { 合格证编号: 'T-HGX-5', 联系电话: '12345' },
      { 合格证编号: 'T-HGX-6', 追溯码: 'AB CD' },
      { 合格证编号: 'T-HGX-7', 所属农场: outside.code },
    ]);
    const r = await run('qualified-certificates', await xlsx(rows));
    expect(r.imported).toBe(false);
    expect(r.errors).toEqual([
      { row: 2, field: '所属农场', reason: '缺少所属农场' },
      { row: 3, field: '作物', reason: '作物“火龙果”不存在' },
      {
        row: 4,
        field: '承诺依据',
        reason: '承诺依据须为自行检测合格、委托检测合格、内部质量控制合格、自我承诺合格之一',
      },
      { row: 5, field: '数量', reason: '数量不能小于0' },
      { row: 6, field: '联系电话', reason: '联系电话须为11位手机号或带区号的固定电话' },
      { row: 7, field: '追溯码', reason: '追溯码须为字母、数字、下划线或连字符' },
      { row: 8, field: '所属农场', reason: `农场“${outside.code}”在导入区域内不存在` },
    ]);
    expect(await count('qualified_certificates', "cert_no LIKE 'T-HGX-%'")).toBe(0);
  });

  it('updates by certificate number and keeps the prints and an assigned trace code', async () => {
    // Printing and the QR route have worked on the certificates since the first import.
    await q(
      `UPDATE qualified_certificates SET print_count = 7,
              trace_code = CASE cert_no WHEN 'T-HG-2' THEN '31015120250415000002' ELSE trace_code END
        WHERE cert_no LIKE 'T-HG-%'`,
    );
    const rows = [
      ...good().map((g) => ({ ...g, 数量: '260', 追溯码: '' })),
      { ...good()[0]!, 合格证编号: 'T-HG-3', 追溯码: '' },
    ];
    expect(await run('qualified-certificates', await xlsx(rows))).toMatchObject({ inserted: 1, updated: 2 });
    expect(await count('qualified_certificates', "cert_no LIKE 'T-HG-%'")).toBe(3);
    expect((await stored()).map((r) => [r.cert_no, r.quantity, r.prints, r.trace])).toEqual([
      ['T-HG-1', 260, 7, '31015120250415000001'],
      ['T-HG-2', 260, 7, '31015120250415000002'],
      ['T-HG-3', 200, 0, null],
    ]);
  });
});

describe('prices', () => {
  const base: Rec = { 品种: '青菜', 价格类型: '田头价', 日期: '2025-04-15', 价格: '1.35' };
  const good = () =>
    rowsOf(base, [
      {},
      { 价格类型: '批发价', 价格: '2.1', 单位: '元/斤' },
      { 品种: '猪', 价格类型: '生猪价', 价格: '15.6' },
      { 品种: '10', 价格: '2.4', 发布区域: String(v1.id) },
    ]);
  const stored = () =>
    q(
      `SELECT crop_id, price_type AS type, price::float8 AS price, unit, area_id::float8 AS area FROM price_series
        WHERE price_date = '2025-04-15' AND area_id BETWEEN $1 AND $1 + 999999 ORDER BY crop_id, price_type`,
      [CHONGMING],
    );

  it('writes the prices of the monitor’s crops at the import area or the area named', async () => {
    expect(await run('prices', await xlsx(good()))).toMatchObject({ inserted: 4, errorCount: 0 });
    expect(await stored()).toEqual([
      { crop_id: 1, type: '批发价', price: 2.1, unit: '元/斤', area: CHONGMING },
      { crop_id: 1, type: '田头价', price: 1.35, unit: '元/斤', area: CHONGMING },
      { crop_id: 9, type: '生猪价', price: 15.6, unit: '元/公斤', area: CHONGMING },
      { crop_id: 10, type: '田头价', price: 2.4, unit: '元/斤', area: v1.id },
    ]);
  });

  it('reports every bad row and writes nothing', async () => {
    const rows = rowsOf({ ...base, 日期: '2025-04-16' }, [
      {},
      { 品种: '猪', 价格类型: '田头价' },
      { 价格: '0' },
      { 品种: '水稻' },
      { 价格类型: '零售价', 品种: '卷心菜' },
      { 发布区域: String(PUDONG) },
      {},
    ]);
    const r = await run('prices', await xlsx(rows));
    expect(r.imported).toBe(false);
    expect(r.errors).toEqual([
      { row: 3, field: '价格类型', reason: '猪的价格类型须为生猪价或猪肉价' },
      { row: 4, field: '价格', reason: '价格须大于0' },
      {
        row: 5,
        field: '品种',
        reason: '品种须为青菜、鸡毛菜、卷心菜、黄瓜、杭白菜、花椰菜、番茄、茭白、猪、生菜之一',
      },
      { row: 6, field: '价格类型', reason: '价格类型须为田头价、批发价、生猪价、猪肉价之一' },
      { row: 7, field: '发布区域', reason: `区域“${PUDONG}”在导入区域内不存在` },
      { row: 8, field: '发布区域+品种+价格类型+日期', reason: '发布区域+品种+价格类型+日期与第2行重复' },
    ]);
    expect(await count('price_series', `price_date = '2025-04-16' AND area_id >= ${CHONGMING}`)).toBe(0);
  });

  it('updates by area, crop, type and day on a re-import', async () => {
    const rows = [...good().map((g) => ({ ...g, 价格: '3.3' })), { ...base, 日期: '2025-04-17' }];
    expect(await run('prices', await xlsx(rows))).toMatchObject({ inserted: 1, updated: 4 });
    expect((await stored()).map((r) => r.price)).toEqual([3.3, 3.3, 3.3, 3.3]);
    expect(await count('price_series', `area_id BETWEEN ${CHONGMING} AND ${CHONGMING + 999_999}`)).toBe(5);
  });
});

describe('insurance policies', () => {
  const base: Rec = {
    保单号: 'T-BX-1',
    险种: '水稻完全成本保险',
    保险数量: '120',
    单位: '亩',
    '保额（元）': '144000',
    '保费（元）': '6480',
    保费补贴比例: '0.8',
    起保日期: '2025-03-01',
    终保日期: '2026-02-28',
    承保机构: '安信农业保险',
    所属农场: '',
    所属区域: '',
  };
  const good = () =>
    rowsOf(base, [
      { 所属农场: farm.code },
      { 保单号: 'T-BX-2', 保费补贴比例: '70%', 所属区域: String(v1.id), '赔款（元）': '3000' },
      { 保单号: 'T-BX-3', 保费补贴比例: '62.5' },
    ]);
  const stored = () =>
    q(
      `SELECT policy_no, farm_id IS NOT NULL AS farm, area_id::float8 AS area, subsidy_ratio::float8 AS ratio,
              claim_amount::float8 AS claim
         FROM insurance_policies WHERE policy_no LIKE 'T-BX-%' ORDER BY policy_no`,
    );

  it('writes policies by the farm, the area named or the import area, reading a ratio or a percentage', async () => {
    expect(await run('insurance-policies', await xlsx(good()))).toMatchObject({ inserted: 3, errorCount: 0 });
    expect(await stored()).toEqual([
      { policy_no: 'T-BX-1', farm: true, area: farm.area, ratio: 0.8, claim: 0 },
      { policy_no: 'T-BX-2', farm: false, area: v1.id, ratio: 0.7, claim: 3000 },
      { policy_no: 'T-BX-3', farm: false, area: CHONGMING, ratio: 0.63, claim: 0 },
    ]);
  });

  it('reports every bad row and writes nothing', async () => {
    const rows = rowsOf(base, [
      { 保单号: 'T-BXX-1', 保费补贴比例: '120%' },
      { 保单号: 'T-BXX-2', 终保日期: '2025-02-01' },
      { 保单号: 'T-BXX-3', 承保机构: '' },
      { 保单号: 'T-BXX-4', 所属农场: '不存在的农场' },
      { 保单号: 'T-BXX-5', '保费（元）': '六千' },
    ]);
    const r = await run('insurance-policies', await xlsx(rows));
    expect(r.imported).toBe(false);
    expect(r.errors).toEqual([
      { row: 2, field: '保费补贴比例', reason: '保费补贴比例须为0～1的小数或0～100的百分数' },
      { row: 3, field: '终保日期', reason: '终保日期不能早于起保日期' },
      { row: 4, field: '承保机构', reason: '缺少承保机构' },
      { row: 5, field: '所属农场', reason: '农场“不存在的农场”在导入区域内不存在' },
      { row: 6, field: '保费（元）', reason: '保费（元）须为数字' },
    ]);
    expect(await count('insurance_policies', "policy_no LIKE 'T-BXX-%'")).toBe(0);
  });

  it('updates by policy number on a re-import (a claim paid since)', async () => {
    const rows = [...good().map((g) => ({ ...g, '赔款（元）': '5200' })), { ...base, 保单号: 'T-BX-4' }];
    expect(await run('insurance-policies', await xlsx(rows))).toMatchObject({ inserted: 1, updated: 3 });
    expect(await count('insurance_policies', "policy_no LIKE 'T-BX-%'")).toBe(4);
    expect((await stored()).map((r) => r.claim)).toEqual([5200, 5200, 5200, 0]);
  });
});

describe('loans', () => {
  const base: Rec = {
    贷款编号: 'T-DK-1',
    贷款银行: '上海农商银行',
    贷款产品: '惠农e贷',
    '金额（元）': '500000',
    '年利率（%）': '3.45',
    '期限（月）': '12',
    申请日期: '2025-03-01',
    放款日期: '2025-03-10',
    状态: '已放款',
    用途: '购买农资',
    所属农场: '',
  };
  const good = () =>
    rowsOf(base, [
      { 所属农场: farm.name },
      { 贷款编号: 'T-DK-2', 状态: '申请中', 放款日期: '' },
      { 贷款编号: 'T-DK-3', 状态: '3' },
    ]);
  const stored = () =>
    q(
      `SELECT loan_no, status, to_char(grant_date, 'YYYY-MM-DD') AS granted, area_id::float8 AS area,
              annual_rate::float8 AS rate
         FROM loans WHERE loan_no LIKE 'T-DK-%' ORDER BY loan_no`,
    );

  it('writes loans with their status code', async () => {
    expect(await run('loans', await xlsx(good()))).toMatchObject({ inserted: 3, errorCount: 0 });
    expect(await stored()).toEqual([
      { loan_no: 'T-DK-1', status: 2, granted: '2025-03-10', area: farm.area, rate: 3.45 },
      { loan_no: 'T-DK-2', status: 1, granted: null, area: CHONGMING, rate: 3.45 },
      { loan_no: 'T-DK-3', status: 3, granted: '2025-03-10', area: CHONGMING, rate: 3.45 },
    ]);
  });

  it('reports every bad row and writes nothing', async () => {
    const rows = rowsOf(base, [
      { 贷款编号: 'T-DKX-1', 放款日期: '' },
      { 贷款编号: 'T-DKX-2', 放款日期: '2025-02-20' },
      { 贷款编号: 'T-DKX-3', 状态: '已逾期' },
      { 贷款编号: 'T-DKX-4', '期限（月）': '0' },
      { 贷款编号: 'T-DKX-5', 所属农场: outside.code },
    ]);
    const r = await run('loans', await xlsx(rows));
    expect(r.imported).toBe(false);
    expect(r.errors).toEqual([
      { row: 2, field: '放款日期', reason: '已放款或已结清的贷款须填写放款日期' },
      { row: 3, field: '放款日期', reason: '放款日期不能早于申请日期' },
      { row: 4, field: '状态', reason: '状态须为申请中、已放款、已结清、未通过之一' },
      { row: 5, field: '期限（月）', reason: '期限（月）不能小于1' },
      { row: 6, field: '所属农场', reason: `农场“${outside.code}”在导入区域内不存在` },
    ]);
    expect(await count('loans', "loan_no LIKE 'T-DKX-%'")).toBe(0);
  });

  it('updates by loan number on a re-import (an application granted since)', async () => {
    const rows = [
      ...good().map((g) => ({ ...g, 状态: '已放款', 放款日期: '2025-03-12' })),
      { ...base, 贷款编号: 'T-DK-4' },
    ];
    expect(await run('loans', await xlsx(rows))).toMatchObject({ inserted: 1, updated: 3 });
    expect(await count('loans', "loan_no LIKE 'T-DK-%'")).toBe(4);
    expect((await stored()).map((r) => [r.status, r.granted])).toEqual([
      [2, '2025-03-12'],
      [2, '2025-03-12'],
      [2, '2025-03-12'],
      [2, '2025-03-10'],
    ]);
  });
});

describe('collective economy', () => {
  const base: Rec = {
    所属村: '',
    年度: '2030',
    '总收入（元）': '3200000',
    '经营收入（元）': '1500000',
    '净收益（元）': '960000',
    '股金分红（元）': '120000',
    '成员（人）': '2600',
  };
  const good = () =>
    rowsOf(base, [
      { 所属村: String(v1.id) },
      { 所属村: String(v1.id), 年度: '2031', '净收益（元）': '-20000', '股金分红（元）': '' },
      { 所属村: String(v2.id) },
    ]);
  const stored = () =>
    q(
      `SELECT area_id::float8 AS area, year, net_income::float8 AS net, dividend::float8 AS dividend, members
         FROM collective_economy_annual WHERE year >= 2030 ORDER BY area_id, year`,
    );

  it('writes the accounts of each village and year', async () => {
    expect(await run('collective-economy', await xlsx(good()))).toMatchObject({ inserted: 3, errorCount: 0 });
    expect(await stored()).toEqual([
      { area: v1.id, year: 2030, net: 960000, dividend: 120000, members: 2600 },
      { area: v1.id, year: 2031, net: -20000, dividend: 0, members: 2600 },
      { area: v2.id, year: 2030, net: 960000, dividend: 120000, members: 2600 },
    ]);
  });

  it('reports every bad row and writes nothing', async () => {
    const rows = rowsOf({ ...base, 所属村: String(v1.id), 年度: '2040' }, [
      { 所属村: '' },
      { '经营收入（元）': '4000000' },
      { 所属村: String(PUDONG) },
      { 年度: '1900' },
      { '成员（人）': '2600.5' },
      {},
      {},
    ]);
    const r = await run('collective-economy', await xlsx(rows));
    expect(r.imported).toBe(false);
    expect(r.errors).toEqual([
      { row: 2, field: '所属村', reason: '缺少所属村' },
      { row: 3, field: '经营收入（元）', reason: '经营收入不能大于总收入' },
      { row: 4, field: '所属村', reason: `区域“${PUDONG}”在导入区域内不存在` },
      { row: 5, field: '年度', reason: '年度不能小于1978' },
      { row: 6, field: '成员（人）', reason: '成员（人）须为整数' },
      { row: 8, field: '所属村+年度', reason: '所属村+年度与第7行重复' },
    ]);
    expect(await count('collective_economy_annual', 'year = 2040')).toBe(0);
  });

  it('updates by village and year on a re-import', async () => {
    const rows = [...good().map((g) => ({ ...g, '成员（人）': '2700' })), { ...good()[2]!, 年度: '2031' }];
    expect(await run('collective-economy', await xlsx(rows))).toMatchObject({ inserted: 1, updated: 3 });
    expect((await stored()).map((r) => r.members)).toEqual([2700, 2700, 2700, 2600]);
  });
});

describe('collective assets', () => {
  const base: Rec = {
    所属村: '',
    资产名称: 'T-集体厂房',
    资产类别: '经营性资产',
    资产分类: '房屋建筑',
    数量: '1200',
    单位: '平方米',
    '原值（元）': '2600000',
    '净值（元）': '1950000',
    购建日期: '2012-06-30',
  };
  const good = () =>
    rowsOf(base, [
      { 所属村: String(v1.id) },
      { 所属村: String(v2.id) },
      {
        所属村: String(v1.id),
        资产名称: 'T-集体农用地',
        资产类别: '资源性资产',
        资产分类: '土地',
        状态: '闲置',
      },
    ]);
  const stored = () =>
    q(
      `SELECT area_id::float8 AS area, asset_name AS name, asset_type AS type, status, net_value::float8 AS net
         FROM collective_assets WHERE asset_name LIKE 'T-%' ORDER BY area_id, asset_name`,
    );

  it('writes the assets of each village', async () => {
    expect(await run('collective-assets', await xlsx(good()))).toMatchObject({ inserted: 3, errorCount: 0 });
    expect(await stored()).toEqual([
      { area: v1.id, name: 'T-集体农用地', type: 3, status: 2, net: 1950000 },
      { area: v1.id, name: 'T-集体厂房', type: 1, status: 1, net: 1950000 },
      { area: v2.id, name: 'T-集体厂房', type: 1, status: 1, net: 1950000 },
    ]);
  });

  it('reports every bad row and writes nothing', async () => {
    const rows = rowsOf({ ...base, 所属村: String(v1.id) }, [
      { 资产名称: 'T-坏-1', 资产类别: '固定资产' },
      { 资产名称: 'T-坏-2', '净值（元）': '3000000' },
      { 资产名称: 'T-坏-3', 购建日期: '2012-13-01' },
      { 资产名称: 'T-坏-4', 单位: '' },
    ]);
    const r = await run('collective-assets', await xlsx(rows));
    expect(r.imported).toBe(false);
    expect(r.errors).toEqual([
      { row: 2, field: '资产类别', reason: '资产类别须为经营性资产、非经营性资产、资源性资产之一' },
      { row: 3, field: '净值（元）', reason: '净值不能大于原值' },
      { row: 4, field: '购建日期', reason: '购建日期须为日期，如2026-03-15' },
      { row: 5, field: '单位', reason: '缺少单位' },
    ]);
    expect(await count('collective_assets', "asset_name LIKE 'T-坏-%'")).toBe(0);
  });

  it('updates by village and asset name on a re-import', async () => {
    const rows = [
      ...good().map((g) => ({ ...g, '净值（元）': '1800000' })),
      { ...base, 所属村: String(v2.id), 资产名称: 'T-集体农用地' },
    ];
    expect(await run('collective-assets', await xlsx(rows))).toMatchObject({ inserted: 1, updated: 3 });
    expect(await count('collective_assets', "asset_name LIKE 'T-%'")).toBe(4);
    expect((await stored()).map((r) => r.net)).toEqual([1800000, 1800000, 1950000, 1800000]);
  });
});

describe('water facilities', () => {
  const props = (name: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
    设施名称: name,
    设施类型: '泵站',
    规模: '55kW',
    建成年份: 2021,
    管护人: '张建华',
    ...extra,
  });
  const point = (at: [number, number]) => ({ type: 'Point', coordinates: at });
  const line = (at: [number, number]) => ({
    type: 'LineString',
    coordinates: [at, [at[0] + 0.0002, at[1] + 0.0001]],
  });
  const good = () => [
    { geometry: point(v1.at), props: props('T-1号泵站') },
    {
      geometry: line(v1.at),
      props: props('T-1号渠道', { 设施类型: '灌溉渠道', 规模: '2m³/s', 状态: '待维修' }),
    },
    { geometry: point(v2.at), props: props('T-1号泵站') },
  ];
  const stored = () =>
    q(
      `SELECT facility_name AS name, area_id::float8 AS area, GeometryType(geom) AS g, status, build_year AS year
         FROM water_facilities WHERE facility_name LIKE 'T-%' ORDER BY area_id, facility_name`,
    );

  it('writes points and lines in the village that holds them', async () => {
    expect(await run('water-facilities', featuresFile(good()))).toMatchObject({ inserted: 3, errorCount: 0 });
    expect(await stored()).toEqual([
      { name: 'T-1号泵站', area: v1.id, g: 'POINT', status: 1, year: 2021 },
      { name: 'T-1号渠道', area: v1.id, g: 'LINESTRING', status: 2, year: 2021 },
      { name: 'T-1号泵站', area: v2.id, g: 'POINT', status: 1, year: 2021 },
    ]);
  });

  it('reports every bad feature and writes nothing', async () => {
    const r = await run(
      'water-facilities',
      featuresFile([
        { geometry: point(pudongAt), props: props('T-坏-1') },
        { geometry: point(v1.at), props: props('T-坏-2', { 状态: '报废' }) },
        { geometry: point(v1.at), props: props('') },
        { geometry: point(v1.at), props: props('T-坏-4', { 建成年份: '去年' }) },
        { geometry: point(v1.at), props: props('T-坏-5') },
        { geometry: point(v1.at), props: props('T-坏-5') },
      ]),
    );
    expect(r.imported).toBe(false);
    expect(r.errors).toEqual([
      { row: 1, field: 'geometry', reason: '位置不在导入区域范围内' },
      { row: 2, field: '状态', reason: '状态须为正常、待维修、停用之一' },
      { row: 3, field: '设施名称', reason: '缺少设施名称' },
      { row: 4, field: '建成年份', reason: '建成年份须为整数' },
      { row: 6, field: '所属区域+设施名称', reason: '所属区域+设施名称与第5行重复' },
    ]);
    expect(await count('water_facilities', "facility_name LIKE 'T-坏-%'")).toBe(0);
  });

  it('updates by village and name on a re-import', async () => {
    const again = [
      ...good().map((f) => ({ ...f, props: { ...f.props, 状态: '停用' } })),
      { geometry: point(v2.at), props: props('T-2号泵站') },
    ];
    expect(await run('water-facilities', featuresFile(again))).toMatchObject({ inserted: 1, updated: 3 });
    expect((await stored()).map((r) => [r.name, r.status])).toEqual([
      ['T-1号泵站', 3],
      ['T-1号渠道', 3],
      ['T-1号泵站', 3],
      ['T-2号泵站', 1],
    ]);
  });
});

describe('high-standard farmland facilities', () => {
  const base = (): Rec => ({
    设施编号: 'T-GBZ-1',
    设施名称: '试验灌溉泵站1号',
    设施类型: '灌溉泵站',
    建设项目: '2021年高标准农田建设项目',
    建成年份: '2021',
    经度: String(v1.at[0]),
    纬度: String(v1.at[1]),
  });
  const good = () => [
    base(),
    { ...base(), 设施编号: 'T-GBZ-2', 状态: '损坏', 经度: String(v2.at[0]), 纬度: String(v2.at[1]) },
  ];
  const stored = () =>
    q(
      `SELECT facility_no AS no, area_id::float8 AS area, status, round(ST_X(location)::numeric, 6)::float8 AS x
         FROM highstandard_facilities WHERE facility_no LIKE 'T-GBZ-%' ORDER BY facility_no`,
    );
  const x6 = (n: number) => Math.round(n * 1e6) / 1e6;

  it('writes facilities at their point, in the village that holds it', async () => {
    expect(await run('highstandard-facilities', await xlsx(good()))).toMatchObject({
      inserted: 2,
      errorCount: 0,
    });
    expect(await stored()).toEqual([
      { no: 'T-GBZ-1', area: v1.id, status: 1, x: x6(v1.at[0]) },
      { no: 'T-GBZ-2', area: v2.id, status: 2, x: x6(v2.at[0]) },
    ]);
  });

  it('reports every bad row and writes nothing', async () => {
    const rows = [
      { ...base(), 设施编号: 'T-GBZX-1', 经度: '', 纬度: '' },
      { ...base(), 设施编号: 'T-GBZX-2', 经度: String(pudongAt[0]), 纬度: String(pudongAt[1]) },
      { ...base(), 设施编号: 'T-GBZX-3', 状态: '待维修' },
      { ...base(), 设施编号: 'T-GBZX-4', 建设项目: '' },
    ];
    const r = await run('highstandard-facilities', await xlsx(rows));
    expect(r.imported).toBe(false);
    expect(r.errors).toEqual([
      { row: 2, field: '经度', reason: '缺少经度' },
      { row: 2, field: '纬度', reason: '缺少纬度' },
      { row: 3, field: '经度', reason: '位置不在导入区域范围内' },
      { row: 4, field: '状态', reason: '状态须为正常、损坏、维修中之一' },
      { row: 5, field: '建设项目', reason: '缺少建设项目' },
    ]);
    expect(await count('highstandard_facilities', "facility_no LIKE 'T-GBZX-%'")).toBe(0);
  });

  it('updates by facility number on a re-import', async () => {
    const rows = [...good().map((g) => ({ ...g, 状态: '维修中' })), { ...base(), 设施编号: 'T-GBZ-3' }];
    expect(await run('highstandard-facilities', await xlsx(rows))).toMatchObject({ inserted: 1, updated: 2 });
    expect((await stored()).map((r) => [r.no, r.status])).toEqual([
      ['T-GBZ-1', 3],
      ['T-GBZ-2', 3],
      ['T-GBZ-3', 1],
    ]);
  });
});

describe('templates', () => {
  const kinds = [
    'green-certificates',
    'qualified-certificates',
    'prices',
    'insurance-policies',
    'loans',
    'collective-economy',
    'collective-assets',
    'water-facilities',
    'highstandard-facilities',
    'key-entities',
    'guarantee-supply',
  ].map((k) => importKindOf(k)!);

  it('give every column an example its cell reads as written', () => {
    const read = kinds.flatMap((k) =>
      k.columns
        .filter((c) => c.example !== '')
        .map((c) => [k.kind, c.header, 'value' in readCell(c, c.example)]),
    );
    expect(read.filter(([, , ok]) => !ok)).toEqual([]);
    expect(read.length).toBeGreaterThan(60);
  });

  it('are built for every kind', async () => {
    const files = await Promise.all(kinds.map((k) => importTemplate(k, v1.at)));
    expect(files.map((f) => f.fileName.replace(/导入模板.*$/, ''))).toEqual(kinds.map((k) => k.label));
  });
});
