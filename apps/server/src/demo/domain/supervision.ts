import type { Database } from '../../db/client';
import { BulkWriter, cols, type TableSpec } from './bulk';
import { activeOn, type DomainContext } from './context';
import { type LngLat, lineHex } from './ewkb';
import { nudge } from './iot';
import { seedMachinery } from './machinery';
import { personName } from './names';
import { Rng } from './rng';
import { compactDate, dateOf, pastDay, tsOf, yearOf } from './time';

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

// Insurance products by business category: name, insured unit, sum insured per unit. 苗木 and 农机服务
// have no agricultural policy.
const INSURANCE: Record<number, readonly (readonly [string, string, number])[]> = {
  1: [
    ['水稻完全成本保险', '亩', 1200],
    ['小麦种植保险', '亩', 600],
  ],
  2: [['小麦种植保险', '亩', 600]],
  3: [['蔬菜种植保险', '亩', 2000]],
  4: [['设施蔬菜种植保险', '亩', 3000]],
  5: [['柑橘种植保险', '亩', 2500]],
  6: [['梨树种植保险', '亩', 2500]],
  7: [['葡萄种植保险', '亩', 3000]],
  8: [['蔬菜种植保险', '亩', 2000]],
  9: [['生猪养殖保险', '头', 1500]],
  10: [['山羊养殖保险', '头', 800]],
  11: [['家禽养殖保险', '羽', 30]],
  12: [['河蟹养殖保险', '亩', 3000]],
  13: [['淡水养殖保险', '亩', 2000]],
  16: [['草莓种植保险', '亩', 4000]],
};
// Head or bird counts insured by a livestock policy.
const HEADS: Record<string, [number, number]> = { 头: [50, 2000], 羽: [2000, 30000] };
const BANKS = ['上海农商银行', '中国农业银行', '中国邮政储蓄银行', '中国建设银行'];

/**
 * Inspection types a farm's business calls for (1 农药残留抽检, 2 投入品检查, 3 生产记录检查, 4 动物防疫检查):
 * residue sampling of crops, epidemic-prevention checks of livestock, inputs and records everywhere.
 */
const INSPECTION_TYPES: Record<number, readonly number[]> = {
  1: [1, 1, 2, 3],
  2: [1, 1, 2, 3],
  3: [1, 1, 2, 3],
  4: [4, 4, 2, 3],
  5: [2, 3],
  6: [2, 3],
};
const INSPECTION_REMARKS: Record<number, readonly [string, string, string]> = {
  1: ['抽检合格', '检出农药残留接近限量，限期整改', '农药残留超标，已立案'],
  2: ['检查合格', '投入品台账不全，限期整改', '发现禁限用投入品，已立案'],
  3: ['检查合格', '生产记录不完整，限期整改', '未建立生产记录，已立案'],
  4: ['检查合格', '免疫档案不全，限期整改', '未按规定实施强制免疫，已立案'],
};
// Law-enforcement case types a business can give rise to.
const CASE_TYPES: Record<number, readonly string[]> = {
  1: ['违法使用禁用农药', '未按规定建立生产记录', '违规占用耕地'],
  2: ['违法使用禁用农药', '未按规定建立生产记录', '违规占用耕地'],
  3: ['违法使用禁用农药', '未按规定建立生产记录', '违规占用耕地'],
  4: ['动物防疫违法', '违法使用禁用兽药', '未按规定建立养殖档案'],
  5: ['违法使用禁用渔药', '未按规定建立生产记录'],
  6: ['违规占用耕地', '未按规定建立生产记录'],
};

const cnt = (base: number, weight: number) => Math.max(1, Math.round(base * weight));

