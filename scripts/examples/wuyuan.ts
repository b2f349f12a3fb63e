/**
 * Writes the example bureau package of 江西省上饶市婺源县 (examples/wuyuan): the files a county bureau would
 * prepare in the import templates' format. The outlines are hand-drawn approximations around the real
 * town seats (no official boundary is shipped); names, codes and crops are the county's own.
 *   npx tsx scripts/examples/wuyuan.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { makeCreditCode } from '../../apps/server/src/import/credit-code';
import { inTriangle, type Pt, type Ring, rect, regular, rng, wedges } from './geo';
import { caseFiles } from './wuyuan-cases';

const OUT = fileURLToPath(new URL('../../examples/wuyuan/', import.meta.url));
const r = rng(361130);
type Row = Record<string, string | number>;

/** The county and four of its towns; the villages of 紫阳镇 split its outline into wedges. */
const COUNTY: Ring = [
  [117.45, 29.15],
  [117.62, 29.02],
  [117.95, 29.02],
  [118.15, 29.12],
  [118.22, 29.32],
  [118.1, 29.52],
  [117.8, 29.56],
  [117.52, 29.45],
  [117.42, 29.3],
  [117.45, 29.15],
];
const TOWNS = [
  { code: '361130100000', name: '紫阳镇', at: [117.86, 29.25] as Pt, radius: 0.045 },
  { code: '361130102000', name: '秋口镇', at: [117.79, 29.35] as Pt, radius: 0.04 },
  { code: '361130101000', name: '清华镇', at: [117.8, 29.45] as Pt, radius: 0.04 },
  { code: '361130103000', name: '江湾镇', at: [118.02, 29.28] as Pt, radius: 0.045 },
];
const ZIYANG = TOWNS[0]!;
const VILLAGES = [
  ['361130100201', '杨坑村委会'],
  ['361130100203', '西坑村委会'],
  ['361130100205', '梅林村委会'],
  ['361130100206', '一都村委会'],
  ['361130100207', '雍溪村委会'],
  ['361130100208', '马家村委会'],
].map(([code, name], i) => ({ code: code!, name: name!, ring: wedges(ZIYANG.at, townRing(ZIYANG))[i]! }));

function townRing(t: (typeof TOWNS)[number]): Ring {
  return regular(t.at, t.radius, 6, Math.PI / 6);
}

const SURNAMES = ['汪', '江', '胡', '程', '余', '俞', '詹', '王', '洪', '戴'];
const GIVEN = [
  '建国',
  '春华',
  '志强',
  '秀英',
  '国平',
  '丽华',
  '金水',
  '新民',
  '爱华',
  '根生',
  '水林',
  '桂香',
];
const person = () => r.pick(SURNAMES) + r.pick(GIVEN);
const phone = () => `139${String(r.int(0, 99_999_999)).padStart(8, '0')}`;
const orgBody = (i: number) => `MA${String(35 + (i % 10))}${String(1000 + i * 37).slice(-4)}`;

