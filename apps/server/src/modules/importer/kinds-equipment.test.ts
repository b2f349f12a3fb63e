import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { runImport } from '../../import/run';
import { CHONGMING, PUDONG } from '../produce/test-support';
import { recordsXlsx, villagePoint } from './fixtures';

type Cells = Record<string, string>;
interface Farm {
  id: number;
  code: string;
  area: number;
}

let t: TestApp;
let farmA: Farm;
let farmB: Farm;
let village: { villageId: number; at: [number, number] };
let pudongAt: [number, number];

const imported = async (kind: string, rows: Cells[]) =>
  runImport(t.db, { kind, files: [await recordsXlsx(rows)], areaId: CHONGMING, userId: null });
const count = async (sql: string) => (await t.db.query<{ n: number }>(sql))[0]!.n;
const at = (p: [number, number]) => ({ 经度: String(p[0]), 纬度: String(p[1]) });

beforeAll(async () => {
  t = await createTestApp();
  // Farms whose entity has no other farm, so the credit code names exactly them.
  const farms = await t.db.query<Farm>(
    `SELECT f.id, c.credit_code AS code, f.area_id AS area FROM farms f JOIN companies c ON c.id = f.company_id
      WHERE f.area_id BETWEEN $1 AND $1 + 999999 AND c.credit_code IS NOT NULL
        AND (SELECT count(*) FROM farms g WHERE g.company_id = f.company_id) = 1
      ORDER BY f.id LIMIT 2`,
    [CHONGMING],
  );
  [farmA, farmB] = farms as [Farm, Farm];
  village = await villagePoint(t, CHONGMING, 2);
  pudongAt = (await villagePoint(t, PUDONG, 0)).at;
});
afterAll(() => t.close());