/** Inspections, patrols, law enforcement, machinery with work orders and tracks, insurance and loans. */
export async function seedSupervision(db: Database, ctx: DomainContext): Promise<number> {
  return db.tx(async (q) => {
    const w = new BulkWriter(q);
    await w.define(...SPECS);
    const end = ctx.anchor.day;
    const anchor = ctx.anchor;
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
        const type = rng.pick(f.categoryId === 15 ? [3] : (INSPECTION_TYPES[f.businessType] ?? [2, 3]));
        // Inspectors come in office hours: today's visits only once the morning is over.
        const day = pastDay(anchor, end - rng.int(0, 729), 12);
        if (!activeOn(f, day)) continue;
        w.add('inspections', [
          f.id,
          f.village.id,
          type,
          dateOf(day),
          personName(rng),
          result,
          INSPECTION_REMARKS[type]![result - 1],
        ]);
      }
      for (let i = cnt(1500, plan.weight); i > 0; i--) {
        const f = any();
        const drawn = end - rng.int(0, 364);
        const start = rng.range(8, 14);
        const hours = rng.range(0.8, 3);
        const day = pastDay(anchor, drawn, start + hours);
        const track = walk(f.location, rng, 12 + rng.int(0, 20), 120);
        const issue = rng.chance(0.12);
        w.add('patrol_records', [
          f.village.id,
          rng.int(1, 3),
          personName(rng),
          tsOf(day, start),
          tsOf(day, start + hours),
          Math.round(track.km * 100) / 100,
          lineHex(track.pts),
          issue,
          issue ? rng.pick(['发现疑似违规建筑', '发现田间焚烧秸秆', '发现耕地撂荒']) : '未发现问题',
        ]);
      }
      for (let i = cnt(80, plan.weight); i > 0; i--) {
        const f = any();
        const filed = pastDay(anchor, end - rng.int(10, 900), 12);
        // A case is closed 20–110 days after filing, and only once that day has come.
        const age = end - filed;
        let status = age > 120 ? 4 : rng.int(1, 4);
        if (status === 4 && age < 20) status = 3;
        const closing = status === 4 ? filed + rng.int(20, Math.min(110, age)) : null;
        const caseType = rng.pick(CASE_TYPES[f.businessType] ?? CASE_TYPES[6]!);
        if (!activeOn(f, filed)) continue;
        w.add('law_enforcements', [
          `沪${county.slice(4)}农执罚〔${yearOf(filed)}〕${String(i).padStart(3, '0')}号`,
          caseType,
          f.id,
          f.companyName,
          f.village.id,
          dateOf(filed),
          closing === null ? null : dateOf(closing),
          status,
          status >= 3 ? rng.int(2, 50) * 1000 : null,
          '执法人员现场检查发现问题，已依法调查处理',
        ]);
      }
      seedMachinery(w, rng, farms, cnt(900, plan.weight), county, anchor);
      for (let i = cnt(3000, plan.weight); i > 0; i--) {
        const f = any();
        const products = INSURANCE[f.categoryId];
        const start = end - rng.int(0, 729);
        if (!products || !activeOn(f, start)) continue;
        const [type, unit, perUnit] = rng.pick(products);
        // Land policies insure part or all of the farm's own area; livestock ones a head count.
        const qty =
          unit === '亩'
            ? Math.max(1, Math.round(f.areaMu * rng.range(0.6, 1)))
            : rng.int(...(HEADS[unit] ?? [50, 2000]));
        const premium = Math.round(qty * perUnit * rng.range(0.03, 0.06));
        const claim = rng.chance(0.15) && end - start > 30 ? Math.round(premium * rng.range(1, 8)) : 0;
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
          claim,
          rng.pick(['安信农业保险', '中国人保财险', '太平洋安信农保']),
        ]);
      }
      for (let i = cnt(1200, plan.weight); i > 0; i--) {
        const f = any();
        const apply = end - rng.int(0, 729);
        const drawn = rng.weighted([
          [2, 60],
          [3, 25],
          [1, 8],
          [4, 7],
        ]);
        const term = rng.pick([12, 24, 36]);
        const grant = apply + rng.int(3, 20);
        if (!activeOn(f, apply)) continue;
        const status = loanStatus(drawn, apply, grant, term, end);
        w.add('loans', [
          `DK${county}${compactDate(apply)}${String(i).padStart(4, '0')}`,
          f.id,
          f.village.id,
          rng.pick(BANKS),
          rng.pick(['农业经营主体贷款', '惠农e贷', '家庭农场专项贷', '设施农业贷']),
          rng.int(5, 300) * 10000,
          rng.pick([3.45, 3.65, 3.85, 4.1]),
          term,
          dateOf(apply),
          status === 2 || status === 3 ? dateOf(grant) : null,
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

/**
 * The status a loan's dates allow (1 申请中, 2 已放款, 3 已结清, 4 未通过): money is granted only by the
 * anchor, a loan is settled when its term has run out (or, for the quarter drawn as settled, early repayment
 * after half a year), an application is still open only in its first month.
 */
export function loanStatus(drawn: number, apply: number, grant: number, term: number, end: number): number {
  if (drawn === 4) return end - apply >= 3 ? 4 : 1;
  if (grant > end) return 1;
  if (drawn === 1 && end - apply <= 30) return 1;
  if (grant + Math.round(term * 30.44) <= end) return 3;
  return drawn === 3 && end - grant >= 180 ? 3 : 2;
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
