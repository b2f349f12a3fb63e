import type { PlateDetailSource, PlateView } from '@fengshou/core/contract';

/**
 * A stored detail table computed at seed time, by name; the seed that names one resolves it (seedPlates'
 * `tables`). Only references that are the same whatever area the dashboard shows are stored; a table about
 * the area shown is live statistics.
 */
export type TableSource = string;

/** A picture of a carousel plate: where the browser loads it, its name and caption. */
export interface PlateImage {
  url: string;
  name: string;
  desc: string;
}

/** A plate as a dashboard configures it; position is its index in the layout. */
export interface PlateDef {
  name: string;
  /** Stored chart_type; by default the view's visual. */
  chartType?: 'stat-cards' | 'bar' | 'pie' | 'line' | 'table' | 'image-carousel' | 'map-legend';
  remark?: string;
  declaration?: string;
  interfaceUrl?: string;
  parameters?: Record<string, unknown>;
  /** How the engine draws it; derived from chartType when absent. */
  view?: PlateView;
  /**
   * Detail: 0 image viewer, 1 url, 2 table, 3 emits an event (spec §3 Plate). Tables are stored rows
   * computed at seed time (`tables`) or live statistics (`live`, computed per request and area).
   */
  detail?: {
    type: 0 | 1 | 2 | 3;
    url?: string;
    imgShowType?: 0 | 1;
    tables?: TableSource[];
    live?: PlateDetailSource;
  };
  images?: PlateImage[];
}

/** A dashboard of a subject: its skin and its plates in layout order. */
export type DashboardDef = { skin: string; plates: PlateDef[] };
