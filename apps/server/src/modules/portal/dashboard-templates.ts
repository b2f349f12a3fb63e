import { areaChainOfCode, badParams } from '@fengshou/core';
import {
  DASHBOARD_TEMPLATE_FORMAT,
  type DashboardDoc,
  type DashboardTemplate,
} from '@fengshou/core/contract';
import type { Queryable } from '../../db/client';
import { readPublishedDoc } from './dashboard-docs';
import { checkDoc } from './dashboard-editor';

const AREA_CODE_MIN = 100_000_000_000;

/**
 * Why an imported template's uploaded picture is refused. A template names pictures by address and carries
 * no bytes: it stays a small text file to read and compare. An uploaded picture is a file of the exporting
 * bureau's store, served only within its area, so another subject's template cannot bring it along; the
 * same subject importing its own template (another dashboard, an earlier export) keeps its pictures, and
 * the catalogue's drawn pictures travel everywhere.
 */
export const TEMPLATE_IMAGE_REFUSED =
  '模板中的图片是导出单位上传的，不能随模板导入：请在导出前从板块中删除这些图片，导入后重新上传';
const AREA_CODE_MAX = 999_999_999_999;

/** The published dashboard of a menu as a template another subject can import. */
export async function exportTemplate(
  q: Queryable,
  subject: { id: number; areaId: number },
  menuKey: number,
): Promise<DashboardTemplate> {
  const [menu] = await q.query<{ name: string }>(
    `SELECT COALESCE(sm.custom_name, t.menu_name) AS name
       FROM menu_templates t
       LEFT JOIN subject_show_menus sm ON sm.menu_template_id = t.id AND sm.government_subject_id = $1
      WHERE t.menu_key = $2 ORDER BY t.id LIMIT 1`,
    [subject.id, menuKey],
  );
  const [now] = await q.query<{ t: string }>(`SELECT to_char(now(), 'YYYY-MM-DD HH24:MI:SS') AS t`);
  return {
    format: DASHBOARD_TEMPLATE_FORMAT,
    title: menu?.name ?? `大屏${menuKey}`,
    sourceAreaId: subject.areaId,
    exportedAt: now!.t,
    dashboard: await readPublishedDoc(q, subject.id, menuKey),
  };
}

interface Rebase {
  from: number;
  to: number;
  count: number;
}

function areaCodeOf(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{12}$/.test(v) ? Number(v) : Number.NaN;
  return Number.isInteger(n) && n >= AREA_CODE_MIN && n <= AREA_CODE_MAX ? n : undefined;
}

// The exporting subject's own code becomes the importer's; a code below it (a town of the exporting county)
// has no counterpart in the importing area, so the template is refused with the parameter to fix.
function rebaseValue(v: unknown, path: string, r: Rebase): unknown {
  if (Array.isArray(v)) return v.map((x, i) => rebaseValue(x, `${path}.${i}`, r));
  if (v !== null && typeof v === 'object') {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, rebaseValue(x, `${path}.${k}`, r)]));
  }
  const code = areaCodeOf(v);
  if (code === undefined) return v;
  if (code === r.from) {
    r.count++;
    return typeof v === 'string' ? String(r.to) : r.to;
  }
  if (areaChainOfCode(code).includes(r.from)) {
    throw badParams([path], `参数写入了来源主体的下级区域${code}，导入后无对应区域，请改用 $_areaId 等变量`);
  }
  return v;
}

/**
 * The template's dashboard for the importing subject: checked (format by the contract, then data sources,
 * metrics and expressions), the exporting area's code moved to the importer's. Answers how many values moved.
 */
export function rebaseTemplate(
  template: DashboardTemplate,
  targetAreaId: number,
): { doc: DashboardDoc; rebased: number } {
  const r: Rebase = { from: template.sourceAreaId, to: targetAreaId, count: 0 };
  const doc: DashboardDoc = {
    ...template.dashboard,
    plates: template.dashboard.plates.map((p, i) => ({
      ...p,
      parameters: rebaseValue(p.parameters, `template.dashboard.plates.${i}.parameters`, r) as Record<
        string,
        unknown
      >,
    })),
  };
  checkDoc(doc, 'template.dashboard.');
  return { doc, rebased: r.count };
}
