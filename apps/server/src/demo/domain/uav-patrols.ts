import { SYNTHETIC_ZOOMS } from '@fengshou/core/contract';
import type { BulkWriter } from './bulk';
import type { DomainContext, ParcelSample, Village } from './context';
import { abnormal, dateOfDay, occupation, type Who } from './monitoring-records';
import { Rng } from './rng';
import { compactDate, dayIn, monthOf, tsOf, yearOf } from './time';

/** How far back the demo's drone patrols go: this year and the whole of last year. */
const MONTHS_BACK = 14;
/**
 * The latest flight day before the anchor: a finding is imported 20 days after its flight and worked in
 * the days after, so no record of a flight holds a time still to come.
 */
const LAST_FLIGHT_BEFORE_ANCHOR = 31;
/** Findings of the flights of the last months are still in review; older ones were settled. */
const RECENT_DAYS = 75;

const RECENT_STATUS: [number, number][] = [
  [0, 15],
  [1, 25],
  [2, 25],
  [3, 15],
  [5, 20],
];
const SETTLED_STATUS: [number, number][] = [
  [5, 75],
  [4, 25],
];

const SYNTHETIC: readonly unknown[] = [
  SYNTHETIC_ZOOMS.min,
  SYNTHETIC_ZOOMS.max,
  '演示影像：由地块、种植与监测图斑数据合成（无人机正射）',
];

/** What a county's drone patrols draw on: its samples still free, villages, reviewer, batch ids. */
export interface PatrolBranch {
  countyId: number;
  /** The 6-digit county code that starts its occupyNums. */
  county: string;
  weight: number;
  reviewer: Who;
  /** Parcel samples no case took yet (drawn in order; a parcel holds one case). */
  free: ParcelSample[];
  /** The satellite batches' image days, to compare a flight with the image before it. */
  satelliteDays: number[];
}

/**
 * 无人机巡田 of the demo: sorties flown over one village each (a change-detection batch with monitoring
 * type 2 and the village as its area), a few a month over the last MONTHS_BACK months, each with its
 * before/after imagery and the occupation or abnormal-land spots it found in that village. Drawn from a
 * stream of its own and numbered after every other batch, so the rest of the demo stays as it was.
 */
export function seedUavPatrols(w: BulkWriter, ctx: DomainContext, b: PatrolBranch, end: number): void {
  const rng = new Rng(ctx.seed, `uav-patrols:${b.countyId}`);
  const villages = (ctx.villages.get(b.countyId) ?? []).filter((v) => v.rural);
  if (!villages.length) return;
  const perMonth = Math.max(1, Math.round(3 * b.weight));
  const lastDay = end - LAST_FLIGHT_BEFORE_ANCHOR;
  const free = [...b.free];
  let sortie = 0;
  for (let back = MONTHS_BACK - 1; back >= 0; back--) {
    const y = yearOf(end);
    const m0 = monthOf(end) - back;
    const year = y + Math.floor((m0 - 1) / 12);
    const month = ((((m0 - 1) % 12) + 12) % 12) + 1;
    const days = Array.from({ length: perMonth }, () => dayIn(year, month, rng.int(3, 26))).sort(
      (a, c) => a - c,
    );
    for (const day of days) {
      if (day > lastDay) continue;
      sortie++;
      // Most sorties are flown where something was reported (a parcel with a finding); some find nothing.
      const found = rng.chance(0.8) ? free.shift() : undefined;
      const village: Village = found?.village ?? rng.pick(villages);
      const spots = found ? [found] : [];
      for (let extra = rng.int(0, 2); extra > 0; extra--) {
        const i = free.findIndex((s) => s.village.id === village.id);
        if (i < 0) break;
        spots.push(free.splice(i, 1)[0]!);
      }
      const batchType = rng.chance(0.5) ? 1 : 2;
      const batch = w.nextId('monitoring_batches');
      const before = [...b.satelliteDays].reverse().find((d) => d < day) ?? day - 180;
      const published = tsOf(day + 3, 10);
      w.add('monitoring_batches', [
        batch,
        `${dateOfDay(day)} ${village.townName}${village.name.replace(/村(民)?委员?会$/, '村')}无人机巡田`,
        batchType,
        2,
        village.id,
        dateOfDay(day),
        dateOfDay(before),
        1,
        null,
        published,
      ]);
      w.add('monitoring_imagery', [batch, 'before', 'synthetic', ...SYNTHETIC, published]);
      w.add('monitoring_imagery', [batch, 'after', 'synthetic', ...SYNTHETIC, published]);
      const recent = day > end - RECENT_DAYS;
      for (const [i, s] of spots.entries()) {
        const status = rng.weighted(recent ? RECENT_STATUS : SETTLED_STATUS);
        if (batchType === 1) {
          occupation(w, rng, {
            s,
            status,
            batch,
            day,
            num: `${b.county}UAV${compactDate(day)}${String(sortie).padStart(3, '0')}${i + 1}`,
            reviewer: b.reviewer,
            end,
          });
        } else {
          abnormal(w, rng, { s, status, batch, day, reviewer: b.reviewer, end });
        }
      }
    }
  }
}