describe('camera import', () => {
  const camera = (i: number, extra: Cells = {}): Cells => ({
    摄像头序列号: `T-CAM-${i}`,
    摄像头名称: `试验摄像头${i}`,
    直播地址: `rtsp://10.0.0.${i}:554/Streaming/Channels/101`,
    ...extra,
  });
  const good = (name = '试验摄像头'): Cells[] => [
    camera(1, {
      摄像头名称: `${name}1`,
      所属农场: farmA.code,
      云台: '是',
      品牌: '海康威视',
      HLS地址: 'https://v.example.cn/1.m3u8',
      通道号: '3',
    }),
    camera(2, {
      摄像头名称: `${name}2`,
      ...at(village.at),
      在线状态: '离线',
      直播地址: 'webrtc://v.example.cn/2',
    }),
    camera(3, { 摄像头名称: `${name}3` }),
  ];
  const stored = () =>
    t.db.query(
      `SELECT serial_no, channel_no, camera_name, farm_id, area_id, live_url, hls_url, ptz_capable, status, brand,
              location IS NOT NULL AS located
         FROM cameras WHERE serial_no LIKE 'T-CAM-%' ORDER BY serial_no`,
    );

  it('writes good rows: farm by credit code, village from the point, the import area otherwise', async () => {
    const r = await imported('cameras', good());
    expect(r).toMatchObject({ imported: true, inserted: 3, updated: 0, errorCount: 0 });
    const base = { hls_url: null, ptz_capable: false, brand: null, farm_id: null, channel_no: 1 };
    expect(await stored()).toEqual([
      {
        ...base,
        serial_no: 'T-CAM-1',
        channel_no: 3,
        camera_name: '试验摄像头1',
        farm_id: farmA.id,
        area_id: farmA.area,
        live_url: 'rtsp://10.0.0.1:554/Streaming/Channels/101',
        hls_url: 'https://v.example.cn/1.m3u8',
        ptz_capable: true,
        status: 1,
        brand: '海康威视',
        located: false,
      },
      {
        ...base,
        serial_no: 'T-CAM-2',
        camera_name: '试验摄像头2',
        area_id: village.villageId,
        live_url: 'webrtc://v.example.cn/2',
        status: 0,
        located: true,
      },
      {
        ...base,
        serial_no: 'T-CAM-3',
        camera_name: '试验摄像头3',
        area_id: CHONGMING,
        live_url: 'rtsp://10.0.0.3:554/Streaming/Channels/101',
        status: 1,
        located: false,
      },
    ]);
  });

  it('reports every bad row by row and column and writes nothing', async () => {
    const r = await imported('cameras', [
      camera(11, { 直播地址: 'ftp://10.0.0.11/live' }),
      camera(12, { 直播地址: '' }),
      camera(13, { 通道号: '0' }),
      camera(14, { 云台: '可能' }),
      camera(15, at(pudongAt)),
      camera(16),
      camera(16),
      camera(17, { 所属农场: '不存在的农场' }),
      camera(18, { HLS地址: 'rtsp://10.0.0.18/live' }),
    ]);
    expect(r.imported).toBe(false);
    expect(r.errors).toEqual([
      { row: 2, field: '直播地址', reason: '直播地址须为http(s)、rtsp、rtmp或webrtc开头的地址' },
      { row: 3, field: '直播地址', reason: '缺少直播地址' },
      { row: 4, field: '通道号', reason: '通道号不能小于1' },
      { row: 5, field: '云台', reason: '云台须为是或否' },
      { row: 6, field: '经度', reason: '位置不在导入区域范围内' },
      { row: 8, field: '摄像头序列号', reason: '摄像头序列号与第7行重复' },
      { row: 9, field: '所属农场', reason: '农场“不存在的农场”在导入区域内不存在' },
      { row: 10, field: 'HLS地址', reason: 'HLS地址须为http(s)开头的地址' },
    ]);
    expect(await count("SELECT count(*)::int AS n FROM cameras WHERE serial_no LIKE 'T-CAM-1_'")).toBe(0);
  });

  it('updates by serial number on a re-import and keeps where the pan/tilt left the picture', async () => {
    await t.db.query(
      "UPDATE cameras SET pan_deg = 45, tilt_deg = 10, direction = 2 WHERE serial_no = 'T-CAM-1'",
    );
    const before = await count('SELECT count(*)::int AS n FROM cameras');
    const r = await imported('cameras', [...good('更名摄像头'), camera(4)]);
    expect(r).toMatchObject({ imported: true, inserted: 1, updated: 3 });
    expect(await count('SELECT count(*)::int AS n FROM cameras')).toBe(before + 1);
    const [one] = await t.db.query(
      "SELECT camera_name, pan_deg, tilt_deg, direction FROM cameras WHERE serial_no = 'T-CAM-1'",
    );
    expect(one).toEqual({ camera_name: '更名摄像头1', pan_deg: 45, tilt_deg: 10, direction: 2 });
  });
});

