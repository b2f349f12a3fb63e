/** A wall size the preview lays the screen out at. */
export interface WallSize {
  width: number;
  height: number;
}

/** The sizes offered: the design, 4K, and a wall of three 1920×1080 panels high by three wide at 4K. */
export const WALL_SIZES: readonly (WallSize & { label: string })[] = [
  { width: 1920, height: 1080, label: '1920×1080' },
  { width: 3840, height: 2160, label: '3840×2160' },
  { width: 5760, height: 2160, label: '5760×2160' },
];

/**
 * The zoom that fits a wall of `size` into a box of `box` (never above 1): a viewer's zoom of a screen
 * laid out at its real size, not a resampled picture of a smaller one.
 */
export function fitZoom(size: WallSize, box: WallSize): number {
  if (box.width <= 0 || box.height <= 0) return 1;
  return Math.min(1, box.width / size.width, box.height / size.height);
}
