import type { PlateDetailSource, PlateLinkage, PlateView } from '@fengshou/core/contract';

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
   * Detail: 0 image viewer, 1 url, 2 table, 3 emits an event (spec §3 Plate). Seeded tables are live
   * statistics (`live`), computed per request for the area the dashboard shows and its children: a table
   * stored at seed time would show one level's rows to every level.
   */
  detail?: {
    type: 0 | 1 | 2 | 3;
    url?: string;
    imgShowType?: 0 | 1;
    live?: PlateDetailSource;
  };
  images?: PlateImage[];
  /** What a click on one of its chart elements does (联动). */
  linkage?: PlateLinkage;
}

/** A dashboard of a subject: its skin and its plates in layout order. */
export type DashboardDef = { skin: string; plates: PlateDef[] };
