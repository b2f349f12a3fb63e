import type { getLandControlAnalysis, ResultOf } from '@fengshou/core/contract';
import type { ChartOption } from '../../ui/echarts';

type Analysis = ResultOf<typeof getLandControlAnalysis>;
type KindFigures = Analysis['kinds'][number];

/** A share in per cent with one decimal; null when there is nothing to share (no cases). */
export function rate(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

/** A rate as shown: 「--」 without cases. */
export const rateText = (r: number | null) => (r === null ? '--' : `${r}%`);

/** The change against last year as read on a card: +3, -2, 持平; 上年无 when last year had none. */
export function changeText(now: number, before: number, digits = 0): string {
  if (before === 0 && now === 0) return '持平';
  if (before === 0) return '上年无';
  const d = Math.round((now - before) * 10 ** digits) / 10 ** digits;
  return d === 0 ? '持平' : `${d > 0 ? '+' : ''}${d.toLocaleString('zh-CN')}`;
}

/** What the second figure of a kind is called: confirmed occupations, governed abnormal land. */
export const RESOLVED_LABELS: Record<KindFigures['kind'], string> = {
  occupation: '认定占用',
  abnormal: '已整治',
};

/** Rows of the year-on-year table: one per figure of each kind, this year, last year and the change. */
export function comparisonRows(kinds: readonly KindFigures[]) {
  return kinds.flatMap((k) => {
    const closed = rate(k.closedCount, k.count);
    const closedBefore = rate(k.lastYear.closedCount, k.lastYear.count);
    return [
      {
        key: `${k.kind}-n`,
        label: `${k.label}图斑（个）`,
        now: `${k.count}`,
        before: `${k.lastYear.count}`,
        change: changeText(k.count, k.lastYear.count),
      },
      {
        key: `${k.kind}-mu`,
        label: `${k.label}面积（亩）`,
        now: k.areaMu.toLocaleString('zh-CN'),
        before: k.lastYear.areaMu.toLocaleString('zh-CN'),
        change: changeText(k.areaMu, k.lastYear.areaMu, 2),
      },
      {
        key: `${k.kind}-closed`,
        label: `${k.label}办结率`,
        now: rateText(closed),
        before: rateText(closedBefore),
        change:
          closed === null || closedBefore === null
            ? '--'
            : `${changeText(closed, closedBefore, 1)}${closed === closedBefore ? '' : '个百分点'}`,
      },
      {
        key: `${k.kind}-resolved`,
        label: `${k.label}${RESOLVED_LABELS[k.kind]}（个）`,
        now: `${k.resolvedCount}`,
        before: `${k.lastYear.resolvedCount}`,
        change: changeText(k.resolvedCount, k.lastYear.resolvedCount),
      },
    ];
  });
}

/** New cases per month: this year's as bars, last year's as dashed lines. */
export function monthsOption(a: Analysis): ChartOption {
  const months = a.months.map((m) => `${m.month}月`);
  const last = a.year - 1;
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 40, right: 16, top: 32, bottom: 24 },
    xAxis: { type: 'category', data: months },
    yAxis: { type: 'value', name: '个', minInterval: 1 },
    series: [
      { name: `${a.year}年非农化`, type: 'bar', barMaxWidth: 16, data: a.months.map((m) => m.occupation) },
      { name: `${a.year}年耕地异常`, type: 'bar', barMaxWidth: 16, data: a.months.map((m) => m.abnormal) },
      {
        name: `${last}年非农化`,
        type: 'line',
        lineStyle: { type: 'dashed' },
        data: a.months.map((m) => m.occupationLastYear),
      },
      {
        name: `${last}年耕地异常`,
        type: 'line',
        lineStyle: { type: 'dashed' },
        data: a.months.map((m) => m.abnormalLastYear),
      },
    ],
  } as ChartOption;
}

/** The types of one kind as a ring chart of counts. */
export function typesOption(a: Analysis, kind: KindFigures['kind']): ChartOption {
  return {
    tooltip: { trigger: 'item', valueFormatter: (v: unknown) => `${v} 个` },
    legend: { type: 'scroll', bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: ['36%', '62%'],
        center: ['50%', '44%'],
        label: { formatter: '{b} {c}个', color: 'inherit', textBorderWidth: 0 },
        data: a.types.filter((t) => t.kind === kind).map((t) => ({ name: t.label, value: t.count })),
      },
    ],
  } as ChartOption;
}

/** Cases of each kind by review status (statuses without any case left out). */
export function statusOption(a: Analysis): ChartOption {
  const rows = a.statuses.filter((s) => s.occupation + s.abnormal > 0);
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 40, right: 16, top: 32, bottom: 24 },
    xAxis: { type: 'category', data: rows.map((s) => s.label), axisLabel: { interval: 0 } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: '非农化', type: 'bar', stack: 'n', barMaxWidth: 28, data: rows.map((s) => s.occupation) },
      { name: '耕地异常', type: 'bar', stack: 'n', barMaxWidth: 28, data: rows.map((s) => s.abnormal) },
    ],
  } as ChartOption;
}
