import type { BulkWriter } from './bulk';
import type { FarmInfo, Village } from './context';
import { type LngLat, lineHex, pointHex } from './ewkb';
import { nudge } from './iot';
import { personName } from './names';
import type { Rng } from './rng';
import { compactDate, dateOf, tsOf, yearOf } from './time';

/** A village's collective assets and accounts, water facilities and high-standard farmland facilities. */
export function ruralVillage(
  w: BulkWriter,
  rng: Rng,
  v: Village,
  farms: FarmInfo[],
  end: number,
  county: string,
) {
  const near = farms.find((f) => f.village === v)!;
  const short = v.name.replace(/村委会$/, '村');
  const year = yearOf(end);
  for (const [name, type, cat, unit] of [
    ['村委会办公楼', 2, '房屋建筑', '平方米'],
    ['集体厂房', 1, '房屋建筑', '平方米'],
    ['农机仓库', 1, '房屋建筑', '平方米'],
    ['集体农用地', 3, '土地', '亩'],
    ['灌溉泵站', 2, '水利设施', '座'],
  ] as const) {
    if (!rng.chance(0.8)) continue;
    const value = rng.int(20, 800) * 10000;
    w.add('collective_assets', [
      v.id,
      `${short}${name}`,
      type,
      cat,
      rng.int(1, unit === '亩' ? 2000 : 3000),
      unit,
      value,
      Math.round(value * rng.range(0.4, 0.95)),
      dateOf(end - rng.int(365, 9000)),
    ]);
  }
  let income = rng.int(80, 600) * 10000;
  for (let y = year - 3; y < year; y++) {
    income = Math.round(income * rng.range(1.0, 1.12));
    const op = Math.round(income * rng.range(0.3, 0.7));
    w.add('collective_economy_annual', [
      v.id,
      y,
      income,
      op,
      Math.round(income * rng.range(0.2, 0.4)),
      Math.round(income * rng.range(0.02, 0.08)),
      rng.int(800, 4000),
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
      yearOf(end) - rng.int(1, 30),
      rng.weighted([
        [1, 85],
        [2, 12],
        [3, 3],
      ]),
      personName(rng),
    ]);
  }
  if (!rng.chance(0.35)) return;
  const project = `${yearOf(end) - rng.int(1, 6)}年${v.townName}高标准农田建设项目`;
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
      yearOf(end) - rng.int(1, 6),
      v.id,
      pointHex(nudge(near.location, rng.range(-600, 600), rng.range(-600, 600))),
      status,
    ]);
    if (status !== 1 || rng.chance(0.3)) {
      const t = end - rng.int(0, 300);
      const os =
        status === 1
          ? rng.weighted([
              [3, 50],
              [4, 50],
            ])
          : status === 3
            ? 2
            : 1;
      w.add('highstandard_repair_orders', [
        `WX${county}${compactDate(t)}${String(id).padStart(5, '0')}`,
        id,
        v.id,
        personName(rng),
        tsOf(t, rng.range(8, 17)),
        rng.pick(['路面破损', '泵站电机故障', '沟渠坍塌淤积', '涵管堵塞', '护栏损坏']),
        os,
        os >= 3 ? tsOf(t + rng.int(2, 20), 15) : null,
        os >= 3 ? rng.int(5, 200) * 100 : null,
      ]);
    }
  }
}
