import { type PlateView, zPlateView } from '../contract/plate-view';

/** The plate fields the view is read from (the `view` column arrives with the statistics work). */
export interface PlateViewSource {
  chartType: string;
  view?: unknown;
}

// Plates seeded before the view column name only a chart type; this is the visual each one meant.
const BY_CHART_TYPE: Record<string, PlateView['visual']> = {
  'stat-cards': 'cards',
  cards: 'cards',
  bar: 'bar',
  line: 'line',
  pie: 'ring',
  ring: 'ring',
  table: 'table',
  'image-carousel': 'image-carousel',
  'map-legend': 'scroll-list',
  'scroll-list': 'scroll-list',
  rank: 'rank',
  gauge: 'gauge',
  map: 'map',
};

/**
 * How a plate draws: its configured `view` when it has a valid one, else a view derived from its chart
 * type (unknown types show their rows as a table, which fits any list).
 */
export function viewOf(plate: PlateViewSource): PlateView {
  if (plate.view !== undefined && plate.view !== null) {
    const parsed = zPlateView.safeParse(plate.view);
    if (parsed.success) return parsed.data;
  }
  return { visual: BY_CHART_TYPE[plate.chartType] ?? 'table' };
}
