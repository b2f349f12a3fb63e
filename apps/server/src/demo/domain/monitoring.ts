import { MONITORING_SNAPSHOT_DATES } from '@fengshou/core';
import { SYNTHETIC_ZOOMS } from '@fengshou/core/contract';
import type { Database } from '../../db/client';
import { BulkWriter, cols, type TableSpec } from './bulk';
import { CROP } from './catalog';
import type { DomainContext, ParcelSample } from './context';
import { abnormal, CHECKED_DONE, dateOfDay, occupation, type Who } from './monitoring-records';
import { Rng } from './rng';
import { compactDate, dayIn, dayOf, monthOf, notAfter, pastDay, tsOf, yearOf } from './time';
import { seedUavPatrols } from './uav-patrols';

const SPECS: TableSpec[] = [
  {
    table: 'monitoring_batches',
    serial: true,
    columns: cols(
      'id int, batch_name text, batch_type smallint, monitoring_type smallint, area_id bigint, image_date date, compare_image_date date, motion_detection_flag smallint, crop_id smallint, publish_time timestamptz',
    ),
  },
  {
    table: 'monitoring_imagery',
    deps: ['monitoring_batches'],
    columns: cols(
      'batch_id int, phase text, source_type text, min_zoom smallint, max_zoom smallint, attribution text, update_time timestamptz',
    ),
  },
  {
    table: 'farmland_occupations',
    serial: true,
    deps: ['monitoring_batches'],
    columns: cols(
      'id int, occupy_num text, occupy_flag smallint, occupy_category smallint, occupy_acre numeric, occupy_arable_land_acre numeric, address text, ring geometry, province_id bigint, city_id bigint, county_id bigint, town_id bigint, village_id bigint, area_id bigint, arable_land_batch_record_id int, check_remark text, audit_remark text, review_remark text, review_img_urls text[], review_user_address text, review_user_center_lat float8, review_user_center_lng float8, process_status smallint, review_user_id int, create_time timestamptz, update_time timestamptz',
    ),
  },
  {
    table: 'farmland_occupation_logs',
    deps: ['farmland_occupations'],
    columns: cols(
      'occupation_id int, action text, from_status smallint, to_status smallint, operator_id int, operator_name text, remark text, create_time timestamptz',
    ),
  },
  {
    table: 'farmland_occupation_declarations',
    deps: ['farmland_occupations'],
    columns: cols(
      'occupation_id int, declarant_name text, declarant_phone text, declare_type smallint, content text, img_urls text[], declare_time timestamptz, status smallint',
    ),
  },
  {
    table: 'cultivated_abnormals',
    serial: true,
    deps: ['monitoring_batches'],
    columns: cols(
      'id int, land_code text, land_id int, abnormal_type smallint, process_status smallint, cultivated_land_batch_id int, governance_flag smallint, abnormal_area_mu numeric, geom geometry, province_id bigint, city_id bigint, county_id bigint, town_id bigint, village_id bigint, area_id bigint, current_use text, remark text, create_time timestamptz, update_time timestamptz',
    ),
  },
  {
    table: 'cultivated_abnormal_logs',
    deps: ['cultivated_abnormals'],
    columns: cols(
      'abnormal_id int, action text, from_status smallint, to_status smallint, operator_id int, operator_name text, remark text, create_time timestamptz',
    ),
  },
  {
    table: 'cultivated_abnormal_declarations',
    deps: ['cultivated_abnormals'],
    columns: cols(
      'abnormal_id int, declarant_name text, declarant_phone text, declare_type smallint, content text, img_urls text[], declare_time timestamptz, status smallint',
    ),
  },
];

/**
 * The demo counties have no imagery service: every batch's images are synthesised by the server from the
 * parcels, their crops and the findings at the image's date (tiles/imagery).
 */
const SYNTHETIC_IMAGERY = [
  SYNTHETIC_ZOOMS.min,
  SYNTHETIC_ZOOMS.max,
  '演示影像：由地块、种植与监测图斑数据合成',
];

