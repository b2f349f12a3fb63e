/** Carousel sizes of the detail dialog in px: one image gets the wide frame, several share the small one. */
export const CAROUSEL_SIZES = {
  single: { width: 794, height: 439 },
  multiple: { width: 600, height: 400 },
} as const;

/** Horizontal offset in px of the neighbouring slides of the carousel. */
export const CAROUSEL_SLIDE_OFFSET = 260;

/** Slides visible at once in the carousel. */
export const CAROUSEL_MAX_VISIBLE = 3;

/** Column width in px of the detail dialog table when it has more than 4 columns. */
export const DIALOG_COLUMN_WIDTH = 150;

/**
 * Narrowest column in px a detail table with more than 4 columns shrinks to, so six towns of three figures
 * (18 columns) fit a 1920 screen's dialog instead of scrolling past the fourth town.
 */
export const DIALOG_MIN_COLUMN_WIDTH = 90;

/** Column count up to which dialog table columns share the container width. */
export const DIALOG_SHARED_WIDTH_MAX_COLUMNS = 4;

/** Default gap in px between layout blocks. */
export const LAYOUT_GAP_PX = 15;

/**
 * Carousel frame for `imageCount` images. With several images the neighbours peek out at
 * CAROUSEL_SLIDE_OFFSET on both sides, so the centre slide must be narrower than a lone image.
 */
export function carouselSize(imageCount: number): { readonly width: number; readonly height: number } {
  return imageCount > 1 ? CAROUSEL_SIZES.multiple : CAROUSEL_SIZES.single;
}

/**
 * Width in px of one dialog table column: with 1–4 columns they share the container (floored so the
 * sum never overflows it); with more, the fixed width where the container holds them all at it, else
 * narrower down to DIALOG_MIN_COLUMN_WIDTH so they still fit, and past that the table scrolls. A bad input
 * gets the fixed width.
 */
export function dialogColumnWidth(containerWidth: number, columns: number): number {
  if (!Number.isInteger(columns) || columns < 1 || !Number.isFinite(containerWidth) || containerWidth <= 0)
    return DIALOG_COLUMN_WIDTH;
  const share = Math.floor(containerWidth / columns);
  if (columns <= DIALOG_SHARED_WIDTH_MAX_COLUMNS) return share;
  return Math.max(DIALOG_MIN_COLUMN_WIDTH, Math.min(DIALOG_COLUMN_WIDTH, share));
}
