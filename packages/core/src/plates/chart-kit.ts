import { scaledUnit } from '../format/number';
import type { ChartTheme } from './chart-theme';
import { formatValue, labelText, type Series, type Shaped, toNumber } from './shape';

/** A size of the 1920-wide design at the theme's scale. */
export const px = (t: ChartTheme, n: number) => Math.round(n * t.scale);

/**
 * The tick labels of a value axis, in one unit for the whole axis chosen from its largest figure. §9 scales
 * single values from four digits (1,000 → 0.10万), but a tick of 0.10万 beside ticks of 800 and 600 reads
 * wrong: an axis stays in plain numbers below 10,000, then in 万, from 10,000万 in 亿.
 */
function axisTicks(shaped: Shaped): (n: number) => string {
  const s = shaped.series[0];
  if (s?.format === 'percent' || s?.format === 'text') {
    return (n) => {
      const f = formatValue(n, { format: s.format, unit: '' });
      return `${f.text}${f.unit}`;
    };
  }
  const largest = Math.max(
    0,
    ...shaped.rows.flatMap((r) => shaped.series.map((x) => Math.abs(toNumber(r[x.field]) ?? 0))),
  );
  const [divisor, magnitude] =
    s?.format === 'plain' || largest < 1e4
      ? [1, '' as const]
      : largest < 1e8
        ? [1e4, '万' as const]
        : [1e8, '亿' as const];
  // Figures already in 万元 keep their 万 on the axis: 15 ticks of 万元 in 万 read 15亿, not 15万.
  const unit = scaledUnit(magnitude, s?.unit.match(/^[万亿]/)?.[0] ?? '');
  return (n) => {
    const v = n / divisor;
    return `${Number.isInteger(v) ? v : Number(v.toFixed(2))}${v === 0 ? '' : unit}`;
  };
}

/** The tooltip of a chart: values in the first series' format and unit. */
export function tooltip(t: ChartTheme, trigger: 'axis' | 'item', series: readonly Series[]) {
  return {
    trigger,
    backgroundColor: t.tooltipBg,
    borderColor: t.palette[0],
    textStyle: { color: t.text, fontSize: px(t, 13) },
    valueFormatter: (v: unknown) => {
      const s = series[0];
      const { text, unit } = formatValue(Array.isArray(v) ? v[0] : v, {
        format: s?.format ?? 'large',
        unit: s?.unit ?? '',
      });
      return `${text}${unit}`;
    },
  } as const;
}

/** The legend of a chart, top right. */
export function legend(t: ChartTheme, show: boolean) {
  return {
    show,
    top: 0,
    right: 0,
    itemWidth: px(t, 12),
    itemHeight: px(t, 8),
    textStyle: { color: t.dim, fontSize: px(t, 12) },
  };
}

/** A fill fading from the colour to a fifth of it, along the bar or down the area. */
export function gradient(color: string, horizontal: boolean) {
  return {
    type: 'linear' as const,
    x: 0,
    y: 0,
    x2: horizontal ? 1 : 0,
    y2: horizontal ? 0 : 1,
    colorStops: horizontal
      ? [
          { offset: 0, color: `${color}33` },
          { offset: 1, color },
        ]
      : [
          { offset: 0, color },
          { offset: 1, color: `${color}33` },
        ],
  };
}

/**
 * Everything of a bar or line chart but its series: the label along the category axis (reversed when the
 * bars lie, so the first row is on top), the values along the other, the grid, tooltip and legend.
 */
export function cartesianFrame(shaped: Shaped, t: ChartTheme, horizontal: boolean) {
  const labels = shaped.rows.map((r) => labelText(r, shaped.label));
  const many = shaped.series.length > 1;
  const category = {
    type: 'category' as const,
    data: horizontal ? [...labels].reverse() : labels,
    axisLine: { lineStyle: { color: t.line } },
    axisTick: { show: false },
    // Many town names along a narrow plate: slanted, and every one of them up to two dozen.
    axisLabel: {
      color: t.dim,
      fontSize: px(t, 12),
      interval: horizontal || labels.length <= 24 ? 0 : ('auto' as const),
      rotate: !horizontal && labels.length > 6 ? 40 : 0,
      hideOverlap: true,
      width: px(t, horizontal ? 84 : 64),
      overflow: 'truncate' as const,
    },
  };
  const value = {
    type: 'value' as const,
    splitLine: { lineStyle: { color: t.line, type: 'dashed' as const } },
    axisLabel: {
      color: t.dim,
      fontSize: px(t, 11),
      formatter: axisTicks(shaped),
    },
  };
  return {
    color: [...t.palette],
    grid: {
      left: px(t, 6),
      right: px(t, 14),
      top: px(t, many ? 30 : 14),
      bottom: px(t, 4),
      containLabel: true,
    },
    tooltip: tooltip(t, 'axis', shaped.series),
    legend: legend(t, many),
    xAxis: horizontal ? value : category,
    yAxis: horizontal ? category : value,
  };
}
