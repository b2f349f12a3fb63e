import { badParams, checkDataSourceParams, dashboardMenuByKey, isDynamicLinkKey } from '@fengshou/core';
import type { PlateDetailSource, PlateLinkage, PlateView } from '@fengshou/core/contract';
import { isPlateSource, STAT_DIMENSIONS, statBreakdown, statSummary } from '@fengshou/core/contract';
import { dimensionsOf } from './metric';
import { metricOf } from './registry';

const STAT_PATHS: ReadonlySet<string> = new Set([statSummary.path, statBreakdown.path]);

/**
 * Checks a plate configuration before it is stored: every parameter resolves with the core evaluator, the
 * data source is an endpoint of our contract that display tokens may call, statistic parameters name registry metrics and a dimension they support, and
 * live detail tables name metrics that break down by the table's dimension, and a linkage jumps to a
 * topic dashboard (not an external link). Throws 300 naming the field,
 * prefixed by `at` when the plate is part of a larger body (`doc.plates.2.`).
 */
export function checkPlateConfig(
  p: {
    interfaceUrl?: string | null;
    parameters: Record<string, unknown>;
    view?: PlateView | null;
    detailSource?: PlateDetailSource | null;
    linkage?: PlateLinkage | null;
  },
  at = '',
): void {
  const jump = p.linkage?.action === 'jump' ? p.linkage.menuKey : undefined;
  if (jump !== undefined && (!dashboardMenuByKey(jump) || isDynamicLinkKey(jump))) {
    throw badParams([`${at}linkage.menuKey`], '跳转目标须为专题大屏');
  }
  const [problem] = checkDataSourceParams(p.parameters);
  if (problem) throw badParams([`${at}parameters.${problem.path}`], problem.message);
  if (p.interfaceUrl !== undefined && p.interfaceUrl !== null && p.interfaceUrl !== '') {
    if (!isPlateSource(p.interfaceUrl))
      throw badParams([`${at}interfaceUrl`], '数据源须为本系统的大屏数据接口');
    if (STAT_PATHS.has(p.interfaceUrl)) checkStatParameters(p.interfaceUrl, p.parameters, at);
  }
  for (const [t, table] of (p.detailSource?.tables ?? []).entries()) {
    for (const [i, id] of table.metrics.entries()) {
      const m = metricOf(id);
      const field = `${at}detailSource.tables.${t}.metrics.${i}`;
      if (!m) throw badParams([field], `未知指标 ${id}`);
      if (!dimensionsOf(m).includes(table.by)) throw badParams([field], `指标${m.name}不支持按此维度统计`);
    }
  }
}

function checkStatParameters(path: string, parameters: Record<string, unknown>, at: string) {
  const metrics = parameters.metrics;
  if (!Array.isArray(metrics) || metrics.length === 0)
    throw badParams([`${at}parameters.metrics`], '请选择指标');
  const by = parameters.by;
  if (path === statBreakdown.path && !STAT_DIMENSIONS.includes(by as never)) {
    throw badParams([`${at}parameters.by`], '请选择统计维度');
  }
  const byCategory = parameters.categoryKey !== undefined && parameters.categoryKey !== null;
  for (const [i, id] of metrics.entries()) {
    const m = typeof id === 'string' ? metricOf(id) : undefined;
    if (!m) throw badParams([`${at}parameters.metrics.${i}`], `未知指标 ${String(id)}`);
    if (byCategory && !m.category) {
      throw badParams([`${at}parameters.categoryKey`], `指标${m.name}不支持按类别筛选`);
    }
    if (path === statBreakdown.path && !dimensionsOf(m).includes(by as never)) {
      throw badParams([`${at}parameters.metrics.${i}`], `指标${m.name}不支持按此维度统计`);
    }
  }
}
