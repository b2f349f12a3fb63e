import type { ChartOption } from '../../ui/echarts';

/** What a sortie looked for: the batch type of its change detection. */
export const PATROL_KIND_LABELS: Readonly<Record<number, string>> = { 1: '非农化巡查', 2: '非粮化/撂荒巡查' };

interface PatrolLike {
  areaId: number;
  coveredMu: number;
  findingCount: number;
  findingAreaMu: number;
  openCount: number;
}

/**
 * The year's figures of the sorties: how many, the villages flown (each counted once, its area once), what
 * they found, how much is still in review, and the share of sorties that found something (null without any).
 */
export function patrolSummary(patrols: readonly PatrolLike[]) {
  const areas = new Map<number, number>();
  for (const p of patrols) areas.set(p.areaId, p.coveredMu);
  const round2 = (n: number) => Math.round(n * 100) / 100;
  const hits = patrols.filter((p) => p.findingCount > 0).length;
  return {
    sorties: patrols.length,
    villages: areas.size,
    coveredMu: round2([...areas.values()].reduce((s, v) => s + v, 0)),
    findings: patrols.reduce((s, p) => s + p.findingCount, 0),
    findingMu: round2(patrols.reduce((s, p) => s + p.findingAreaMu, 0)),
    open: patrols.reduce((s, p) => s + p.openCount, 0),
    hitRate: patrols.length ? Math.round((hits / patrols.length) * 1000) / 10 : null,
  };
}

/** Bars of sorties and a line of findings over the twelve months. */
export function patrolMonthsOption(
  months: readonly { month: number; patrolCount: number; findingCount: number }[],
): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 36, right: 12, top: 30, bottom: 24 },
    xAxis: { type: 'category', data: months.map((m) => `${m.month}月`), axisLabel: { interval: 1 } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: '巡田架次', type: 'bar', barMaxWidth: 14, data: months.map((m) => m.patrolCount) },
      { name: '发现图斑', type: 'line', data: months.map((m) => m.findingCount) },
    ],
  } as ChartOption;
}
