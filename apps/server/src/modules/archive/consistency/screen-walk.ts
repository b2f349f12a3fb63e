import { areaChainOfCode, areaLevelOfCode, resolveDataSourceParams } from '@fengshou/core';
import { listPlateDetails } from '@fengshou/core/contract';
import type { TestApp } from '../../../../test/harness';
import { areaCodeRange } from '../../../auth/scope';
import { isFloatArtefact, numbersOf } from './float-artefact';

/** What a walk of one subject's screens at one area found. */
export interface ScreenReport {
  calls: number;
  checks: number;
  violations: string[];
}

/**
 * Opens every plate a subject's dashboards show, at `areaId`, as its user: each data source answers, no
 * answer carries a float artefact or an `areaId` outside the area (or its ancestors, for figures of a
 * whole region), and no detail table names an area of another county or town.
 */
export async function walkScreens(
  t: TestApp,
  token: string,
  subjectId: number,
  areaId: number,
): Promise<ScreenReport> {
  const [lo, hi] = areaCodeRange(areaId);
  const ancestors = areaChainOfCode(areaId);
  const plates = await t.db.query<{
    id: number;
    name: string;
    url: string | null;
    parameters: Record<string, unknown>;
    detail: boolean;
  }>(
    `SELECT id, plate_name AS name, interface_url AS url, parameters,
            detail_source IS NOT NULL OR EXISTS (SELECT 1 FROM plate_chart_tables c WHERE c.plate_id = p.id) AS detail
       FROM plates p WHERE government_subject_id = $1 ORDER BY menu_key, position`,
    [subjectId],
  );
  const children = await t.db.query<{ id: string }>('SELECT id FROM areas WHERE parent_id = $1', [areaId]);
  const level = areaLevelOfCode(areaId) ?? 5;
  const ctx = {
    areaId,
    areaLevel: level,
    areaIdList: [areaId],
    childAreaLevel: level + 1,
    childAreaIdList: children.map((c) => Number(c.id)),
    businessCategoryIdList: [],
    now: new Date(),
  };
  // Names of areas down to towns that are neither inside the area nor above it: a detail group named so
  // shows another area's figures (unless an area inside bears the same name).
  const outside = await t.db.query<{ name: string }>(
    `SELECT DISTINCT o.name FROM areas o
      WHERE o.level BETWEEN 3 AND 4 AND o.id NOT BETWEEN $1 AND $2
        AND NOT EXISTS (SELECT 1 FROM areas i WHERE i.name = o.name AND i.id BETWEEN $1 AND $2)`,
    [lo, hi],
  );
  const foreign = new Set(outside.map((r) => r.name));
  const report: ScreenReport = { calls: 0, checks: 0, violations: [] };
  const check = (ok: boolean, what: () => string) => {
    report.checks++;
    if (!ok) report.violations.push(what());
  };
  const seen = new Set<string>();
  for (const p of plates) {
    if (p.url) {
      const { body } = resolveDataSourceParams(p.parameters, ctx);
      const key = `${p.url} ${JSON.stringify(body)}`;
      if (!seen.has(key)) {
        seen.add(key);
        report.calls++;
        const res = await t.call(p.url, body, token);
        check(res.respCode === 0, () => `${p.name} (${p.url}): respCode ${res.respCode} ${res.respDesc}`);
        for (const [path, v, holder] of numbersOf(res.obj, 'obj')) {
          check(!isFloatArtefact(v), () => `${p.name} (${p.url}) ${path} = ${v}`);
          if (holder && path.endsWith('.areaId') && v > 0) {
            const inside = (v >= lo && v <= hi) || ancestors.includes(v);
            check(inside, () => `${p.name} (${p.url}) ${path} = ${v} lies outside ${areaId}`);
          }
        }
      }
    }
    if (p.detail) {
      report.calls++;
      const res = await t.call(listPlateDetails, { plateId: p.id, areaId }, token);
      check(res.respCode === 0, () => `${p.name} 详情: respCode ${res.respCode} ${res.respDesc}`);
      for (const table of res.obj ?? []) {
        for (const g of table.plateDetailChartMetricGroupList) {
          check(
            !foreign.has(g.chartMetricGroupName),
            () => `${p.name} 详情 ${table.chartName}: ${g.chartMetricGroupName} lies outside ${areaId}`,
          );
          for (const m of g.plateDetailChartMetricList) {
            const v = Number(m.chartMetricValue);
            check(
              !isFloatArtefact(v),
              () => `${p.name} 详情 ${g.chartMetricGroupName} ${m.chartMetricName} = ${m.chartMetricValue}`,
            );
          }
        }
      }
    }
  }
  return report;
}
