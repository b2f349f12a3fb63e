import type { PlateView } from '@fengshou/core/contract';
import type { Executor } from '../../db/client';
import type { DashboardDef, PlateDef } from './plate-types';

// The visual each older chart type meant (plates configured before views existed).
const VISUAL_OF: Record<NonNullable<PlateDef['chartType']>, PlateView['visual']> = {
  'stat-cards': 'cards',
  bar: 'bar',
  pie: 'ring',
  line: 'line',
  table: 'table',
  'image-carousel': 'image-carousel',
  'map-legend': 'scroll-list',
};

/** The view of a plate definition: its own, else the one its chart type stands for. */
export function viewOfDef(p: PlateDef): PlateView {
  return p.view ?? { visual: p.chartType ? VISUAL_OF[p.chartType] : 'table' };
}

/**
 * Seeds the plates of a subject's dashboards with their detail tables and images; `tables` builds the stored
 * tables the plates name (the product catalogue names none).
 */
export async function seedPlates(
  q: Executor,
  subjectId: number,
  dashboards: Record<number, DashboardDef>,
): Promise<number> {
  let rows = 0;
  for (const [menuKey, { plates }] of Object.entries(dashboards)) {
    for (const [position, p] of plates.entries()) {
      const [plate] = await q.query<{ id: number }>(
        `INSERT INTO plates (government_subject_id, menu_key, position, plate_name, remark, declaration,
           detail_flag, detail_type, detail_img_show_type, detail_url, chart_type, interface_url, parameters,
           view, detail_source, linkage)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16) RETURNING id`,
        [
          subjectId,
          Number(menuKey),
          position + 1,
          p.name,
          p.remark ?? null,
          p.declaration ?? null,
          p.detail ? 1 : 0,
          p.detail?.type ?? 2,
          p.detail?.imgShowType ?? 0,
          p.detail?.url ?? null,
          p.chartType ?? viewOfDef(p).visual,
          p.interfaceUrl ?? null,
          JSON.stringify(p.parameters ?? {}),
          JSON.stringify(viewOfDef(p)),
          p.detail?.live ? JSON.stringify(p.detail.live) : null,
          p.linkage ? JSON.stringify(p.linkage) : null,
        ],
      );
      rows++;
      for (const [i, image] of (p.images ?? []).entries()) {
        await q.query(
          'INSERT INTO plate_images (plate_id, img_url, img_name, img_desc, sort_num) VALUES ($1, $2, $3, $4, $5)',
          [plate!.id, image.url, image.name, image.desc, i + 1],
        );
        rows++;
      }
    }
  }
  return rows;
}

/** The subject's dashboard layouts as stored in dashboard_template_str: `menuKey:skin` pairs. */
export function dashboardTemplateStr(dashboards: Record<number, { skin: string }>): string {
  return Object.entries(dashboards)
    .map(([key, d]) => `${key}:${d.skin}`)
    .join(',');
}
