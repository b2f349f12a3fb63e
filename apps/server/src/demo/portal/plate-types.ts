import type { PlateDetailSource, PlateView } from '@fengshou/core/contract';
import type { DEMO_SCENES } from '../../files/demo-images';

/**
 * Stored detail tables computed from `areas` at seed time. Only references that are the same whatever area
 * the dashboard shows stay stored (全市 districts); a table about the area shown is live statistics.
 */
export type TableSource = 'district-units';

/** A plate as the demo configures it; position is its index in the layout. */
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
  images?: (keyof typeof DEMO_SCENES)[];
}

/** A dashboard of a subject: its skin and its plates in layout order. */
export type DashboardDef = { skin: string; plates: PlateDef[] };
