import type { zChartTable, zImage, zPlate } from '@fengshou/core/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';

/** The plates of one dashboard (subject, menu key) in layout order. */
export async function listPlates(
  q: Queryable,
  subjectId: number,
  menuKey: number,
): Promise<z.input<typeof zPlate>[]> {
  return q.query(
    `SELECT id, plate_name AS "plateName", remark, declaration, detail_flag AS "detailFlag",
            detail_type AS "detailType", detail_img_show_type AS "detailImgShowType", detail_url AS "detailUrl",
            position, chart_type AS "chartType", interface_url AS "interfaceUrl", parameters
       FROM plates WHERE government_subject_id = $1 AND menu_key = $2 ORDER BY position, id`,
    [subjectId, menuKey],
  );
}

/** The subject (with its area) a plate belongs to, or undefined for an unknown plate. */
export async function plateOwner(
  q: Queryable,
  plateId: number,
): Promise<{ id: number; areaId: number } | undefined> {
  const [row] = await q.query<{ id: number; areaId: number }>(
    `SELECT gs.id, gs.area_id AS "areaId"
       FROM plates p JOIN government_subjects gs ON gs.id = p.government_subject_id WHERE p.id = $1`,
    [plateId],
  );
  return row;
}

/** The detail tables of a plate with their metric groups (stored as jsonb). */
export async function listPlateDetails(
  q: Queryable,
  plateId: number,
): Promise<z.input<typeof zChartTable>[]> {
  const rows = await q.query<{
    id: number;
    chartName: string;
    dataSource: string | null;
    groups: z.input<typeof zChartTable>['plateDetailChartMetricGroupList'] | string;
  }>(
    `SELECT id, chart_name AS "chartName", data_source AS "dataSource", metric_groups AS groups
       FROM plate_chart_tables WHERE plate_id = $1 ORDER BY sort_num, id`,
    [plateId],
  );
  return rows.map(({ groups, ...t }) => ({
    ...t,
    plateDetailChartMetricGroupList: typeof groups === 'string' ? JSON.parse(groups) : groups,
  }));
}

/** The images of a plate in carousel order. */
export async function listPlateImages(q: Queryable, plateId: number): Promise<z.input<typeof zImage>[]> {
  return q.query(
    `SELECT id, img_url AS "imgUrl", img_name AS "imgName", img_desc AS "imgDesc"
       FROM plate_images WHERE plate_id = $1 ORDER BY sort_num, id`,
    [plateId],
  );
}