describe('pest device import', () => {
  const good = (status = '在线'): Cells[] => [
    {
      设备序列号: 'T-CQ-1',
      设备名称: '试验测报灯1',
      设备类型: '虫情测报灯',
      所属农场: farmA.code,
      安装日期: '2025-04-18',
      在线状态: status,
    },
    { 设备序列号: 'T-XY-2', 设备名称: '试验性诱仪2', 设备类型: '2', ...at(village.at), 在线状态: status },
  ];
  const stored = () =>
    t.db.query(
      `SELECT device_sn, device_name, device_type, farm_id, area_id, status,
              to_char(install_date, 'YYYY-MM-DD') AS install_date, location IS NOT NULL AS located
         FROM pest_devices WHERE device_sn LIKE 'T-%' ORDER BY device_sn`,
    );

  it('writes good rows with their type, farm and place', async () => {
    const r = await imported('pest-devices', good());
    expect(r).toMatchObject({ imported: true, inserted: 2, updated: 0, errorCount: 0 });
    expect(await stored()).toEqual([
      {
        device_sn: 'T-CQ-1',
        device_name: '试验测报灯1',
        device_type: 1,
        farm_id: farmA.id,
        area_id: farmA.area,
        status: 1,
        install_date: '2025-04-18',
        located: false,
      },
      {
        device_sn: 'T-XY-2',
        device_name: '试验性诱仪2',
        device_type: 2,
        farm_id: null,
        area_id: village.villageId,
        status: 1,
        install_date: null,
        located: true,
      },
    ]);
  });

  it('reports every bad row by row and column and writes nothing', async () => {
    const device = (sn: string, extra: Cells = {}): Cells => ({
      设备序列号: sn,
      设备名称: `设备${sn}`,
      设备类型: '虫情测报灯',
      ...extra,
    });
    const r = await imported('pest-devices', [
      device('T-BAD-1', { 设备类型: '杀虫灯' }),
      device('T-BAD-2', { 设备类型: '' }),
      device('T BAD 3'),
      device('T-BAD-4', { 安装日期: '2025-13-01' }),
      device('T-BAD-5'),
      device('T-BAD-5'),
      device('T-BAD-7', { 纬度: String(village.at[1]) }),
    ]);
    expect(r.imported).toBe(false);
    expect(r.errors).toEqual([
      { row: 2, field: '设备类型', reason: '设备类型须为虫情测报灯、性诱测报仪之一' },
      { row: 3, field: '设备类型', reason: '缺少设备类型' },
      { row: 4, field: '设备序列号', reason: '序列号须为字母、数字、点、冒号或连字符' },
      { row: 5, field: '安装日期', reason: '安装日期须为日期，如2026-03-15' },
      { row: 7, field: '设备序列号', reason: '设备序列号与第6行重复' },
      { row: 8, field: '经度', reason: '经度和纬度须同时填写' },
    ]);
    expect(await count("SELECT count(*)::int AS n FROM pest_devices WHERE device_sn LIKE 'T%BAD%'")).toBe(0);
  });

  it('updates by serial number on a re-import', async () => {
    const before = await count('SELECT count(*)::int AS n FROM pest_devices');
    const r = await imported('pest-devices', [
      ...good('离线'),
      { 设备序列号: 'T-CQ-3', 设备名称: '试验测报灯3', 设备类型: '虫情测报灯' },
    ]);
    expect(r).toMatchObject({ imported: true, inserted: 1, updated: 2 });
    expect(await count('SELECT count(*)::int AS n FROM pest_devices')).toBe(before + 1);
    const status = await t.db.query(
      "SELECT device_sn, status FROM pest_devices WHERE device_sn LIKE 'T-%' ORDER BY device_sn",
    );
    expect(status).toEqual([
      { device_sn: 'T-CQ-1', status: 0 },
      { device_sn: 'T-CQ-3', status: 1 },
      { device_sn: 'T-XY-2', status: 0 },
    ]);
  });
});

