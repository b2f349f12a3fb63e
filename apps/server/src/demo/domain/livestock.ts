import type { Database } from '../../db/client';
import { BulkWriter, cols, type TableSpec } from './bulk';
import type { DomainContext } from './context';
import { withDeferredIndexes } from './deferred';
import { personName } from './names';
import { Rng } from './rng';
import { dateOf, pastDay, tsOf } from './time';

const SPECS: TableSpec[] = [
  {
    table: 'ear_tags',
    serial: true,
    columns: cols(
      'id int, ear_tag_no text, species smallint, breed text, farm_id int, area_id bigint, ear_tag_status smallint, birth_date date, apply_date date',
    ),
  },
  {
    table: 'ear_tag_logs',
    deps: ['ear_tags'],
    columns: cols(
      'ear_tag_id int, event_type smallint, ear_tag_status smallint, event_time timestamptz, operator text, remark text',
    ),
  },
];

const BREEDS: Record<number, string[]> = {
  1: ['长白猪', '大白猪', '杜长大', '沙乌头猪'],
  2: ['荷斯坦奶牛', '西门塔尔牛'],
  3: ['崇明白山羊'],
};
// Days from tagging to slaughter, by species.
const FATTENING: Record<number, [number, number]> = { 1: [150, 190], 2: [500, 900], 3: [240, 330] };

/** Ear tags (species digit + county code + 8-digit serial) of livestock farms, with their life events. */
export async function seedLivestock(db: Database, ctx: DomainContext): Promise<number> {
  return db.tx((q) =>
    withDeferredIndexes(q, ['ear_tags', 'ear_tag_logs'], async () => {
      const w = new BulkWriter(q);
      await w.define(...SPECS);
      const end = ctx.anchor.day;
      for (const plan of ctx.plans) {
        const rng = new Rng(ctx.seed, `livestock:${plan.countyId}`);
        const farms = ctx.farmsIn(plan.countyId);
        // Stock is kept by farms at work: one that paused or was deregistered has none in its barns.
        const working = farms.filter((f) => f.statusDay === null);
        let holders = working.filter((f) => f.categoryId === 9 || f.categoryId === 10);
        if (!holders.length) holders = working.filter((f) => f.businessType === 4);
        if (!holders.length) holders = farms.slice(0, 1);
        const weights = holders.map((f) => (f.categoryId === 9 ? 3 : 1) * rng.range(0.5, 1.5));
        const sum = weights.reduce((s, x) => s + x, 0);
        const county = String(plan.countyId).slice(0, 6);
        const serials = new Map<number, number>();
        const lastTagging = pastDay(ctx.anchor, end, 16);
        const lastExit = pastDay(ctx.anchor, end, 10);
        const lastDeath = pastDay(ctx.anchor, end, 18);
        for (const [i, farm] of holders.entries()) {
          const n = rng.round((plan.earTags * weights[i]!) / sum);
          for (let k = 0; k < n; k++) {
            const species =
              farm.categoryId === 9
                ? 1
                : farm.categoryId === 10
                  ? rng.chance(0.9)
                    ? 3
                    : 2
                  : rng.pick([1, 3]);
            const serial = (serials.get(species) ?? rng.int(100_000, 900_000)) + 1;
            serials.set(species, serial);
            const id = w.nextId('ear_tags');
            // Each event happens in working hours; a day counts only once those hours are over by the
            // anchor (tagging 8–16 h, exit 6–10 h, death 7–18 h).
            const apply = pastDay(ctx.anchor, end - rng.int(0, 730), 16);
            const [lo, hi] = FATTENING[species]!;
            const exit = apply + rng.int(lo, hi);
            const dies = rng.chance(species === 1 ? 0.04 : 0.02)
              ? apply + rng.int(5, lo)
              : Number.POSITIVE_INFINITY;
            const cancelled = rng.chance(0.005);
            let status = 1;
            if (dies <= lastDeath) status = 3;
            else if (exit <= lastExit && rng.chance(species === 2 ? 0.3 : 0.95)) status = 2;
            const cancelDay = Math.max(apply + 1, lastExit - rng.int(0, 30));
            if (cancelled && status === 1 && cancelDay <= lastExit) status = 4;
            w.add('ear_tags', [
              id,
              `${species}${county}${String(serial).padStart(8, '0')}`,
              species,
              rng.pick(BREEDS[species]!),
              farm.id,
              farm.village.id,
              status,
              dateOf(apply - rng.int(18, 35)),
              dateOf(apply),
            ]);
            const vet = personName(rng);
            w.add('ear_tag_logs', [id, 1, 1, tsOf(apply, rng.range(8, 16)), vet, '佩戴耳标并登记']);
            const vaccinated = apply + rng.int(7, 30);
            if (vaccinated <= lastTagging && vaccinated < dies)
              w.add('ear_tag_logs', [
                id,
                2,
                1,
                tsOf(vaccinated, rng.range(8, 16)),
                vet,
                rng.pick(['口蹄疫免疫', '猪瘟免疫', '小反刍兽疫免疫']),
              ]);
            if (status === 2) {
              w.add('ear_tag_logs', [
                id,
                3,
                1,
                tsOf(exit - 1, rng.range(8, 16)),
                personName(rng),
                '产地检疫合格',
              ]);
              w.add('ear_tag_logs', [id, 4, 2, tsOf(exit, rng.range(6, 10)), personName(rng), '出栏销售']);
            } else if (status === 3) {
              w.add('ear_tag_logs', [
                id,
                6,
                3,
                tsOf(dies, rng.range(7, 18)),
                personName(rng),
                '病死，已无害化处理',
              ]);
            } else if (status === 4) {
              w.add('ear_tag_logs', [id, 7, 4, tsOf(cancelDay, 10), personName(rng), '耳标脱落，注销补标']);
            }
          }
          await w.drain();
        }
      }
      await w.finish();
      return w.total();
    }),
  );
}
