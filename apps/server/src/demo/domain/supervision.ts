import type { Database } from '../../db/client';
import { BulkWriter, cols, type TableSpec } from './bulk';
import type { DomainContext, FarmInfo } from './context';
import { type LngLat, lineHex } from './ewkb';
import { nudge } from './iot';
import { personName } from './names';
import { Rng } from './rng';
import { compactDate, dateOf, tsOf, yearOf } from './time';

const SPECS: TableSpec[] = [
  {
    table: 'inspections',
    columns: cols(
      'farm_id int, area_id bigint, inspection_type smallint, inspect_date date, inspector text, result smallint, remark text',
    ),
  },
  {
    table: 'patrol_records',
    columns: cols(
      'area_id bigint, patrol_type smallint, patroller text, start_time timestamptz, end_time timestamptz, distance_km numeric, track geometry, issue_found boolean, remark text',
    ),
  },
  {
    table: 'law_enforcements',
    columns: cols(
      'case_no text, case_type text, farm_id int, party_name text, area_id bigint, filing_date date, closing_date date, status smallint, penalty_amount numeric, description text',
    ),
  },
  {
    table: 'machines',
    serial: true,
    columns: cols(
      'id int, machine_no text, machine_type text, brand text, model text, farm_id int, area_id bigint, purchase_year smallint, subsidy_amount numeric, terminal_sn text, status smallint',
    ),
  },
  {
    table: 'machine_work_orders',
    serial: true,
    deps: ['machines'],
    columns: cols(
      'id int, machine_id int, farm_id int, area_id bigint, work_type text, start_time timestamptz, end_time timestamptz, work_area_mu numeric, status smallint',
    ),
  },
  {
    table: 'machine_tracks',
    deps: ['machine_work_orders'],
    columns: cols('work_order_id int, track geometry, point_count int'),
  },
  {
    table: 'insurance_policies',
    columns: cols(
      'policy_no text, farm_id int, area_id bigint, insurance_type text, insured_quantity numeric, insured_unit text, insured_amount numeric, premium numeric, subsidy_ratio numeric, start_date date, end_date date, claim_amount numeric, insurer text',
    ),
  },
  {
    table: 'loans',
    columns: cols(
      'loan_no text, farm_id int, area_id bigint, bank_name text, loan_type text, amount numeric, annual_rate numeric, term_months smallint, apply_date date, grant_date date, status smallint, purpose text',
    ),
  },
];

const MACHINES = [
  ['拖拉机', ['东方红', '约翰迪尔', '雷沃'], ['LX1004', '6B-1204', 'M1104'], ['耕整地', '旋耕']],
  ['插秧机', ['久保田', '洋马'], ['NSPU-68C', 'VP8D'], ['插秧']],
  ['联合收割机', ['久保田', '沃得', '雷沃'], ['PRO988Q', '4LZ-7.0', 'GM80'], ['收获']],
  ['植保无人机', ['大疆', '极飞'], ['T40', 'P100'], ['植保']],
  ['播种机', ['农哈哈', '大华宝来'], ['2BXF-12', '2BFG-200'], ['播种']],
] as const;
const INSURANCE = [
  ['水稻完全成本保险', '亩', 1200, 1],
  ['小麦种植保险', '亩', 600, 1],
  ['蔬菜种植保险', '亩', 2000, 3],
  ['生猪养殖保险', '头', 1500, 4],
  ['河蟹养殖保险', '亩', 3000, 5],
  ['柑橘种植保险', '亩', 2500, 2],
] as const;
const BANKS = ['上海农商银行', '中国农业银行', '中国邮政储蓄银行', '中国建设银行'];

const cnt = (base: number, weight: number) => Math.max(1, Math.round(base * weight));