describe('machine import', () => {
  const machine = (no: string, extra: Cells = {}): Cells => ({
    农机编号: no,
    机具类型: '拖拉机',
    品牌: '东方红',
    型号: 'LX1004',
    购置年份: '2022',
    ...extra,
  });
  const good = (status = '作业中'): Cells[] => [
    machine('T沪-001', { 补贴金额: '36000', 终端序列号: 'BD-T-001', 状态: status, 所属农场: farmA.code }),
    machine('T沪-002', {
      机具类型: '插秧机',
      品牌: '久保田',
      型号: 'NSPU-68C',
      所属区域: String(village.villageId),
    }),
  ];

  it('writes good rows: the farm and its area, or the named village; 空闲 unless said', async () => {
    const r = await imported('machines', good());
    expect(r).toMatchObject({ imported: true, inserted: 2, updated: 0, errorCount: 0 });
    const rows = await t.db.query(
      `SELECT machine_no, machine_type, brand, model, purchase_year, subsidy_amount::float8 AS subsidy,
              terminal_sn, status, farm_id, area_id FROM machines WHERE machine_no LIKE 'T沪-%' ORDER BY machine_no`,
    );
    expect(rows).toEqual([
      {
        machine_no: 'T沪-001',
        machine_type: '拖拉机',
        brand: '东方红',
        model: 'LX1004',
        purchase_year: 2022,
        subsidy: 36000,
        terminal_sn: 'BD-T-001',
        status: 1,
        farm_id: farmA.id,
        area_id: farmA.area,
      },
      {
        machine_no: 'T沪-002',
        machine_type: '插秧机',
        brand: '久保田',
        model: 'NSPU-68C',
        purchase_year: 2022,
        subsidy: null,
        terminal_sn: null,
        status: 2,
        farm_id: null,
        area_id: village.villageId,
      },
    ]);
  });

  it('reports every bad row by row and column and writes nothing', async () => {
    const year = new Date().getFullYear();
    const r = await imported('machines', [
      machine('T坏-1', { 购置年份: String(year + 1) }),
      machine('T坏-2', { 状态: '报废' }),
      machine('T坏-3', { 品牌: '' }),
      machine('T坏-4', { 补贴金额: '-5' }),
      machine('T坏-5', { 所属区域: String(PUDONG) }),
      machine('T坏-6'),
      machine('T坏-6'),
    ]);
    expect(r.imported).toBe(false);
    expect(r.errors).toEqual([
      { row: 2, field: '购置年份', reason: `购置年份不能大于${year}` },
      { row: 3, field: '状态', reason: '状态须为作业中、空闲、离线、维修之一' },
      { row: 4, field: '品牌', reason: '缺少品牌' },
      { row: 5, field: '补贴金额（元）', reason: '补贴金额（元）不能小于0' },
      { row: 6, field: '所属区域', reason: `区域“${PUDONG}”在导入区域内不存在` },
      { row: 8, field: '农机编号', reason: '农机编号与第7行重复' },
    ]);
    expect(await count("SELECT count(*)::int AS n FROM machines WHERE machine_no LIKE 'T坏-%'")).toBe(0);
  });

  it('updates by machine number on a re-import', async () => {
    const before = await count('SELECT count(*)::int AS n FROM machines');
    const r = await imported('machines', good('维修'));
    expect(r).toMatchObject({ imported: true, inserted: 0, updated: 2 });
    expect(await count('SELECT count(*)::int AS n FROM machines')).toBe(before);
    const [one] = await t.db.query("SELECT status FROM machines WHERE machine_no = 'T沪-001'");
    expect(one).toEqual({ status: 4 });
  });
});

