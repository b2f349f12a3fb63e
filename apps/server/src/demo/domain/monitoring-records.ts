import {
  GOVERNANCE_ACTION_LABELS,
  MU_PER_SQUARE_METRE,
  OCCUPY_FLAG_DEFAULTS,
  type ProcessAction,
  TRANSITIONS,
} from '@fengshou/core';
import { type BulkWriter, pgArray } from './bulk';
import type { ParcelSample } from './context';
import { type LngLat, multiPolygonHex } from './ewkb';
import { ellipsoidalArea } from './geodesy';
import { mobile, personName, villageShort } from './names';
import type { Rng } from './rng';
import { dateOf, tsOf } from './time';

/** Occupation and abnormal records with their operator logs and declarations (rows of the monitoring seed). */

// The actions (docs/workflow.md) that lead a seeded case to its status. The log writes each action's label
// as the app does (TRANSITIONS, GOVERNANCE_ACTION_LABELS), so seeded and live timelines read alike.
const PATHS: Record<number, readonly ProcessAction[]> = {
  0: [],
  1: ['screenNeedReview'],
  2: ['screenNeedReview', 'inputNeedReview'],
  3: ['screenNeedReview', 'inputNeedReview', 'review'],
  4: ['screenNeedReview', 'inputNeedReview', 'review', 'reject'],
  5: ['screenNeedReview', 'inputNeedReview', 'review', 'success'],
  6: ['screenNoReview'],
};
/** The short way to 已完成: the field check found nothing to audit (核查录入·无需审核). */
export const CHECKED_DONE: readonly ProcessAction[] = ['screenNeedReview', 'inputNoReview'];

// What the operator wrote in the log with each action.
const LOG_REMARKS: Record<ProcessAction, string> = {
  screenNeedReview: '影像比对疑似变化，转外业核查',
  screenNoReview: '影像变化为季节性耕作，无需核查',
  inputNeedReview: '外业核查完成，提交审核',
  inputNoReview: '现场核实无异常，直接办结',
  review: '同意核查意见',
  reject: '举证材料不足，退回重新核查',
  reReview: '补充举证后重新核查',
  success: '复核属实',
};
// The audit and the re-check on site are the county reviewer's; screening and the field check a field worker's.
const BY_REVIEWER = new Set<ProcessAction>(['review', 'reject', 'success']);
const FINDINGS = ['现场核实存在占用', '现场为设施农业用地', '已拆除复耕'] as const;

/** The path to a status, or the one given (the short way to 已完成). */
const pathOf = (status: number, path?: readonly ProcessAction[]) => path ?? PATHS[status] ?? [];
/** Whether the path went through the field check (its finding is the case's checkRemark). */
const checked = (path: readonly ProcessAction[]) =>
  path.includes('inputNeedReview') || path.includes('inputNoReview');

const USES = {
  1: ['杂草丛生，未见耕种', '地表裸露，无作物'],
  2: ['种植苗木', '挖塘养鱼', '种植草皮'],
  3: ['堆放建材', '硬化地面', '搭建临时用房'],
} as const;

/** 'YYYY-MM-DD' of a day number. */
export const dateOfDay = (day: number) => dateOf(day);

function chain(villageId: number) {
  const s = String(villageId);
  return [
    Number(`${s.slice(0, 2)}0000000000`),
    Number(`${s.slice(0, 4)}00000000`),
    Number(`${s.slice(0, 6)}000000`),
    Number(`${s.slice(0, 9)}000`),
    villageId,
  ];
}

// A quadrilateral covering part of a rectangular parcel (corners 0–3).
function partOf(ring: readonly LngLat[], rng: Rng): LngLat[] {
  const [a, b, , d] = ring as [LngLat, LngLat, LngLat, LngLat];
  const s0 = rng.range(0.05, 0.5);
  const s1 = s0 + rng.range(0.2, 0.45);
  const t0 = rng.range(0, 0.3);
  const t1 = t0 + rng.range(0.3, 0.65);
  const at = (s: number, t: number): LngLat => [
    a[0] + (b[0] - a[0]) * s + (d[0] - a[0]) * t,
    a[1] + (b[1] - a[1]) * s + (d[1] - a[1]) * t,
  ];
  return [at(s0, t0), at(s1, t0), at(s1, t1), at(s0, t1), at(s0, t0)];
}

/** The reviewer who acts for a county, if the demo has one. */
export type Who = { id: number; nickname: string } | null;

// Draws from `rng` exactly as many numbers per step as before the labels followed the app, so the demo
// around the logs (parcels, areas, people) stays the same.
function logs(
  w: BulkWriter,
  rng: Rng,
  table: string,
  id: number,
  path: readonly ProcessAction[],
  day: number,
  reviewer: Who,
  end: number,
): number {
  let t = day + rng.int(20, 30);
  w.add(table, [id, '导入', null, 0, null, '系统', '遥感监测图斑导入', tsOf(t, 9)]);
  let from = 0;
  for (const action of path) {
    const to = TRANSITIONS[action].to;
    t = Math.min(end, t + rng.int(1, 20));
    const byReviewer = BY_REVIEWER.has(action);
    w.add(table, [
      id,
      TRANSITIONS[action].label,
      from,
      to,
      byReviewer ? (reviewer?.id ?? null) : null,
      byReviewer ? (reviewer?.nickname ?? '区审核员') : personName(rng),
      LOG_REMARKS[action],
      tsOf(t, rng.range(9, 17)),
    ]);
    from = to;
  }
  return t;
}

