import type { PlateView } from '@fengshou/core/contract';
import {
  barOption,
  type ChartOption,
  type ChartTheme,
  cardsOf,
  columnTitle,
  formatValue,
  gaugeOption,
  labelText,
  lineOption,
  missingHint,
  missingOf,
  pieOption,
  rankedRows,
  ringOption,
  type Series,
  type Shaped,
  shapeResult,
  tableColumnsOf,
} from '@fengshou/core/plates';
import { renderChartSvg } from './echarts-ssr';
import type { PlateBody, PlateFigure } from './model';

type ChartVisual = 'bar' | 'line' | 'pie' | 'ring' | 'gauge';
const BUILDERS: Record<ChartVisual, (s: Shaped, v: PlateView, t: ChartTheme) => ChartOption> = {
  bar: barOption,
  line: lineOption,
  pie: pieOption,
  ring: ringOption,
  gauge: gaugeOption,
};
const isChart = (v: PlateView['visual']): v is ChartVisual => Object.hasOwn(BUILDERS, v);

/** A value as the screen prints it, with its series' unit. */
function figure(label: string, value: unknown, s: Pick<Series, 'format' | 'unit'>): PlateFigure {
  const { text, unit } = formatValue(value, s);
  return { label, value: text, unit };
}

/** The data points a chart draws, as the screen prints them: per row, per series (named when several). */
function chartFigures(shaped: Shaped, visual: ChartVisual): PlateFigure[] {
  const { rows, series, label } = shaped;
  // Pies, rings and gauges draw the first series only.
  const drawn = visual === 'bar' || visual === 'line' ? series : series.slice(0, 1);
  const pointRows = visual === 'gauge' ? rows.slice(0, 1) : rows;
  return pointRows.flatMap((r) =>
    drawn.map((s) =>
      figure(drawn.length > 1 ? `${labelText(r, label)} · ${s.name}` : labelText(r, label), r[s.field], s),
    ),
  );
}

/** The printed cells of a row in the given columns (the first one the label). */
function printedRow(r: Record<string, unknown>, columns: readonly Series[]): string[] {
  return columns.map((c, j) => {
    if (j === 0) return labelText(r, c.field);
    const { text, unit } = formatValue(r[c.field], c);
    return `${text}${unit}`;
  });
}

/** A rank list, a table, a scroll list or a map's children: columns and printed rows. */
function tableBody(shaped: Shaped, visual: PlateView['visual']): PlateBody {
  if (visual === 'rank') {
    const s = shaped.series[0];
    const columns = s ? [tableColumnsOf(shaped)[0]!, s] : [tableColumnsOf(shaped)[0]!];
    return {
      kind: 'table',
      columns: ['排名', ...columns.map(columnTitle)],
      rows: rankedRows(shaped).map((r, i) => [String(i + 1), ...printedRow(r, columns)]),
    };
  }
  const columns = tableColumnsOf(shaped);
  return {
    kind: 'table',
    columns: columns.map(columnTitle),
    rows: shaped.rows.map((r) => printedRow(r, columns)),
  };
}

/**
 * What a plate shows of its data source's answer, laid out for a body box of `width` × `height`: the
 * answer shaped by the plate's view as the screen shapes it, charts rendered to SVG, cards as figures,
 * lists as printed rows. A map is printed as the table of its children's figures. Nothing recorded yet
 * says what is missing, as the screen does.
 */
export function plateBody(
  data: unknown,
  view: PlateView,
  theme: ChartTheme,
  size: { width: number; height: number },
): PlateBody {
  if (data === null || data === undefined) return { kind: 'empty', reason: '暂无数据' };
  const missing = missingOf(data);
  if (missing)
    return { kind: 'empty', reason: ['暂无数据', missingHint(missing)].filter(Boolean).join('：') };
  const shaped = shapeResult(data, view);
  if (shaped.rows.length === 0) return { kind: 'empty', reason: '暂无数据' };
  // A chart of a list without numbers cannot be drawn; its rows are listed instead (as on the screen).
  const visual = isChart(view.visual) && shaped.series.length === 0 ? 'scroll-list' : view.visual;
  if (isChart(visual)) {
    const width = Math.round(size.width);
    const height = Math.round(size.height);
    const svg = renderChartSvg(BUILDERS[visual](shaped, { ...view, visual }, theme), width, height);
    return { kind: 'chart', svg, width, height, figures: chartFigures(shaped, visual) };
  }
  if (visual === 'cards') {
    return {
      kind: 'cards',
      figures: cardsOf(shaped).map((c) => figure(c.name, c.value, c.series)),
    };
  }
  return tableBody(shaped, visual);
}