describe('machine work order import', () => {
  const order = (no: string, start: string, end: string, extra: Cells = {}): Cells => ({
    农机编号: no,
    作业类型: '旋耕',
    开始时间: start,
    结束时间: end,
    作业面积: '85.5',
    ...extra,
  });
  const good = (mu = '85.5'): Cells[] => [
    order('T沪-001', '2026-03-15 08:30', '2026-03-15 16:00', { 作业面积: mu }),
    order('T沪-002', '2026-05-20 07:00', '2026-05-20 11:30', {
      作业类型: '插秧',
      作业面积: '40',
      状态: '作业中',
    }),
    order('T沪-002', '2026-05-21 07:00', '2026-05-21 09:00', { 作业类型: '植保', 所属农场: farmB.code }),
  ];
  const stored = () =>
    t.db.query(
      `SELECT m.machine_no, o.work_type, to_char(o.start_time, 'YYYY-MM-DD HH24:MI') AS start,
              o.work_area_mu::float8 AS mu, o.hours::float8 AS hours, o.status, o.farm_id, o.area_id
         FROM machine_work_orders o JOIN machines m ON m.id = o.machine_id
        WHERE m.machine_no LIKE 'T沪-%' ORDER BY o.start_time`,
    );

  it('writes good rows: the machine by its number, its farm and area unless the row names them', async () => {
    const r = await imported('machine-work-orders', good());
    expect(r).toMatchObject({ imported: true, inserted: 3, updated: 0, errorCount: 0 });
    expect(await stored()).toEqual([
      {
        machine_no: 'T沪-001',
        work_type: '旋耕',
        start: '2026-03-15 08:30',
        mu: 85.5,
        hours: 7.5,
        status: 3,
        farm_id: farmA.id,
        area_id: farmA.area,
      },
      {
        machine_no: 'T沪-002',
        work_type: '插秧',
        start: '2026-05-20 07:00',
        mu: 40,
        hours: 4.5,
        status: 2,
        farm_id: null,
        area_id: village.villageId,
      },
      {
        machine_no: 'T沪-002',
        work_type: '植保',
        start: '2026-05-21 07:00',
        mu: 85.5,
        hours: 2,
        status: 3,
        farm_id: farmB.id,
        area_id: village.villageId,
      },
    ]);
  });

  it('reports every bad row by row and column and writes nothing', async () => {
    const [pudongMachine] = await t.db.query<{ no: string }>(
      'SELECT machine_no AS no FROM machines WHERE area_id BETWEEN $1 AND $1 + 999999 ORDER BY id LIMIT 1',
      [PUDONG],
    );
    expect(pudongMachine).toBeDefined();
    const before = await count('SELECT count(*)::int AS n FROM machine_work_orders');
    const r = await imported('machine-work-orders', [
      order('T沪-001', '2026-06-01 10:00', '2026-06-01 09:00'),
      order('T沪-999', '2026-06-02 08:00', '2026-06-02 10:00'),
      order(pudongMachine!.no, '2026-06-03 08:00', '2026-06-03 10:00'),
      order('T沪-001', '2026/6/4 8点', '2026-06-04 10:00'),
      order('T沪-001', '2026-06-05 08:00', '2026-06-05 10:00', { 作业面积: 'abc' }),
      order('T沪-001', '2026-06-06 08:00', '2026-06-06 10:00'),
      order('T沪-001', '2026-06-06 08:00', '2026-06-06 11:00'),
      order('T沪-001', '2026-06-07 08:00', '2026-06-07 10:00', { 状态: '已验收' }),
    ]);
    expect(r.imported).toBe(false);
    expect(r.errors).toEqual([
      { row: 2, field: '结束时间', reason: '结束时间须晚于开始时间' },
      { row: 3, field: '农机编号', reason: '农机“T沪-999”在导入区域内不存在' },
      { row: 4, field: '农机编号', reason: `农机“${pudongMachine!.no}”在导入区域内不存在` },
      { row: 5, field: '开始时间', reason: '开始时间须为时间，如2026-03-15 08:30' },
      { row: 6, field: '作业面积（亩）', reason: '作业面积（亩）须为数字' },
      { row: 8, field: '农机编号+开始时间', reason: '农机编号+开始时间与第7行重复' },
      { row: 9, field: '状态', reason: '状态须为已派单、作业中、已完成之一' },
    ]);
    expect(await count('SELECT count(*)::int AS n FROM machine_work_orders')).toBe(before);
  });

  it('updates by machine and start time on a re-import', async () => {
    const before = await count('SELECT count(*)::int AS n FROM machine_work_orders');
    const r = await imported('machine-work-orders', [
      ...good('90').slice(0, 2),
      order('T沪-001', '2026-03-16 08:30', '2026-03-16 12:00'),
    ]);
    expect(r).toMatchObject({ imported: true, inserted: 1, updated: 2 });
    expect(await count('SELECT count(*)::int AS n FROM machine_work_orders')).toBe(before + 1);
    expect((await stored()).map((o) => o.mu)).toEqual([90, 85.5, 40, 85.5]);
  });
});