/** Process statuses of cases in the latest batch, still moving through review: [status, weight]. */
const OPEN_CASE_STATUS_WEIGHTS: [number, number][] = [
  [0, 15],
  [1, 20],
  [2, 20],
  [3, 15],
  [4, 8],
  [5, 22],
];

// The first cases of the latest batch, in order: the open statuses, 审核中 (2) four times, so each step of the
// workflow has cases to act on at any scale (退回 4 and 已完成 5 are plenty in the earlier batches); the rest
// are drawn by weight.
const OPEN_CASE_ORDER = [0, 1, 2, 3, 2, 5, 2, 2];

/** The status of the i-th case (from 1) of the latest batch. */
function openStatus(i: number, rng: Rng): number {
  return OPEN_CASE_ORDER[i - 1] ?? rng.weighted(OPEN_CASE_STATUS_WEIGHTS);
}

/**
 * Monitoring batches at the snapshot dates, farmland-occupation and cultivated-land abnormal records with logs,
 * and the drone patrols of the last months with what they found.
 */
export async function seedMonitoring(db: Database, ctx: DomainContext): Promise<number> {
  const reviewers = new Map(
    (
      await db.query<{ id: number; nickname: string; area_id: number }>(
        `SELECT u.id, u.nickname, s.area_id FROM government_users u
           JOIN government_subjects s ON s.id = u.government_subject_id
           JOIN government_roles r ON r.id = u.government_role_id
          WHERE r.role_code IN ('reviewer', 'admin') ORDER BY r.role_code DESC, u.id`,
      )
    ).map((u) => [u.area_id, u]),
  );
  return db.tx(async (q) => {
    const w = new BulkWriter(q);
    await w.define(...SPECS);
    const end = ctx.anchor.day;
    // Review steps are logged in office hours (up to 17:00): the last day they can fall on.
    const lastLog = pastDay(ctx.anchor, end, 17);
    const dates = [...MONITORING_SNAPSHOT_DATES].map(dayOf).sort((a, b) => a - b);
    const branches: Branches[] = [];
    for (const plan of ctx.plans) {
      const rng = new Rng(ctx.seed, `monitoring:${plan.countyId}`);
      const reviewer = reviewers.get(plan.countyId) ?? null;
      const county = String(plan.countyId).slice(0, 6);
      const pool = rng.shuffle(ctx.samples.filter((s) => s.village.countyId === plan.countyId && s.full));
      let next = 0;
      // A parcel is drawn once: a batch cannot hold two cases of one parcel, so a short pool ends the draws.
      const take = () => (next < pool.length ? pool[next++] : undefined);
      const branch: Branches = { plan, county, reviewer, take, rest: () => pool.slice(next), batches: [] };
      branches.push(branch);
      for (const [bi, day] of dates.entries()) {
        const latest = bi === dates.length - 1;
        const prev = bi ? dates[bi - 1]! : day - 180;
        const occBatch = w.nextId('monitoring_batches');
        const abnBatch = w.nextId('monitoring_batches');
        branch.batches.push({ occ: occBatch, abn: abnBatch, day });
        const name = `${yearOf(day)}年${monthOf(day)}月`;
        w.add('monitoring_batches', [
          occBatch,
          `${name}耕地非农化遥感监测`,
          1,
          1,
          plan.countyId,
          dateOfDay(day),
          dateOfDay(prev),
          1,
          null,
          tsOf(day + 20, 10),
        ]);
        w.add('monitoring_batches', [
          abnBatch,
          `${name}耕地非粮化及撂荒监测`,
          2,
          1,
          plan.countyId,
          dateOfDay(day),
          dateOfDay(prev),
          1,
          null,
          tsOf(day + 25, 10),
        ]);
        // The imagery is set up when its batch is published, not when the demo is seeded.
        for (const [batch, published] of [
          [occBatch, tsOf(day + 20, 10)],
          [abnBatch, tsOf(day + 25, 10)],
        ] as const) {
          w.add('monitoring_imagery', [batch, 'before', 'synthetic', ...SYNTHETIC_IMAGERY, published]);
          w.add('monitoring_imagery', [batch, 'after', 'synthetic', ...SYNTHETIC_IMAGERY, published]);
        }
        for (let i = 1; i <= plan.occupations; i++) {
          const s = take();
          if (!s) break;
          const status = latest
            ? openStatus(i, rng)
            : rng.weighted([
                [5, 80],
                [4, 20],
              ]);
          occupation(w, rng, {
            s,
            status,
            batch: occBatch,
            day,
            num: `${county}${compactDate(day)}${String(i).padStart(4, '0')}`,
            reviewer,
            end: lastLog,
          });
        }
        for (let i = 1; i <= plan.abnormals; i++) {
          const s = take();
          if (!s) break;
          const status = latest
            ? openStatus(i, rng)
            : rng.weighted([
                [5, 85],
                [4, 15],
              ]);
          abnormal(w, rng, { s, status, batch: abnBatch, day, reviewer, end: lastLog });
        }
      }
      for (const year of [yearOf(end) - 1, yearOf(end)]) {
        for (const [type, label, month] of [
          [1, '种植分布', 8],
          [2, '产量预测', 9],
        ] as const) {
          const day = dayIn(year, month, 15);
          // Published ten days after the imagery: not before that morning has come.
          if (!notAfter(ctx.anchor, day + 10, 10)) continue;
          const cropBatch = w.nextId('monitoring_batches');
          w.add('monitoring_batches', [
            cropBatch,
            `${year}年水稻${label}监测`,
            3,
            type,
            plan.countyId,
            dateOfDay(day),
            null,
            0,
            CROP.rice!.id,
            tsOf(day + 10, 10),
          ]);
          // A crop-monitoring batch has one image, at its date.
          w.add('monitoring_imagery', [
            cropBatch,
            'after',
            'synthetic',
            ...SYNTHETIC_IMAGERY,
            tsOf(day + 10, 10),
          ]);
        }
      }
      await w.drain();
    }
    for (const b of branches) seedShortBranches(w, ctx, b, lastLog);
    for (const b of branches)
      seedUavPatrols(
        w,
        ctx,
        {
          countyId: b.plan.countyId,
          county: b.county,
          weight: b.plan.weight,
          reviewer: b.reviewer,
          free: b.rest(),
          satelliteDays: b.batches.map((x) => x.day),
        },
        lastLog,
      );
    await w.finish();
    return w.total();
  });
}

