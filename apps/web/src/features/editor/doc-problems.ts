import { checkDataSourceParams } from '@fengshou/core';
import { type DashboardDoc, type DocPlate, statBreakdown, statSummary } from '@fengshou/core/contract';
import type { MetricInfo } from './metric-info';

const URL = /^(\/(?!\/)|https?:\/\/)/i;
const PLATE_FIELD = /(?:^|\.)plates\.(\d+)\.(.*)$/;

/**
 * The first thing the server would refuse in a plate, checked in the browser as the editor types (the
 * server checks again on save): its name, its parameters through the core evaluator, the metrics of a
 * statistic source against the catalogue, a detail address, stored detail tables.
 */
export function plateProblem(p: DocPlate, catalog: readonly MetricInfo[] | undefined): string | null {
  if (p.plateName.trim() === '') return '请填写板块名称';
  const [param] = checkDataSourceParams(p.parameters);
  if (param) return `参数 ${param.path}：${param.message}`;
  if (p.interfaceUrl === statSummary.path || p.interfaceUrl === statBreakdown.path) {
    const metrics = Array.isArray(p.parameters.metrics) ? p.parameters.metrics : [];
    if (metrics.length === 0) return '请选择统计指标';
    if (catalog) {
      const by = p.interfaceUrl === statBreakdown.path ? String(p.parameters.by) : null;
      for (const id of metrics) {
        const m = catalog.find((x) => x.metric === id);
        if (!m) return `未知指标 ${String(id)}`;
        if (by && !m.dimensions.includes(by as never)) return `指标${m.name}不支持此统计维度`;
      }
    }
  }
  if (p.detailFlag === 1 && p.detailType === 1 && !URL.test(p.detailUrl ?? ''))
    return '详情链接须为本系统页面路径或 http(s) 地址';
  for (const t of p.detailTables) {
    if (t.chartName.trim() === '') return '明细表名称不能为空';
    for (const g of t.plateDetailChartMetricGroupList) {
      if (g.chartMetricGroupName.trim() === '') return `明细表“${t.chartName}”有分组没有名称`;
      if (g.plateDetailChartMetricList.some((m) => m.chartMetricName.trim() === ''))
        return `明细表“${t.chartName}”有指标没有名称`;
    }
  }
  for (const v of p.view?.values ?? []) if (v.field.trim() === '') return '字段映射有数值字段未填写';
  if ((p.images ?? []).some((i) => i.imgName.trim() === '')) return '有图片没有名称';
  return null;
}

/** Problems of the document by slot. */
export function docProblems(
  doc: DashboardDoc,
  catalog: readonly MetricInfo[] | undefined,
): Record<number, string> {
  const out: Record<number, string> = {};
  for (const p of doc.plates) {
    const problem = plateProblem(p, catalog);
    if (problem) out[p.position] = problem;
  }
  return out;
}

/**
 * The slot a refusal of the server names (`doc.plates.2.parameters.areaId` is the third plate, slot 3 as
 * the editor sends plates in slot order) with its field, or null when it names no plate.
 */
export function refusedSlot(fields: readonly string[]): { position: number; field: string } | null {
  for (const f of fields) {
    const m = PLATE_FIELD.exec(f);
    if (m) return { position: Number(m[1]) + 1, field: m[2]! };
  }
  return null;
}
