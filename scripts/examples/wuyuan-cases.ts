import { importKindOf } from '../../apps/server/src/import/kinds/registry';
import { inTriangle, type Ring, rect, type rng } from './geo';
import type { Entity, Parcel, Village, Writers } from './wuyuan';

type Row = Record<string, string | number>;
interface Input extends Writers {
  entities: Entity[];
  parcels: Parcel[];
  villages: Village[];
  rng: ReturnType<typeof rng>;
}

/** A row of a kind: its template's example row with the given cells instead (so every header is the template's). */
function row(kind: string, cells: Row): Row {
  const k = importKindOf(kind);
  if (!k) throw new Error(`no import kind ${kind}`);
  const base = Object.fromEntries(k.columns.map((c) => [c.header, c.example]));
  for (const h of Object.keys(cells)) if (!(h in base)) throw new Error(`${kind} has no column ${h}`);
  return { ...base, ...cells };
}

const polygon = (ring: Ring) => ({ type: 'Polygon', coordinates: [ring] });
const BATCH = '2026年第三季度耕地保护遥感监测';

/** The files that build on the entities and parcels: plantings, certificates, cases, prices, finance, facilities. */
export async function caseFiles({ xlsx, geojson, entities, parcels, villages, rng: r }: Input) {
  const crops: Record<string, string> = { '0101': '水稻', '0202': '茶叶', '0103': '油菜', '0201': '柚子' };
  await xlsx(
    '11-plantings.xlsx',
    '种植',
    parcels.map((p, i) => {
      const crop = crops[p.dlbm]!;
      const spring = crop !== '油菜';
      return row('plantings', {
        地块编码: p.code,
        作物: crop,
        季节: spring ? '春夏季' : '秋冬季',
        年度: 2026,
        '种植面积（亩）': (2 + (i % 5) * 0.7).toFixed(1),
        播种日期: spring ? `2026-0${4 + (i % 2)}-1${i % 9}` : '2025-10-20',
        预计收获日期: spring ? '2026-10-15' : '2026-05-10',
        收获日期: spring ? '' : '2026-05-12',
        '预计产量（公斤）': '',
        '实际产量（公斤）': '',
        状态: spring ? '种植中' : '已收获',
      });
    }),
  );
  await xlsx(
    '12-plant-plans.xlsx',
    '种植计划',
    entities.slice(0, 8).map((e, i) =>
      row('plant-plans', {
        计划名称: `${e.farm.slice(0, 10)}2027年种植计划`,
        所属农场: e.code || e.farm,
        作物: ['茶叶', '皇菊', '油菜', '水稻'][i % 4]!,
        季节: i % 4 === 2 ? '秋冬季' : '春夏季',
        年度: 2027,
        '计划面积（亩）': 100 + i * 40,
        '计划产量（公斤）': (100 + i * 40) * [60, 90, 170, 580][i % 4]!,
        状态: '未开始',
      }),
    ),
  );
  await xlsx('13-monitoring-batches.xlsx', '监测批次', [
    row('monitoring-batches', {
      批次名称: BATCH,
      批次类型: '非农化',
      影像日期: '2026-09-20',
      对比影像日期: '2026-06-18',
      发布时间: '2026-10-08 09:00',
    }),
  ]);
  // Findings inside the 紫阳镇 villages, between the parcels and the village centre.
  const spot = (v: Village, k: number, w: number, h: number) =>
    rect(inTriangle(v.ring, 0.82 - k * 0.05, 0.05 + k * 0.03), w, h);
  geojson(
    '14-occupation-cases.geojson',
    villages.slice(0, 4).map((v, i) => ({
      props: row('occupation-cases', {
        案件编号: `WY2026Q3-${String(i + 1).padStart(3, '0')}`,
        监测批次: BATCH,
        占用类型: ['住宅建设', '堆放杂物', '道路交通', '设施农业'][i]!,
        '占用面积（亩）': '',
        '占用耕地面积（亩）': (0.4 + i * 0.3).toFixed(2),
        地址: `紫阳镇${v.name.replace('村委会', '村')}`,
      }),
      geometry: polygon(spot(v, 0, 60 + i * 10, 50)),
    })),
  );
  geojson(
    '15-abnormal-lands.geojson',
    villages.map((v, i) => ({
      props: row('abnormal-lands', {
        监测批次: BATCH,
        地块编码: `YC${v.code.slice(-6)}${String(i + 1).padStart(2, '0')}`,
        异常类型: ['撂荒', '非粮化', '非农化'][i % 3]!,
        '异常面积（亩）': '',
        现状用途: ['杂草覆盖', '改种苗木', '硬化地面'][i % 3]!,
        备注: '',
      }),
      geometry: polygon(spot(v, 2, 80, 45)),
    })),
  );
  await xlsx(
    '16-green-certificates.xlsx',
    '绿色有机地标认证',
    entities
      .filter((e) => e.code && (e.biz === '茶叶' || e.biz === '水稻'))
      .map((e, i) =>
        row('green-certificates', {
          证书编号: `LB-36-2507${String(1100 + i * 7)}`,
          经营主体: e.code,
          产品名称: e.biz === '茶叶' ? '婺源绿茶' : '婺源大米',
          认证类型: ['绿色食品', '有机农产品', '地理标志农产品'][i % 3]!,
          '产量（吨）': e.biz === '茶叶' ? 12 + i : 300 + i * 20,
          发证日期: `2025-0${3 + (i % 6)}-18`,
          有效期至: `2028-0${3 + (i % 6)}-17`,
        }),
      ),
  );
  await xlsx(
    '17-qualified-certificates.xlsx',
    '承诺达标合格证',
    Array.from({ length: 16 }, (_, i) => {
      const e = entities[i % 8]!;
      return row('qualified-certificates', {
        合格证编号: `HGZ3611302026${String(i + 1).padStart(5, '0')}`,
        所属农场: e.code || e.farm,
        产品名称: ['婺源绿茶', '婺源皇菊', '菜籽油', '婺源大米'][i % 4]!,
        数量: [50, 20, 200, 1000][i % 4]!,
        单位: ['公斤', '公斤', '升', '公斤'][i % 4]!,
        生产者: e.name,
        联系电话: `139${String(7930000 + i).padStart(8, '0')}`,
        开具日期: `2026-${String(3 + (i % 8)).padStart(2, '0')}-0${1 + (i % 9)}`,
        追溯码: '',
      });
    }),
  );
  await xlsx(
    '18-prices.xlsx',
    '价格',
    ['青菜', '猪'].flatMap((crop) =>
      Array.from({ length: 10 }, (_, m) =>
        row('prices', {
          品种: crop,
          价格类型: crop === '猪' ? '生猪价' : '田头价',
          日期: `2026-${String(m + 1).padStart(2, '0')}-15`,
          价格: crop === '猪' ? (7.2 + Math.sin(m / 2) * 0.8).toFixed(2) : (1.1 + r.next() * 0.6).toFixed(2),
          单位: crop === '猪' ? '元/公斤' : '元/斤',
          发布区域: '',
        }),
      ),
    ),
  );
  await xlsx(
    '19-insurance-policies.xlsx',
    '农业保险',
    entities.slice(0, 5).map((e, i) =>
      row('insurance-policies', {
        保单号: `PICC3611302026${String(i + 1).padStart(4, '0')}`,
        所属农场: e.code || e.farm,
      }),
    ),
  );
  await xlsx(
    '20-loans.xlsx',
    '涉农贷款',
    entities.slice(2, 6).map((e, i) =>
      row('loans', {
        贷款编号: `WYNS2026${String(i + 1).padStart(4, '0')}`,
        所属农场: e.code || e.farm,
        贷款银行: ['婺源农商银行', '中国农业银行婺源支行'][i % 2]!,
      }),
    ),
  );
  await xlsx(
    '21-collective-economy.xlsx',
    '集体经济',
    villages.map((v, i) =>
      row('collective-economy', { 所属村: v.code, 年度: 2025, '成员（人）': 800 + i * 150 }),
    ),
  );
  await xlsx(
    '22-collective-assets.xlsx',
    '集体资产',
    villages
      .slice(0, 3)
      .map((v) =>
        row('collective-assets', { 所属村: v.code, 资产名称: `${v.name.replace('村委会', '村')}集体茶厂` }),
      ),
  );
  geojson(
    '23-water-facilities.geojson',
    villages.slice(0, 3).map((v, i) => ({
      props: row('water-facilities', {
        设施名称: `${v.name.replace('村委会', '村')}灌溉塘坝`,
        建成年份: 2016 + i,
      }),
      geometry: { type: 'Point', coordinates: inTriangle(v.ring, 0.5, 0.4) },
    })),
  );
  await xlsx(
    '24-highstandard-facilities.xlsx',
    '高标准农田设施',
    villages.slice(0, 4).map((v, i) => {
      const [lng, lat] = inTriangle(v.ring, 0.35, 0.55);
      return row('highstandard-facilities', {
        设施编号: `GBZ-361130-${String(i + 1).padStart(3, '0')}`,
        设施名称: `${v.name.replace('村委会', '村')}泵站`,
        建设项目: '婺源县2024年高标准农田建设项目',
        建成年份: 2024,
        经度: lng.toFixed(6),
        纬度: lat.toFixed(6),
      });
    }),
  );
}