describe('ear tag import', () => {
  const good = (status = '在栏'): Cells[] => [
    {
      耳标号: '131015199000001',
      畜种: '猪',
      品种: '杜长大',
      所属农场: farmA.code,
      出生日期: '2025-11-02',
      申领日期: '2025-12-20',
      状态: status,
    },
    { 耳标号: '331015199000002', 状态: '已出栏', 申领日期: '2025-06-01' },
    { 耳标号: '231015199000003', 畜种: '2', 所属区域: String(village.villageId), 申领日期: '2025/7/1' },
  ];
  const stored = () =>
    t.db.query(
      `SELECT ear_tag_no, species, breed, farm_id, area_id, ear_tag_status AS status,
              to_char(birth_date, 'YYYY-MM-DD') AS birth, to_char(apply_date, 'YYYY-MM-DD') AS apply
         FROM ear_tags WHERE ear_tag_no LIKE '_31015199%' ORDER BY ear_tag_no`,
    );

  it('writes good rows: the species by name or from the tag number, the farm and its area', async () => {
    const r = await imported('ear-tags', good());
    expect(r).toMatchObject({ imported: true, inserted: 3, updated: 0, errorCount: 0 });
    expect(await stored()).toEqual([
      {
        ear_tag_no: '131015199000001',
        species: 1,
        breed: '杜长大',
        farm_id: farmA.id,
        area_id: farmA.area,
        status: 1,
        birth: '2025-11-02',
        apply: '2025-12-20',
      },
      {
        ear_tag_no: '231015199000003',
        species: 2,
        breed: null,
        farm_id: null,
        area_id: village.villageId,
        status: 1,
        birth: null,
        apply: '2025-07-01',
      },
      {
        ear_tag_no: '331015199000002',
        species: 3,
        breed: null,
        farm_id: null,
        area_id: CHONGMING,
        status: 2,
        birth: null,
        apply: '2025-06-01',
      },
    ]);
  });

  it('reports every bad row by row and column and writes nothing', async () => {
    const tag = (no: string, extra: Cells = {}): Cells => ({ 耳标号: no, 申领日期: '2025-12-20', ...extra });
    const r = await imported('ear-tags', [
      tag('031015199000004'),
      tag('13101519900005'),
      tag('131015199000006', { 畜种: '牛' }),
      tag('131015199000007', { 出生日期: '2026-01-01' }),
      tag('131015199000008', { 申领日期: '' }),
      tag('131015199000009', { 状态: '丢失' }),
      tag('131015199000010', { 畜种: '马' }),
      tag('131015199000011'),
      tag('131015199000011'),
    ]);
    expect(r.imported).toBe(false);
    expect(r.errors).toEqual([
      { row: 2, field: '耳标号', reason: '耳标号须为15位数字，首位不为0' },
      { row: 3, field: '耳标号', reason: '耳标号须为15位数字，首位不为0' },
      { row: 4, field: '畜种', reason: '畜种与耳标号首位的畜种代码1不一致' },
      { row: 5, field: '出生日期', reason: '出生日期不能晚于申领日期' },
      { row: 6, field: '申领日期', reason: '缺少申领日期' },
      { row: 7, field: '状态', reason: '状态须为在栏、已出栏、死亡、注销之一' },
      { row: 8, field: '畜种', reason: '畜种须为猪、牛、羊、家禽、兔、其他之一' },
      { row: 10, field: '耳标号', reason: '耳标号与第9行重复' },
    ]);
    expect(await count("SELECT count(*)::int AS n FROM ear_tags WHERE ear_tag_no LIKE '_31015199%'")).toBe(3);
  });

  it('updates by tag number on a re-import', async () => {
    const before = await count('SELECT count(*)::int AS n FROM ear_tags');
    const r = await imported('ear-tags', [
      ...good('死亡'),
      { 耳标号: '131015199000012', 畜种: '猪', 申领日期: '2025-12-21' },
    ]);
    expect(r).toMatchObject({ imported: true, inserted: 1, updated: 3 });
    expect(await count('SELECT count(*)::int AS n FROM ear_tags')).toBe(before + 1);
    expect((await stored()).map((e) => [e.ear_tag_no, e.status])).toEqual([
      ['131015199000001', 3],
      ['131015199000012', 1],
      ['231015199000003', 1],
      ['331015199000002', 2],
    ]);
  });
});