/** What the short branches of a county build on: its plan, parcels still free, batches. */
interface Branches {
  plan: DomainContext['plans'][number];
  /** The 6-digit county code that starts its occupyNums. */
  county: string;
  reviewer: Who;
  take: () => ParcelSample | undefined;
  /** The parcels no case took yet. */
  rest: () => ParcelSample[];
  batches: { occ: number; abn: number; day: number }[];
}

/**
 * The branches that end the workflow early, on top of the drawn cases: per batch, one case of each kind
 * screened out (筛查·无需核查 → 6 无需核查) and one closed by the field check (核查录入·无需审核 → 5 已完成).
 * Drawn from a stream of their own and numbered after the drawn cases, so the rest of the demo stays as it was.
 */
function seedShortBranches(w: BulkWriter, ctx: DomainContext, b: Branches, end: number) {
  const rng = new Rng(ctx.seed, `monitoring-branches:${b.plan.countyId}`);
  for (const batch of b.batches) {
    for (const [k, status, path] of [
      [1, 6, undefined],
      [2, 5, CHECKED_DONE],
    ] as const) {
      const s = b.take();
      const s2 = b.take();
      if (!s || !s2) return;
      occupation(w, rng, {
        s,
        status,
        path,
        batch: batch.occ,
        day: batch.day,
        num: `${b.county}${compactDate(batch.day)}${String(b.plan.occupations + k).padStart(4, '0')}`,
        reviewer: b.reviewer,
        end,
      });
      abnormal(w, rng, { s: s2, status, path, batch: batch.abn, day: batch.day, reviewer: b.reviewer, end });
    }
  }
}
