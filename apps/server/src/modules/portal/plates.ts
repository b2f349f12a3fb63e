import {
  isRelativeOrHttpUrl,
  type savePlate,
  type zChartTable,
  type zImage,
  type zPlate,
} from '@fengshou/core/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';

/** The plates of one dashboard (subject, menu key) in layout order. */
export async function listPlates(
  q: Queryable,
  subjectId: number,
  menuKey: number,
): Promise<z.input<typeof zPlate>[]> {
  const rows = await q.query<PlateRow>(
    `SELECT ${PLATE_COLUMNS} FROM plates WHERE government_subject_id = $1 AND menu_key = $2 ORDER BY position, id`,
    [subjectId, menuKey],
  );
  return rows.map(presentPlate);
}

const PLATE_COLUMNS = `id, plate_name AS "plateName", remark, declaration, detail_flag AS "detailFlag",
  detail_type AS "detailType", detail_img_show_type AS "detailImgShowType", detail_url AS "detailUrl",
  position, chart_type AS "chartType", interface_url AS "interfaceUrl", parameters, view,
  detail_source AS "detailSource", linkage`;

type PlateRow = Omit<z.input<typeof zPlate>, 'parameters' | 'view' | 'detailSource' | 'linkage'> & {
  parameters: unknown;
  view: unknown;
  detailSource: unknown;
  linkage: unknown;
};

/** A jsonb value: parsed by pg and PGlite alike; a string is tolerated for drivers that do not parse it. */
export const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);

function presentPlate(r: PlateRow): z.input<typeof zPlate> {
  return {
    ...r,
    // A detail address stored before addresses were checked is not offered as a link (javascript:).
    detailUrl: r.detailUrl && isRelativeOrHttpUrl(r.detailUrl) ? r.detailUrl : null,
    parameters: json(r.parameters) ?? {},
    view: json(r.view) ?? null,
    detailSource: json(r.detailSource) ?? null,
    linkage: json(r.linkage) ?? null,
  };
}

/** One plate by id (undefined when unknown). */
export async function getPlate(q: Queryable, plateId: number): Promise<z.input<typeof zPlate> | undefined> {
  const [row] = await q.query<PlateRow>(`SELECT ${PLATE_COLUMNS} FROM plates WHERE id = $1`, [plateId]);
  return row && presentPlate(row);
}

/** Creates or replaces the plate at (subject, menu key, position); chart_type follows view.visual. */
export async function upsertPlate(
  q: Queryable,
  p: z.output<typeof savePlate.body>,
): Promise<z.input<typeof zPlate>> {
  const [row] = await q.query<PlateRow>(
    `INSERT INTO plates (government_subject_id, menu_key, position, plate_name, remark, declaration,
       detail_flag, detail_type, detail_img_show_type, detail_url, chart_type, interface_url, parameters,
       view, detail_source, linkage)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16)
     ON CONFLICT (government_subject_id, menu_key, position) DO UPDATE SET
       plate_name = EXCLUDED.plate_name, remark = EXCLUDED.remark, declaration = EXCLUDED.declaration,
       detail_flag = EXCLUDED.detail_flag, detail_type = EXCLUDED.detail_type,
       detail_img_show_type = EXCLUDED.detail_img_show_type, detail_url = EXCLUDED.detail_url,
       chart_type = EXCLUDED.chart_type, interface_url = EXCLUDED.interface_url,
       parameters = EXCLUDED.parameters, view = EXCLUDED.view, detail_source = EXCLUDED.detail_source,
       linkage = EXCLUDED.linkage
     RETURNING ${PLATE_COLUMNS}`,
    [
      p.subjectId,
      p.menuKey,
      p.position,
      p.plateName,
      p.remark ?? null,
      p.declaration ?? null,
      p.detailFlag,
      p.detailType,
      p.detailImgShowType,
      p.detailUrl ?? null,
      p.view?.visual ?? 'none',
      p.interfaceUrl ?? null,
      JSON.stringify(p.parameters),
      p.view ? JSON.stringify(p.view) : null,
      p.detailSource ? JSON.stringify(p.detailSource) : null,
      p.linkage ? JSON.stringify(p.linkage) : null,
    ],
  );
  return presentPlate(row!);
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
