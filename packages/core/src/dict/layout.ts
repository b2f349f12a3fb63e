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
 * sum never overflows it); otherwise, or for a bad input, the fixed width and the table scrolls.
 */
export function dialogColumnWidth(containerWidth: number, columns: number): number {
  const shares = Number.isInteger(columns) && columns >= 1 && columns <= DIALOG_SHARED_WIDTH_MAX_COLUMNS;
  if (!shares || !Number.isFinite(containerWidth) || containerWidth <= 0) return DIALOG_COLUMN_WIDTH;
  return Math.floor(containerWidth / columns);
}
