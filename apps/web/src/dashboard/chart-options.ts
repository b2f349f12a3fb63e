import { scaledUnit } from '@fengshou/core';
import type { PlateView } from '@fengshou/core/contract';
import type { ChartOption } from '../ui/echarts';
import { formatValue, labelText, type Series, type Shaped, toNumber } from './shape';

/** Colours and text of a skin (tech: dark big screen; classic: light). */
export interface ChartTheme {
  readonly palette: readonly string[];
  readonly text: string;
  readonly dim: string;
  readonly line: string;
  readonly tooltipBg: string;
  /** Text scale against the 1920-wide design, so labels keep their proportion from 1366 to 3840. */
  readonly scale: number;
}

const TECH = ['#2f9bff', '#3ee6d1', '#f5c342', '#9b7bff', '#ff7b6b', '#56d364', '#ff9f43', '#5ec8f8'];
const CLASSIC = ['#15794a', '#1668c4', '#e0a21a', '#7a5af8', '#d9534f', '#2bb0a2', '#f08c2b', '#4c9be8'];

/** The chart theme of a skin at a viewport width. */
export function chartTheme(skin: 'tech' | 'classic', viewportWidth: number): ChartTheme {
  const scale = Math.min(2, Math.max(0.75, viewportWidth / 1920));
  return skin === 'tech'
    ? {
        palette: TECH,
        text: '#dbeaff',
        dim: '#86a7d2',
        line: 'rgba(86, 160, 255, 0.18)',
        tooltipBg: 'rgba(6, 26, 62, 0.92)',
        scale,
      }
    : {
        palette: CLASSIC,
        text: '#1f2d26',
        dim: '#5f6f68',
        line: 'rgba(16, 40, 28, 0.1)',
        tooltipBg: 'rgba(255, 255, 255, 0.96)',
        scale,
      };
}

const px = (t: ChartTheme, n: number) => Math.round(n * t.scale);

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

