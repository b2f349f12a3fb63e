import type { BulkWriter } from './bulk';
import type { FarmInfo, Village } from './context';
import { type LngLat, lineHex, pointHex } from './ewkb';
import { nudge } from './iot';
import { personName, villageShort } from './names';
import type { Rng } from './rng';
import { type Anchor, compactDate, dateOf, pastDay, tsOf, yearOf } from './time';

/**
 * Collective assets of a village: name, asset type (1 经营性, 2 非经营性, 3 资源性), category, unit, the
 * quantity a village holds, the value per unit in 元 and whether it wears out. A village has an office
 * of a few hundred m² and a handful of pumping stations, not thousands.
 */
const ASSETS: readonly (readonly [
  string,
  number,
  string,
  string,
  readonly [number, number],
  readonly [number, number],
  boolean,
])[] = [
  ['村委会办公楼', 2, '房屋建筑', '平方米', [300, 1500], [2000, 4000], true],
  ['集体厂房', 1, '房屋建筑', '平方米', [800, 6000], [1500, 3000], true],
  ['农机仓库', 1, '房屋建筑', '平方米', [200, 1200], [800, 1500], true],
  ['集体农用地', 3, '土地', '亩', [30, 600], [20_000, 50_000], false],
  ['灌溉泵站', 2, '水利设施', '座', [1, 5], [200_000, 800_000], true],
];

/** A village's collective assets and accounts, water facilities and high-standard farmland facilities. */
export function ruralVillage(
  w: BulkWriter,
  rng: Rng,
  accounts: Rng,
  v: Village,
  farms: FarmInfo[],
  anchor: Anchor,
  county: string,
) {
  const near = farms.find((f) => f.village === v)!;
  const short = villageShort(v.name);
  const year = yearOf(anchor.day);
  for (const [name, type, cat, unit, [qlo, qhi], [plo, phi], wears] of ASSETS) {
    if (!rng.chance(0.8)) continue;
    const quantity = rng.int(qlo, qhi);
    const value = Math.round((quantity * rng.range(plo, phi)) / 100) * 100;
    const acquired = anchor.day - rng.int(365, 9000);
    // Buildings and pumps lose 2–4 % a year down to a fifth of their cost; land keeps its value.
    const kept = wears ? Math.max(0.2, 1 - ((anchor.day - acquired) / 365) * rng.range(0.02, 0.04)) : 1;
    w.add('collective_assets', [
      v.id,
      `${short}${name}`,
      type,
      cat,
      quantity,
      unit,
      value,
      Math.round(value * kept),
      dateOf(acquired),
    ]);
  }
  // Five years of annual accounts, the span the dashboards chart, up to last year (this year's report is
  // not in yet).
  let income = accounts.int(80, 600) * 10000;
  for (let y = year - 5; y < year; y++) {
    income = Math.round(income * accounts.range(1.0, 1.12));
    const op = Math.round(income * accounts.range(0.3, 0.7));
    w.add('collective_economy_annual', [
      v.id,
      y,
      income,
      op,
      Math.round(income * accounts.range(0.2, 0.4)),
      Math.round(income * accounts.range(0.02, 0.08)),
      accounts.int(800, 4000),
    ]);
  }
  for (let i = rng.int(2, 5); i > 0; i--) {
    const type = rng.pick(['泵站', '水闸', '灌溉渠道', '排水沟', '机井']);
    const p = nudge(near.location, rng.range(-500, 500), rng.range(-500, 500));
    const line = type === '灌溉渠道' || type === '排水沟';
    const geom = line
      ? lineHex([p, nudge(p, rng.range(-400, 400), rng.range(-400, 400))] as LngLat[])
      : pointHex(p);
    w.add('water_facilities', [
      `${short}${i}号${type}`,
      type,
      v.id,
      geom,
      line ? `${rng.int(1, 4)}m³/s` : `${rng.int(20, 300)}kW`,
      year - rng.int(1, 30),
      rng.weighted([
        [1, 85],
        [2, 12],
        [3, 3],
      ]),
      personName(rng),
    ]);
  }
  if (!rng.chance(0.35)) return;
  const project = `${year - rng.int(1, 6)}年${v.townName}高标准农田建设项目`;
  for (let i = 1; i <= rng.int(2, 8); i++) {
    const id = w.nextId('highstandard_facilities');
    const status = rng.weighted([
      [1, 85],
      [2, 10],
      [3, 5],
    ]);
    const type = rng.pick(['田间道路', '灌溉泵站', '灌排沟渠', '桥涵', '农田林网']);
    w.add('highstandard_facilities', [
      id,
      `GBZ${county}${String(id).padStart(6, '0')}`,
      `${short}${type}${i}号`,
      type,
      project,
      year - rng.int(1, 6),
      v.id,
      pointHex(nudge(near.location, rng.range(-600, 600), rng.range(-600, 600))),
      status,
    ]);
    if (status !== 1 || rng.chance(0.3)) {
      const os =
        status === 1
          ? rng.weighted([
              [3, 50],
              [4, 50],
            ])
          : status === 3
            ? 2
            : 1;
      // Reported in office hours; a finished repair was finished (15:00, 2–20 days later) by the anchor.
      const hour = rng.range(8, 17);
      const took = rng.int(2, 20);
      const drawn = anchor.day - rng.int(0, 300);
      const t =
        os >= 3 ? Math.min(drawn, pastDay(anchor, anchor.day, 15) - took) : pastDay(anchor, drawn, hour);
      w.add('highstandard_repair_orders', [
        `WX${county}${compactDate(t)}${String(id).padStart(5, '0')}`,
        id,
        v.id,
        personName(rng),
        tsOf(t, hour),
        rng.pick(['路面破损', '泵站电机故障', '沟渠坍塌淤积', '涵管堵塞', '护栏损坏']),
        os,
        os >= 3 ? tsOf(t + took, 15) : null,
        os >= 3 ? rng.int(5, 200) * 100 : null,
      ]);
    }
  }
}