/** Business entities: cooperatives, companies, family farms and big growers of tea, rice, rapeseed and 皇菊. */
const ENTITIES = [
  ['婺源县紫阳茶叶专业合作社', '农民专业合作社', '种植', '茶叶'],
  ['婺源县秋口镇皇菊种植专业合作社', '农民专业合作社', '种植', ''],
  ['婺源县江湾镇油菜种植专业合作社', '农民专业合作社', '种植', '油菜'],
  ['婺源县清华镇稻米专业合作社', '农民专业合作社', '粮食', '水稻'],
  ['江西婺绿茶业有限公司', '农业企业', '种植', '茶叶'],
  ['婺源县星江生态农业有限公司', '农业企业', '粮食', '水稻'],
  ['婺源县荷包红鲤养殖专业合作社', '农民专业合作社', '水产', '淡水鱼'],
  ['婺源县大鄣山茶叶有限公司', '农业企业', '种植', '茶叶'],
  ['婺源县紫阳镇汪氏家庭农场', '家庭农场', '粮食', '水稻'],
  ['婺源县秋口镇江氏家庭农场', '家庭农场', '种植', '茶叶'],
  ['婺源县江湾镇胡氏家庭农场', '家庭农场', '种植', '油菜'],
  ['婺源县清华镇程氏家庭农场', '家庭农场', '畜牧', '生猪'],
  ['婺源县紫阳镇俞氏生猪养殖场', '家庭农场', '畜牧', '生猪'],
  ['婺源县农机作业服务中心', '农业社会化服务组织', '其他', '农机服务'],
  ['婺源县中药材种植专业合作社', '农民专业合作社', '种植', '中药材'],
  ['婺源县食用菌专业合作社', '农民专业合作社', '蔬菜', '食用菌'],
  ['詹春华', '种养大户', '粮食', '水稻'],
  ['洪金水', '种养大户', '种植', '茶叶'],
].map(([name, category, type, biz], i) => {
  const prefix = { 农业企业: '91', 农民专业合作社: '93', 家庭农场: '92', 农业社会化服务组织: '91' }[
    category!
  ];
  const town = TOWNS[i % TOWNS.length]!;
  const at = jitter(town.at, town.radius * 0.5);
  return {
    name: name!,
    category: category!,
    type: type!,
    biz: biz!,
    code: prefix ? makeCreditCode(prefix, '361130', orgBody(i)) : '',
    town,
    at,
    contact: category === '种养大户' ? name! : person(),
    farm: category === '种养大户' ? `${name}种植基地` : `${name!.replace(/^婺源县|^江西/, '')}基地`,
  };
});

function jitter([x, y]: Pt, d: number): Pt {
  return [Number((x + (r.next() - 0.5) * d).toFixed(6)), Number((y + (r.next() - 0.5) * d).toFixed(6))];
}

/** Parcels: farmland plots of the 紫阳镇 villages as the land survey maps them (paddy, tea gardens, dry land, orchards). */
const LAND = [
  ['0101', '水田'],
  ['0101', '水田'],
  ['0202', '茶园'],
  ['0202', '茶园'],
  ['0103', '旱地'],
  ['0201', '果园'],
] as const;
const PARCELS = VILLAGES.flatMap((v, vi) =>
  Array.from({ length: 20 }, (_, i) => {
    const [dlbm, use] = LAND[(i + vi) % LAND.length]!;
    // Inside the wedge, away from its edges; rows of plots on a grid.
    const u = 0.25 + 0.5 * ((i % 5) / 5);
    const w = 0.1 + 0.35 * (Math.floor(i / 5) / 4);
    const sw = inTriangle(v.ring, u * (1 - w), w);
    return {
      code: `${v.code}${String(i + 1).padStart(4, '0')}`,
      dlbm,
      name: `${v.name.replace('村委会', '村')}${i + 1}号${use}`,
      ring: rect(sw, r.int(40, 90), r.int(30, 60)),
      contractor: person(),
      grade: r.int(3, 7),
      village: v,
    };
  }),
);

async function xlsx(file: string, sheet: string, rows: Row[]) {
  const headers = [...new Set(rows.flatMap((x) => Object.keys(x)))];
  // Sheet names may not hold / \ ? * [ ] :
  const wb = new ExcelJS.Workbook();
  wb.created = new Date('2026-11-01T00:00:00Z');
  wb.modified = wb.created;
  const ws = wb.addWorksheet(sheet);
  ws.columns = headers.map((h) => ({
    header: h,
    key: h,
    width: Math.max(12, h.length * 2 + 4),
    style: { numFmt: '@' },
  }));
  for (const row of rows) ws.addRow(headers.map((h) => (row[h] === undefined ? '' : String(row[h]))));
  ws.getRow(1).font = { bold: true };
  writeFileSync(OUT + file, new Uint8Array(await wb.xlsx.writeBuffer()));
}