/** Inspections, patrols, law enforcement, machinery with work orders and tracks, insurance and loans. */
export async function seedSupervision(db: Database, ctx: DomainContext): Promise<number> {
  return db.tx(async (q) => {
    const w = new BulkWriter(q);
    await w.define(...SPECS);
    const end = ctx.anchor.day;
    for (const plan of ctx.plans) {
      const farms = ctx.farmsIn(plan.countyId);
      if (!farms.length) continue;
      const rng = new Rng(ctx.seed, `supervision:${plan.countyId}`);
      const county = String(plan.countyId).slice(0, 6);
      const any = () => rng.pick(farms);
      for (let i = cnt(3000, plan.weight); i > 0; i--) {
        const f = any();
        const result = rng.weighted([
          [1, 88],
          [2, 9],
          [3, 3],
        ]);
        w.add('inspections', [
          f.id,
          f.village.id,
          rng.int(1, 4),
          dateOf(end - rng.int(0, 729)),
          personName(rng),
          result,
          result === 1 ? '检查合格' : result === 2 ? '生产记录不完整，限期整改' : '抽检不合格，已立案',
        ]);
      }
      for (let i = cnt(1500, plan.weight); i > 0; i--) {
        const f = any();
        const day = end - rng.int(0, 364);
        const start = rng.range(8, 14);
        const track = walk(f.location, rng, 12 + rng.int(0, 20), 120);
        const issue = rng.chance(0.12);
        w.add('patrol_records', [
          f.village.id,
          rng.int(1, 3),
          personName(rng),
          tsOf(day, start),
          tsOf(day, start + rng.range(0.8, 3)),
          Math.round(track.km * 100) / 100,
          lineHex(track.pts),
          issue,
          issue ? rng.pick(['发现疑似违规建筑', '发现田间焚烧秸秆', '发现耕地撂荒']) : '未发现问题',
        ]);
      }
      for (let i = cnt(80, plan.weight); i > 0; i--) {
        const f = any();
        const filed = end - rng.int(10, 900);
        const status = end - filed > 120 ? 4 : rng.int(1, 4);
        w.add('law_enforcements', [
          `沪${county.slice(4)}农执罚〔${yearOf(filed)}〕${String(i).padStart(3, '0')}号`,
          rng.pick([
            '违法使用禁用农药',
            '未按规定建立生产记录',
            '销售不合格农资',
            '违规占用耕地',
            '动物防疫违法',
          ]),
          f.id,
          f.companyName,
          f.village.id,
          dateOf(filed),
          status === 4 ? dateOf(filed + rng.int(20, 110)) : null,
          status,
          status >= 3 ? rng.int(2, 50) * 1000 : null,
          '执法人员现场检查发现问题，已依法调查处理',
        ]);
      }
      seedMachinery(w, rng, farms, plan.weight, county, end);
      for (let i = cnt(3000, plan.weight); i > 0; i--) {
        const f = any();
        const [type, unit, perUnit] = rng.pick(
          INSURANCE.filter((x) => x[3] === f.businessType).concat(INSURANCE.slice(0, 1)),
        );
        const qty = rng.int(unit === '头' ? 50 : 20, unit === '头' ? 2000 : 800);
        const start = end - rng.int(0, 729);
        const premium = Math.round(qty * perUnit * rng.range(0.03, 0.06));
        w.add('insurance_policies', [
          `PICC${county}${compactDate(start)}${String(i).padStart(5, '0')}`,
          f.id,
          f.village.id,
          type,
          qty,
          unit,
          qty * perUnit,
          premium,
          rng.pick([0.6, 0.7, 0.8]),
          dateOf(start),
          dateOf(start + 364),
          rng.chance(0.15) ? Math.round(premium * rng.range(1, 8)) : 0,
          rng.pick(['安信农业保险', '中国人保财险', '太平洋安信农保']),
        ]);
      }
      for (let i = cnt(1200, plan.weight); i > 0; i--) {
        const f = any();
        const apply = end - rng.int(0, 729);
        const status = rng.weighted([
          [2, 60],
          [3, 25],
          [1, 8],
          [4, 7],
        ]);
        w.add('loans', [
          `DK${county}${compactDate(apply)}${String(i).padStart(4, '0')}`,
          f.id,
          f.village.id,
          rng.pick(BANKS),
          rng.pick(['农业经营主体贷款', '惠农e贷', '家庭农场专项贷', '设施农业贷']),
          rng.int(5, 300) * 10000,
          rng.pick([3.45, 3.65, 3.85, 4.1]),
          rng.pick([12, 24, 36]),
          dateOf(apply),
          status >= 2 && status <= 3 ? dateOf(apply + rng.int(3, 20)) : null,
          status,
          rng.pick(['购买农资', '购置农机', '土地流转租金', '设施建设']),
        ]);
      }
      await w.drain();
    }
    await w.finish();
    return w.total();
  });
}

function seedMachinery(
  w: BulkWriter,
  rng: Rng,
  farms: FarmInfo[],
  weight: number,
  county: string,
  end: number,
) {
  for (let i = 1; i <= cnt(900, weight); i++) {
    const f = rng.pick(farms);
    const [type, brands, models, works] = rng.pick(MACHINES);
    const id = w.nextId('machines');
    w.add('machines', [
      id,
      `沪${county.slice(4)}${String(i).padStart(5, '0')}`,
      type,
      rng.pick(brands),
      rng.pick(models),
      f.id,
      f.village.id,
      yearOf(end) - rng.int(0, 10),
      rng.chance(0.7) ? rng.int(2, 30) * 1000 : null,
      `BD${county}${String(id).padStart(6, '0')}`,
      rng.weighted([
        [2, 60],
        [1, 15],
        [3, 20],
        [4, 5],
      ]),
    ]);
    for (let k = rng.int(5, 30); k > 0; k--) {
      const order = w.nextId('machine_work_orders');
      const day = end - rng.int(0, 364);
      const start = rng.range(6, 15);
      const track = zigzag(f.location, rng);
      w.add('machine_work_orders', [
        order,
        id,
        f.id,
        f.village.id,
        rng.pick(works),
        tsOf(day, start),
        tsOf(day, start + rng.range(1, 5)),
        Math.round(rng.range(10, 120) * 10) / 10,
        day === end ? 2 : 3,
      ]);
      w.add('machine_tracks', [order, lineHex(track), track.length]);
    }
  }
}

// A back-and-forth pass over a field near a point.
function zigzag(origin: LngLat, rng: Rng): LngLat[] {
  const start = nudge(origin, rng.range(-300, 300), rng.range(-300, 300));
  const passes = rng.int(6, 16);
  const len = rng.range(100, 250);
  const gap = rng.range(3, 6);
  const pts: LngLat[] = [];
  for (let p = 0; p < passes; p++) {
    pts.push(nudge(start, p * gap, p % 2 ? len : 0));
    pts.push(nudge(start, p * gap, p % 2 ? 0 : len));
  }
  return pts;
}

// A walk along field roads from a point: straight legs with right-angle turns.
function walk(origin: LngLat, rng: Rng, legs: number, step: number): { pts: LngLat[]; km: number } {
  let p = origin;
  const pts: LngLat[] = [p];
  let km = 0;
  for (let i = 0; i < legs; i++) {
    const d = rng.range(0.5, 2.5) * step;
    const dir = rng.int(0, 3);
    p = nudge(p, dir === 0 ? d : dir === 1 ? -d : 0, dir === 2 ? d : dir === 3 ? -d : 0);
    pts.push(p);
    km += d / 1000;
  }
  return { pts, km };
}
