/**
 * The spots (图斑) of monitoring batches, one definition for every screen that counts or sums them (the
 * batch overview, the map's batch panel and its findings, the converge views).
 *
 * A batch's 图斑数 is the number of its occupation and abnormal records in the area asked for; its 面积 is
 * the sum of those spots' areas, and a spot's area is its whole recorded area in 亩 (occupy_acre,
 * abnormal_area_mu). The recorded area is the ellipsoidal area of the outline (ST_Area(geom::geography) /
 * 666.6667) unless the survey that delivered the spot measured it, and it is the figure the case lists and
 * review pages show: a batch total over any other column (the arable share of an occupation,
 * occupy_arable_land_acre, which is its own metric 占用耕地面积) would not add up from its listed spots.
 */
export const BATCH_SPOTS = `(
  SELECT 'occupation' AS kind, o.id, o.occupy_num AS code, o.arable_land_batch_record_id AS batch_id,
         o.occupy_acre AS mu, o.ring AS geom, o.process_status AS status, o.area_id
    FROM farmland_occupations o
  UNION ALL
  SELECT 'abnormal', c.id, c.land_code, c.cultivated_land_batch_id, c.abnormal_area_mu, c.geom,
         c.process_status, c.area_id
    FROM cultivated_abnormals c)`;

/** Status of a spot whose review is finished (已完成). */
export const SPOT_DONE = 5;

/** SQL of a spot area rounded for answers: 2 decimals (spec §9), as float8. */
export const spotMu = (sql: string) => `round(coalesce(${sql}, 0)::numeric, 2)::float8`;

/**
 * A LATERAL subquery tallying one batch's spots in an area range: n (图斑数), done (已完成), mu (面积, 亩,
 * rounded). `batch` is the SQL of the batch id, `lo`/`hi` the SQL of the range bounds.
 */
export function batchTally(batch: string, lo: string, hi: string): string {
  return `(SELECT count(*) AS n, count(*) FILTER (WHERE s.status = ${SPOT_DONE}) AS done, ${spotMu('sum(s.mu)')} AS mu
             FROM ${BATCH_SPOTS} s WHERE s.batch_id = ${batch} AND s.area_id BETWEEN ${lo} AND ${hi})`;
}
