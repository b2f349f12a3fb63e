/**
 * Pictures of rows that have no stored file: camera captures with their AI boxes, pest-trap trays, site
 * photos of review records and live camera frames. The demo draws them from its rows; an installation
 * without a drawer answers 图片不存在 for them.
 */

/** What a field scene shows: a camera capture, a site photo of a review record, a tile of a live view. */
export interface SceneSpec {
  /** Seed of the picture (the row id), so the same row always gives the same image. */
  seed: number;
  /** 1 grain, 2 orchard, 3 vegetables/greenhouse, 4 livestock, 5 ponds, 6 other (business type). */
  kind: number;
  /** Local hour 0–24 (sky colour and light). */
  hour: number;
  /** Month 1–12 (crop colour). */
  month: number;
  /** Text burnt into the top-left corner, usually the capture time. */
  stamp: string;
  /** Text in the bottom-right corner, usually the camera or site name. */
  caption: string;
  /** AI tags drawn as labelled boxes. */
  tags?: { label: string; confidence: number }[];
  /** Extra overlay: 'live' badge, or a structure on the field ('building', 'weeds'). */
  overlay?: 'live' | 'building' | 'weeds';
}

/** A trap's tray with the insects of its day's counts: lamp tray (type 1) or yellow sticky board (type 2). */
export interface PestTray {
  seed: number;
  deviceType: number;
  counts: { name: string; count: number }[];
  stamp: string;
  caption: string;
}

/** A camera's live view at a pan and tilt, at a moment. */
export interface LiveView {
  id: number;
  kind: number;
  month: number;
  serial: string;
  name: string;
  pan: number;
  tilt: number;
  now: Date;
}

/** Draws pictures as inert SVG documents. */
export interface PictureDrawer {
  scene(spec: SceneSpec): string;
  pestTray(tray: PestTray): string;
  liveFrame(view: LiveView): string;
}
