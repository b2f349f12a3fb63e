/** Camera views of the 3D page: tilt in degrees (MapLibre allows up to 85; the parcels read well up to 70). */
export const CAMERA_PRESETS = {
  overhead: { label: '鸟瞰', pitch: 35 },
  oblique: { label: '斜视', pitch: 55 },
  low: { label: '低空', pitch: 70 },
} as const;
export type CameraPreset = keyof typeof CAMERA_PRESETS;

/** The bearing after turning by `step` degrees, kept in -180..180 as MapLibre reports it. */
export function turn(bearing: number, step: number): number {
  const b = (((bearing + step + 180) % 360) + 360) % 360;
  return b - 180;
}

/** A block's height as read: metres, kilometres from a thousand. */
export function heightText(m: number): string {
  return m >= 1000 ? `${(m / 1000).toFixed(1)} 千米` : `${m.toFixed(m < 10 ? 1 : 0)} 米`;
}

/**
 * The view's box rounded out to 1/1000 degree (about 100 m): a view nudged by a few pixels asks the same
 * box again (the cached answer) instead of the server.
 */
export function roundedBox(b: readonly [number, number, number, number]): [number, number, number, number] {
  const down = (v: number) => Math.floor(v * 1000) / 1000;
  const up = (v: number) => Math.ceil(v * 1000) / 1000;
  return [down(b[0]), down(b[1]), up(b[2]), up(b[3])];
}
