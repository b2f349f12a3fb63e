import type { Queryable } from '../../db/client';
import { isResidentCommittee, isVillageCommittee } from '../../modules/archive/metrics/divisions';
import { type ChartTable, chunkedTables, type MetricIds } from '../../seed/dashboards/plate-data';

/** Figures of one district computed from the `areas` table. */
interface DistrictFigures {
  id: number;
  name: string;
  towns: number;
  villages: number;
  committees: number;
}

/** 市辖区 of 上海市: the parent of the 16 districts. */
const SHANGHAI_CITY_ID = 310100000000;

/** Where stored tables' figures come from, as the dialog's source line shows it. */
const DIVISIONS = '行政区划（统计用区划代码）';

// Codes of all descendants of a district share its first six digits, so a numeric range finds them.
const DISTRICT_SPAN = 999_999;

/** Figures of the districts (level 3) under `parentId`, from `areas`. */
async function districtFigures(q: Queryable, parentId: number): Promise<DistrictFigures[]> {
  return q.query<DistrictFigures>(
    `SELECT a.id, a.name,
            (SELECT count(*)::int FROM areas t WHERE t.parent_id = a.id AND t.level = 4) AS towns,
            count(v.id) FILTER (WHERE ${isVillageCommittee('v.name')})::int AS villages,
            count(v.id) FILTER (WHERE ${isResidentCommittee('v.name')})::int AS committees
       FROM areas a
       LEFT JOIN areas v ON v.level = 5 AND v.id BETWEEN a.id AND a.id + $2
      WHERE a.parent_id = $1
      GROUP BY a.id
      ORDER BY a.id`,
    [parentId, DISTRICT_SPAN],
  );
}

/** The demo's stored detail tables by source name: 全市 districts with their towns and committees. */
export async function demoTables(q: Queryable, source: string, ids: MetricIds): Promise<ChartTable[]> {
  if (source !== 'district-units') throw new Error(`unknown stored table source ${source}`);
  const districts = await districtFigures(q, SHANGHAI_CITY_ID);
  return chunkedTables(
    districts,
    '各区乡镇与村居数量',
    DIVISIONS,
    (d) => ({
      name: d.name,
      metrics: [
        ['乡镇（街道）', d.towns],
        ['村委会', d.villages],
        ['居委会', d.committees],
      ],
    }),
    ids,
  );
}