/** One farmland-occupation record on part of a parcel, with its log path and maybe a declaration. */
export function occupation(
  w: BulkWriter,
  rng: Rng,
  o: {
    s: ParcelSample;
    status: number;
    batch: number;
    day: number;
    num: string;
    reviewer: Who;
    end: number;
    path?: readonly ProcessAction[];
  },
) {
  const id = w.nextId('farmland_occupations');
  const path = pathOf(o.status, o.path);
  const ring = partOf(o.s.ring, rng);
  const acre = Math.round(ellipsoidalArea(ring) * MU_PER_SQUARE_METRE * 10_000) / 10_000;
  const arable = o.s.dlbm.startsWith('01') ? acre : Math.round(acre * rng.range(0.3, 0.8) * 10_000) / 10_000;
  const v = o.s.village;
  const address = `上海市${v.countyName}${v.townName}${villageShort(v.name)}`;
  const [lng, lat] = ring[0]!;
  // Audited cases carry the on-site evidence (photos, position, reviewer) of the re-check.
  const reviewed = path.includes('review');
  const last = logs(w, rng, 'farmland_occupation_logs', id, path, o.day, o.reviewer, o.end);
  w.add('farmland_occupations', [
    id,
    o.num,
    path.reduce<0 | 1>((f, a) => OCCUPY_FLAG_DEFAULTS[a] ?? f, 0),
    rng.weighted([
      [1, 25],
      [2, 10],
      [3, 10],
      [4, 15],
      [5, 20],
      [6, 15],
      [7, 5],
    ]),
    acre,
    arable,
    address,
    multiPolygonHex([ring]),
    ...chain(v.id),
    v.id,
    o.batch,
    // The remark columns the app writes by stage: the field check's finding (or the screening's word when it
    // ended there), the audit's, the re-check's.
    checked(path) ? rng.pick(FINDINGS) : path.length ? LOG_REMARKS[path[0]!] : null,
    path.includes('review') ? LOG_REMARKS.review : null,
    path.includes('reject') ? '举证材料不足' : path.includes('success') ? LOG_REMARKS.success : null,
    pgArray(reviewed ? [1, 2].map((n) => `/files/site/occupy-${id}-${n}.svg`) : []),
    reviewed ? `${address}附近` : null,
    reviewed ? lat + rng.range(-0.0003, 0.0003) : null,
    reviewed ? lng + rng.range(-0.0003, 0.0003) : null,
    o.status,
    reviewed ? (o.reviewer?.id ?? null) : null,
    tsOf(o.day + 20, 9),
    tsOf(last, 17),
  ]);
  if (checked(path) && rng.chance(0.3)) {
    w.add('farmland_occupation_declarations', [
      id,
      personName(rng),
      mobile(rng),
      rng.int(1, 3),
      rng.pick([
        '该地块为设施农用地，已办理备案手续',
        '临时堆放农资，已于本月清理',
        '该处为农户自建看护房，申请保留',
      ]),
      pgArray([`/files/site/occupy-${id}-3.svg`]),
      tsOf(Math.min(o.end, o.day + rng.int(25, 60)), 10),
      rng.int(1, 3),
    ]);
  }
}

/** One cultivated-land abnormal record on (part of) a parcel, with its log path and maybe a declaration. */
export function abnormal(
  w: BulkWriter,
  rng: Rng,
  o: {
    s: ParcelSample;
    status: number;
    batch: number;
    day: number;
    reviewer: Who;
    end: number;
    path?: readonly ProcessAction[];
  },
) {
  const id = w.nextId('cultivated_abnormals');
  const path = pathOf(o.status, o.path);
  const type = rng.weighted([
    [1, 45],
    [2, 40],
    [3, 15],
  ]) as 1 | 2 | 3;
  const whole = rng.chance(0.6);
  const ring = whole ? [...o.s.ring] : partOf(o.s.ring, rng);
  const v = o.s.village;
  let last = logs(w, rng, 'cultivated_abnormal_logs', id, path, o.day, o.reviewer, o.end);
  // Most confirmed abnormals were governed since; the governance is in the log like any action.
  const governed = o.status === 5 && rng.chance(0.7);
  if (governed) {
    last = Math.min(o.end, last + 1);
    w.add('cultivated_abnormal_logs', [
      id,
      GOVERNANCE_ACTION_LABELS.govern,
      5,
      5,
      o.reviewer?.id ?? null,
      o.reviewer?.nickname ?? '区审核员',
      '已恢复耕种，整治到位',
      tsOf(last, 17),
    ]);
  }
  w.add('cultivated_abnormals', [
    id,
    o.s.dkid,
    o.s.id,
    type,
    o.status,
    o.batch,
    governed ? 1 : 0,
    Math.round(ellipsoidalArea(ring) * MU_PER_SQUARE_METRE * 10_000) / 10_000,
    multiPolygonHex([ring]),
    ...chain(v.id),
    v.id,
    rng.pick(USES[type]),
    null,
    tsOf(o.day + 25, 9),
    tsOf(last, 17),
  ]);
  if (checked(path) && rng.chance(0.3)) {
    w.add('cultivated_abnormal_declarations', [
      id,
      personName(rng),
      mobile(rng),
      rng.int(1, 3),
      rng.pick(['已安排复耕，种植小麦', '土地流转过渡期，下季恢复种植', '属于轮作休耕地块']),
      pgArray([`/files/site/abnormal-${id}-1.svg`]),
      tsOf(Math.min(o.end, o.day + rng.int(30, 70)), 10),
      rng.int(1, 3),
    ]);
  }
}