function tooltip(t: ChartTheme, trigger: 'axis' | 'item', series: readonly Series[]) {
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

function legend(t: ChartTheme, show: boolean) {
  return {
    show,
    top: 0,
    right: 0,
    itemWidth: px(t, 12),
    itemHeight: px(t, 8),
    textStyle: { color: t.dim, fontSize: px(t, 12) },
  };
}

function gradient(color: string, horizontal: boolean) {
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

/** Bar or line chart of the shaped rows: one series per value, the label along the category axis. */
export function cartesianOption(shaped: Shaped, view: PlateView, t: ChartTheme): ChartOption {
  const labels = shaped.rows.map((r) => labelText(r, shaped.label));
  const horizontal = view.visual === 'bar' && view.horizontal === true;
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
    series: shaped.series.map((s, i) => {
      const data = shaped.rows.map((r) => toNumber(r[s.field]));
      const color = t.palette[i % t.palette.length]!;
      if (view.visual === 'line') {
        return {
          type: 'line' as const,
          name: s.name,
          data,
          smooth: view.smooth ?? true,
          symbolSize: px(t, 6),
          lineStyle: { width: px(t, 2) },
          stack: view.stack ? 'total' : undefined,
          areaStyle: view.area === false ? undefined : { color: gradient(color, false), opacity: 0.5 },
        };
      }
      return {
        type: 'bar' as const,
        name: s.name,
        data: horizontal ? [...data].reverse() : data,
        stack: view.stack ? 'total' : undefined,
        barMaxWidth: px(t, 18),
        itemStyle: {
          color: gradient(color, horizontal),
          borderRadius: horizontal ? [0, 3, 3, 0] : [3, 3, 0, 0],
        },
      };
    }),
  };
}

/** Pie or ring of the first series by label. */
export function pieOption(shaped: Shaped, view: PlateView, t: ChartTheme): ChartOption {
  const s = shaped.series[0];
  const data = shaped.rows.map((r) => ({
    name: labelText(r, shaped.label),
    value: (s ? toNumber(r[s.field]) : null) ?? ('-' as const),
  }));
  const ring = view.visual === 'ring';
  return {
    color: [...t.palette],
    tooltip: { ...tooltip(t, 'item', shaped.series), formatter: undefined },
    legend: {
      ...legend(t, true),
      type: 'scroll',
      orient: 'vertical',
      top: 'middle',
      right: 0,
      pageTextStyle: { color: t.dim },
    },
    series: [
      {
        type: 'pie',
        name: s?.name,
        radius: ring ? ['48%', '72%'] : ['0%', '72%'],
        center: ['34%', '52%'],
        data,
        label: { show: false },
        labelLine: { show: false },
        itemStyle: { borderColor: 'rgba(0,0,0,0)', borderWidth: px(t, 2) },
        emphasis: { label: { show: true, color: t.text, fontSize: px(t, 14), formatter: '{b}\n{d}%' } },
      },
    ],
  };
}

/** Gauge of the first row's first series (a percentage unless the view sets a maximum). */
export function gaugeOption(shaped: Shaped, view: PlateView, t: ChartTheme): ChartOption {
  const s = shaped.series[0];
  const row = shaped.rows[0];
  const value = s && row ? toNumber(row[s.field]) : null;
  const max = view.max ?? 100;
  return {
    series: [
      {
        type: 'gauge',
        min: 0,
        max,
        radius: '92%',
        center: ['50%', '58%'],
        progress: { show: true, width: px(t, 12), itemStyle: { color: t.palette[1] } },
        axisLine: { lineStyle: { width: px(t, 12), color: [[1, t.line]] } },
        axisTick: { show: false },
        splitLine: { length: px(t, 8), lineStyle: { color: t.dim } },
        axisLabel: { color: t.dim, fontSize: px(t, 10), distance: px(t, 16) },
        pointer: { width: px(t, 4), itemStyle: { color: t.palette[0] } },
        title: { color: t.dim, fontSize: px(t, 13), offsetCenter: [0, '72%'] },
        detail: {
          color: t.text,
          fontSize: px(t, 22),
          offsetCenter: [0, '40%'],
          formatter: (v: number) => {
            const f = formatValue(v, { format: s?.format ?? 'plain', unit: s?.unit ?? '' });
            return `${f.text}${f.unit}`;
          },
        },
        data: [{ value: value ?? 0, name: row ? labelText(row, shaped.label) : (s?.name ?? '') }],
      },
    ],
  };
}

/** Child areas of a registered map coloured by the first series (continuous scale). */
export function mapOption(shaped: Shaped, mapName: string, t: ChartTheme): ChartOption {
  const s = shaped.series[0];
  const data = shaped.rows.map((r) => ({
    name: labelText(r, shaped.label),
    value: s ? toNumber(r[s.field]) : null,
  }));
  const values = data.map((d) => d.value ?? 0);
  const drawn = data.map((d) => ({ name: d.name, value: d.value ?? ('-' as const) }));
  return {
    tooltip: tooltip(t, 'item', shaped.series),
    visualMap: {
      type: 'continuous',
      min: Math.min(0, ...values),
      max: Math.max(1, ...values),
      left: 0,
      bottom: 0,
      itemWidth: px(t, 10),
      itemHeight: px(t, 80),
      calculable: false,
      text: ['高', '低'],
      textStyle: { color: t.dim, fontSize: px(t, 11) },
      inRange: { color: [`${t.palette[0]}30`, t.palette[0]!] },
    },
    series: [
      {
        type: 'map',
        map: mapName,
        name: s?.name,
        roam: false,
        data: drawn,
        // Names would pile up in a plate-sized map; the hovered area shows its own.
        label: { show: false },
        itemStyle: { borderColor: t.palette[1], borderWidth: 1, areaColor: `${t.palette[0]}20` },
        emphasis: {
          label: { show: true, color: '#fff', fontSize: px(t, 12) },
          itemStyle: { areaColor: t.palette[1] },
        },
      },
    ],
  };
}
