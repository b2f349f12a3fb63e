/**
 * The plates of one dashboard as drawn in the running app, saved by bench/capture-plates.ts and drawn
 * again by the baseline page (baseline/page.ts) without the app: the same chart options, plate sizes and
 * markup, from inline data.
 */

/** A box in CSS pixels of the 1920×1080 viewport. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A plate's frame as the dashboard's skin laid it out: its outer markup with the body left empty. */
export interface PlateFrameCapture {
  id: number;
  name: string;
  /** The plate's visual (bar, ring, cards, table…) as the frame names it. */
  visual: string;
  box: Box;
  frame: string;
}

/** What one plate showed for one area. */
export type PlateDrawing =
  | {
      kind: 'chart';
      /** The body's markup with the chart's box emptied (ECharts draws into it). */
      body: string;
      /** The chart's box; the baseline draws at this size. */
      box: Box;
      /** The option the app set, as JSON: formatter functions cannot be saved and are left out. */
      option: Record<string, unknown>;
      /** How many functions the option had (left out). */
      droppedFunctions: number;
    }
  | {
      kind: 'dom';
      /** 'drawn' or 'empty', as the frame told it. */
      state: string;
      /** The body's markup, images without their source (the baseline calls no server). */
      body: string;
    };

/** One capture of a dashboard page: its skin, its screen element and each plate. */
export interface PageCapture {
  /** data-skin of the document (tech, classic). */
  skin: string;
  /** The dashboard screen's class and style attributes (its CSS variables hang on them). */
  screen: { className: string; style: string };
  /** The current area's name. */
  area: string;
  plates: (PlateFrameCapture & { drawing: PlateDrawing })[];
}

/** An area and what each plate showed for it, in plate order. */
export interface AreaCapture {
  name: string;
  plates: PlateDrawing[];
}

/** The fixture: the first area is the dashboard's own (the load), the others the towns switched to. */
export interface PlatesFixture {
  /** Where and when it was captured (informative). */
  source: { path: string; user: string; capturedAt: string; viewport: { width: number; height: number } };
  skin: string;
  screen: { className: string; style: string };
  plates: PlateFrameCapture[];
  areas: AreaCapture[];
}
