import type { DashboardDoc, DocImage, DocPlate } from '@fengshou/core/contract';
import { skinForMenu } from '@fengshou/core/plates';
import type { Executor, Queryable } from '../../db/client';
import { listPlateDetails, listPlateImages, listPlates, upsertPlate } from './plates';

// A dashboard as users see it lives in the rows the engine reads (plates, plate_chart_tables and the
// subject's menuKey:skin pairs); these functions turn those rows into one document and back.

const SKIN_PAIRS = 'SELECT dashboard_template_str AS templates FROM government_subjects WHERE id = $1';

/** The published dashboard of a subject's menu as a document. */
export async function readPublishedDoc(
  q: Queryable,
  subjectId: number,
  menuKey: number,
): Promise<DashboardDoc> {
  const [subject] = await q.query<{ templates: string | null }>(SKIN_PAIRS, [subjectId]);
  const plates = await listPlates(q, subjectId, menuKey);
  const docPlates: DocPlate[] = [];
  for (const p of plates) {
    const tables = p.detailSource ? [] : await listPlateDetails(q, p.id);
    const images = await listPlateImages(q, p.id);
    docPlates.push({
      position: p.position,
      plateName: p.plateName,
      remark: p.remark,
      declaration: p.declaration,
      detailFlag: p.detailFlag,
      detailType: p.detailType,
      detailImgShowType: p.detailImgShowType,
      detailUrl: p.detailUrl,
      interfaceUrl: p.interfaceUrl,
      parameters: p.parameters,
      view: p.view ?? null,
      detailSource: p.detailSource ?? null,
      linkage: p.linkage ?? null,
      detailTables: tables.map((t) => ({
        chartName: t.chartName,
        plateDetailChartMetricGroupList: t.plateDetailChartMetricGroupList.map((g) => ({
          chartMetricGroupName: g.chartMetricGroupName,
          plateDetailChartMetricList: g.plateDetailChartMetricList.map((m) => ({
            chartMetricName: m.chartMetricName,
            chartMetricValue: m.chartMetricValue,
          })),
        })),
      })),
      images: images.map((i) => ({ imgUrl: i.imgUrl, imgName: i.imgName, imgDesc: i.imgDesc })),
    });
  }
  return { skin: skinForMenu(subject?.templates, menuKey, plates.length), plates: docPlates };
}

/** `menuKey:skin` pairs with the menu's pair set to `skin` (others kept in their order). */
export function withSkin(templates: string | null, menuKey: number, skin: string): string {
  const pairs = (templates ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '' && Number(p.split(':')[0]) !== menuKey);
  return [...pairs, `${menuKey}:${skin}`].join(',');
}

/**
 * Makes the rows of a subject's menu hold `doc`: plates upserted by slot (a kept slot keeps its id),
 * slots the document leaves empty removed, stored detail tables and pictures replaced (a plate without
 * `images`, from a draft stored before pictures were part of documents, keeps its slot's), the skin set.
 * Runs inside the caller's transaction.
 */
export async function applyDoc(
  q: Executor,
  subjectId: number,
  menuKey: number,
  doc: DashboardDoc,
): Promise<void> {
  const positions = doc.plates.map((p) => p.position);
  await q.query(
    'DELETE FROM plates WHERE government_subject_id = $1 AND menu_key = $2 AND NOT (position = ANY($3::int[]))',
    [subjectId, menuKey, positions],
  );
  for (const p of doc.plates) {
    const { detailTables, images, ...row } = p;
    const saved = await upsertPlate(q, { ...row, subjectId, menuKey });
    if (images) await replaceImages(q, saved.id, images);
    await q.query('DELETE FROM plate_chart_tables WHERE plate_id = $1', [saved.id]);
    let metricId = 0;
    for (const [i, t] of detailTables.entries()) {
      const groups = t.plateDetailChartMetricGroupList.map((g) => ({
        chartMetricGroupName: g.chartMetricGroupName,
        plateDetailChartMetricList: g.plateDetailChartMetricList.map((m) => ({ id: ++metricId, ...m })),
      }));
      await q.query(
        `INSERT INTO plate_chart_tables (plate_id, chart_name, metric_groups, sort_num) VALUES ($1, $2, $3, $4)`,
        [saved.id, t.chartName, JSON.stringify(groups), i + 1],
      );
    }
  }
  const [subject] = await q.query<{ templates: string | null }>(SKIN_PAIRS, [subjectId]);
  await q.query('UPDATE government_subjects SET dashboard_template_str = $2 WHERE id = $1', [
    subjectId,
    withSkin(subject?.templates ?? null, menuKey, doc.skin),
  ]);
}

async function replaceImages(q: Executor, plateId: number, images: readonly DocImage[]) {
  await q.query('DELETE FROM plate_images WHERE plate_id = $1', [plateId]);
  for (const [i, img] of images.entries()) {
    await q.query(
      'INSERT INTO plate_images (plate_id, img_url, img_name, img_desc, sort_num) VALUES ($1, $2, $3, $4, $5)',
      [plateId, img.imgUrl, img.imgName, img.imgDesc, i + 1],
    );
  }
}
