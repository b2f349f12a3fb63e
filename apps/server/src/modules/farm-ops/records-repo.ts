import { farmsNamed } from '../../query/keyword';
import type { ListSql } from '../../query/paged';
import { areaJoin } from '../../query/paged';
import type { Filter } from '../../query/sql-filter';

// SQL of the farm registers (plots, plantings per field, field work, inputs). Each list pages over its own
// table by id (`key`, a deferred join: the names are joined for the page's rows only) and, when its filters
// are the area and the tallied codes alone, counts from its tally of the schema instead of its rows.

const day = (col: string) => `to_char(${col}, 'YYYY-MM-DD')`;

/** A keyword of digits is a parcel-code prefix (dkids are 19 digits); anything else names a farm or parcel. */
export const isCodePrefix = (keyword: string) => /^\d{2,19}$/.test(keyword);

/** The crops of a crop group, as a condition on a crop-id column. */
export function inCropGroup(f: Filter, column: string, group: number): Filter {
  return f.add(`${column} IN (SELECT id FROM crops WHERE crop_group = $?)`, group);
}

/** The farms a keyword names (their own or their company's name, trigram-indexed), as a condition. */
export function farmNamedBy(f: Filter, column: string, pattern: string): string {
  return `${column} IN (${farmsNamed(f.p(pattern))})`;
}

const L = areaJoin('l');
/** Parcels with their operator and their crops now and before (alias l). */
export const PLOT_SQL: ListSql = {
  select: `l.id AS "landId", l.dkid, l.land_name AS "landName", l.land_type::int AS "landType", l.dlbm,
    round(l.area_mu, 2)::float8 AS "areaMu", ${L.select}, l.farm_id AS "farmId", f.farm_name AS "farmName",
    c.company_name AS "companyName", l.contractor_name AS "contractorName",
    coalesce(cur.crops, '{}') AS "currentCrops", cur.sow AS "currentSowDate",
    prev.crop_name AS "previousCrop", prev.harvest AS "previousHarvestDate"`,
  from: `land_parcels l ${L.join}
    LEFT JOIN farms f ON f.id = l.farm_id LEFT JOIN companies c ON c.id = f.company_id
    LEFT JOIN LATERAL (
      SELECT array_agg(cr.crop_name ORDER BY p.sow_date DESC, p.id DESC) AS crops, ${day('max(p.sow_date)')} AS sow
        FROM plantings p JOIN crops cr ON cr.id = p.crop_id WHERE p.land_id = l.id AND p.status = 1) cur ON true
    LEFT JOIN LATERAL (
      SELECT cr.crop_name, ${day('p.harvest_date')} AS harvest
        FROM plantings p JOIN crops cr ON cr.id = p.crop_id WHERE p.land_id = l.id AND p.status <> 1
       ORDER BY p.sow_date DESC, p.id DESC LIMIT 1) prev ON true`,
  countFrom: 'land_parcels l',
  key: 'l.id',
};
/** The total of the plot list from the parcels' tally (filters on l.area_id only). */
export const PLOT_TALLY = {
  countFrom: 'land_parcel_tallies l',
  count: 'coalesce(sum(l.n), 0)',
  pageFrom: 'land_parcels l',
};

const P = areaJoin('p');
/** One crop per parcel and season with its area and output (alias p). */
export const PLANTING_SQL: ListSql = {
  select: `p.id AS "plantingId", p.land_id AS "landId", l.dkid, l.land_name AS "landName", p.farm_id AS "farmId",
    f.farm_name AS "farmName", p.crop_id::int AS "cropId", cr.crop_name AS "cropName", p.plant_year::int AS "plantYear",
    p.season::int AS season, ${day('p.sow_date')} AS "sowDate",
    ${day('p.expected_harvest_date')} AS "expectedHarvestDate", ${day('p.harvest_date')} AS "harvestDate",
    round(p.plant_area_mu, 2)::float8 AS "plantAreaMu", p.expected_output_kg::float8 AS "expectedOutputKg",
    p.actual_output_kg::float8 AS "actualOutputKg", p.status::int AS status, ${P.select}`,
  from: `plantings p JOIN land_parcels l ON l.id = p.land_id JOIN crops cr ON cr.id = p.crop_id
    LEFT JOIN farms f ON f.id = p.farm_id ${P.join}`,
  countFrom: 'plantings p',
  key: 'p.id',
};
/** The total of the planting list from its tally (filters on p.area_id, p.crop_id and p.status only). */
export const PLANTING_TALLY = {
  countFrom: 'planting_area_tallies p',
  count: 'coalesce(sum(p.n), 0)',
  pageFrom: 'plantings p',
};

const M = areaJoin('m');
const PLAN = 'plant_missions m JOIN plant_plans pp ON pp.id = m.plan_id';
/** Field work with its plan, farm and crop (aliases m missions, pp plans). */
export const MISSION_SQL: ListSql = {
  select: `m.id AS "missionId", m.plan_id AS "planId", pp.plan_name AS "planName", pp.farm_id AS "farmId",
    f.farm_name AS "farmName", pp.crop_id::int AS "cropId", cr.crop_name AS "cropName", m.mission_type AS "missionType",
    m.mission_name AS "missionName", ${day('m.planned_date')} AS "plannedDate", ${day('m.done_date')} AS "doneDate",
    m.status::int AS status, m.executor, m.inputs, ${M.select}`,
  from: `${PLAN} JOIN farms f ON f.id = pp.farm_id JOIN crops cr ON cr.id = pp.crop_id ${M.join}`,
  countFrom: PLAN,
  key: 'm.id',
};
/** The mission list when no filter names the plan: counted and paged over the missions alone. */
export const MISSION_OWN = { countFrom: 'plant_missions m', pageFrom: 'plant_missions m' };
/** …and counted from the missions' tally (filters on m.area_id, m.mission_type and m.status only). */
export const MISSION_TALLY = {
  countFrom: 'plant_mission_tallies m',
  count: 'coalesce(sum(m.n), 0)',
  pageFrom: 'plant_missions m',
};

const R = areaJoin('r');
/** Input purchases and uses with their farm and crop (alias r). */
export const INPUT_SQL: ListSql = {
  select: `r.id AS "recordId", r.farm_id AS "farmId", f.farm_name AS "farmName", c.company_name AS "companyName",
    r.mission_id AS "missionId", cr.crop_name AS "cropName", r.record_type::int AS "recordType",
    r.category::int AS category, r.product_name AS "productName", r.quantity::float8 AS quantity, r.unit,
    r.amount::float8 AS amount, ${day('r.record_date')} AS "recordDate", ${R.select}`,
  from: `farm_input_records r JOIN farms f ON f.id = r.farm_id JOIN companies c ON c.id = f.company_id
    LEFT JOIN crops cr ON cr.id = r.crop_id ${R.join}`,
  countFrom: 'farm_input_records r',
  key: 'r.id',
};
/** The total of the input list from its tally (filters on r.area_id, r.record_type and r.category only). */
export const INPUT_TALLY = {
  countFrom: 'farm_input_tallies r',
  count: 'coalesce(sum(r.n), 0)',
  pageFrom: 'farm_input_records r',
};