function geojson(file: string, features: { props: Row; geometry: { type: string; coordinates: unknown } }[]) {
  const doc = {
    type: 'FeatureCollection',
    features: features.map((f) => ({ type: 'Feature', properties: f.props, geometry: f.geometry })),
  };
  writeFileSync(OUT + file, `${JSON.stringify(doc)}\n`);
}

const polygon = (ring: Ring) => ({ type: 'Polygon', coordinates: [ring] });
const farmOf = (i: number) => ENTITIES[i % ENTITIES.length]!;

mkdirSync(OUT, { recursive: true });
geojson('01-area-outlines.geojson', [
  { props: { 区划代码: '361130000000', 名称: '婺源县' }, geometry: polygon(COUNTY) },
  ...TOWNS.map((t) => ({ props: { 区划代码: t.code, 名称: t.name }, geometry: polygon(townRing(t)) })),
  ...VILLAGES.map((v) => ({ props: { 区划代码: v.code, 名称: v.name }, geometry: polygon(v.ring) })),
]);
await xlsx(
  '02-entities.xlsx',
  '经营主体',
  ENTITIES.map((e, i) => ({
    主体名称: e.name,
    主体类型: e.category,
    统一社会信用代码: e.code,
    经营类型: e.type,
    经营品类: e.biz,
    法定代表人: e.contact,
    联系人: e.contact,
    联系电话: phone(),
    地址: `${e.town.name}${['城东村', '汪口村', '李坑村', '晓起村', '思溪村'][i % 5]}`,
    信用等级: ['A', 'A', 'B', '未评级'][i % 4]!,
    成立日期: `${2008 + (i % 15)}-0${1 + (i % 9)}-1${i % 9}`,
    农场名称: e.farm,
    经度: e.at[0],
    纬度: e.at[1],
  })),
);
await xlsx(
  '03-farms.xlsx',
  '农场基地',
  ENTITIES.slice(0, 6).map((e, i) => {
    const at = jitter(e.town.at, e.town.radius * 0.6);
    return {
      农场名称: `${e.name.replace(/^婺源县|^江西/, '')}${['高山', '河谷', '山坞'][i % 3]}示范基地`,
      经营主体: e.code,
      经营类型: e.type,
      '面积（亩）': r.int(80, 600),
      经营状态: '正常经营',
      示范等级: ['市级', '县级', '无'][i % 3]!,
      纳入追溯: '是',
      纳入监管: '是',
      联系人: e.contact,
      联系电话: phone(),
      经度: at[0],
      纬度: at[1],
    };
  }),
);
geojson(
  '04-parcels.geojson',
  PARCELS.map((p) => ({
    props: {
      地块编码: p.code,
      地类编码: p.dlbm,
      地块类型: 1,
      土地来源: '2',
      地块名称: p.name,
      承包方: p.contractor,
      地力等级: p.grade,
    },
    geometry: polygon(p.ring),
  })),
);
const GATES = ['气象站', '土壤墒情', '水质监测'];
await xlsx(
  '05-iot-devices.xlsx',
  '物联网设备',
  Array.from({ length: 12 }, (_, i) => {
    const e = farmOf(i);
    return {
      设备序列号: `WY-IOT-${String(i + 1).padStart(4, '0')}`,
      设备名称: `${e.farm.slice(0, 8)}${GATES[i % 3]}`,
      设备类别: GATES[i % 3]!,
      厂商: ['托普云农', '大疆农业', '慧云信息'][i % 3]!,
      型号: ['TP-QX8', 'SM-200', 'WQ-5'][i % 3]!,
      安装日期: `2025-0${1 + (i % 9)}-15`,
      在线状态: i % 7 === 6 ? '离线' : '在线',
      所属农场: e.code || e.farm,
      经度: e.at[0],
      纬度: e.at[1],
    };
  }),
);
await xlsx(
  '06-cameras.xlsx',
  '摄像头',
  Array.from({ length: 5 }, (_, i) => {
    const e = farmOf(i);
    return {
      摄像头序列号: `WY-CAM-${String(i + 1).padStart(4, '0')}`,
      通道号: 1,
      摄像头名称: `${e.farm.slice(0, 8)}监控${i + 1}`,
      直播地址: `rtsp://10.36.113.${20 + i}:554/Streaming/Channels/101`,
      云台: i % 2 === 0 ? '是' : '否',
      品牌: '海康威视',
      所属农场: e.code || e.farm,
      经度: e.at[0],
      纬度: e.at[1],
    };
  }),
);
await xlsx(
  '07-pest-devices.xlsx',
  '虫情测报设备',
  Array.from({ length: 3 }, (_, i) => {
    const e = farmOf(i * 3);
    return {
      设备序列号: `WY-PEST-${i + 1}`,
      设备名称: `${e.town.name}${i === 2 ? '性诱测报仪' : '虫情测报灯'}`,
      设备类型: i === 2 ? '性诱测报仪' : '虫情测报灯',
      所属农场: e.code || e.farm,
      安装日期: '2025-03-20',
      经度: e.at[0],
      纬度: e.at[1],
    };
  }),
);
const MACHINES = Array.from({ length: 6 }, (_, i) => ({
  no: `WY-NJ-${String(i + 1).padStart(3, '0')}`,
  type: ['拖拉机', '插秧机', '联合收割机', '植保无人机', '采茶机', '旋耕机'][i]!,
  farm: ENTITIES[13]!,
}));
await xlsx(
  '08-machines.xlsx',
  '农机',
  MACHINES.map((m, i) => ({
    农机编号: m.no,
    机具类型: m.type,
    品牌: ['东方红', '久保田', '沃得', '大疆', '川崎', '雷沃'][i]!,
    型号: ['LX904', 'SPV-6CMD', '4LZ-6.0', 'T40', 'V8', 'M904'][i]!,
    购置年份: 2019 + (i % 6),
    '补贴金额（元）': [28000, 45000, 68000, 12000, 3000, 9000][i]!,
    状态: ['空闲', '作业中', '空闲', '维修', '空闲', '空闲'][i]!,
    所属农场: m.farm.code,
  })),
);
await xlsx(
  '09-machine-work-orders.xlsx',
  '农机作业',
  Array.from({ length: 12 }, (_, i) => {
    const day = `2026-${String(4 + (i % 6)).padStart(2, '0')}-${String(3 + i).padStart(2, '0')}`;
    return {
      农机编号: MACHINES[i % MACHINES.length]!.no,
      作业类型: ['翻耕', '插秧', '收获', '植保', '采茶', '旋耕'][i % 6]!,
      开始时间: `${day} 07:30`,
      结束时间: `${day} ${String(11 + (i % 6)).padStart(2, '0')}:00`,
      '作业面积（亩）': r.int(20, 120),
      状态: '已完成',
    };
  }),
);
await xlsx(
  '10-ear-tags.xlsx',
  '耳标',
  Array.from({ length: 30 }, (_, i) => ({
    耳标号: `1361130${String(26_000_001 + i).padStart(8, '0')}`,
    畜种: '猪',
    品种: ['杜洛克', '长白', '大约克'][i % 3]!,
    所属农场: ENTITIES[i % 2 === 0 ? 11 : 12]!.code,
    状态: i % 10 === 9 ? '已出栏' : '在栏',
    出生日期: `2026-0${1 + (i % 6)}-0${1 + (i % 9)}`,
    申领日期: `2026-0${1 + (i % 6)}-2${i % 9}`,
  })),
);
await caseFiles({ xlsx, geojson, entities: ENTITIES, parcels: PARCELS, villages: VILLAGES, rng: r });
console.log(`婺源县示例数据已写入 ${OUT}`);

export type Entity = (typeof ENTITIES)[number];
export type Parcel = (typeof PARCELS)[number];
export type Village = (typeof VILLAGES)[number];
export type Writers = { xlsx: typeof xlsx; geojson: typeof geojson };
