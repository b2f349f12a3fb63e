// A dome camera's pan and tilt while a move is under way: the stored position plus what the move has turned.
/** How far a dome camera tilts up or down, in degrees. */
export const TILT_LIMIT = 30;

/** Degrees a running PTZ move turns per second (what a mid-range dome camera does). */
export const PTZ_DEG_PER_S = 20;

/** Pan and tilt of a camera now: the stored position plus the move under way since ptz_started_at. */
export function ptzPosition(
  pan: number,
  tilt: number,
  direction: number | null,
  startedAt: Date | null,
  now: number,
): { pan: number; tilt: number } {
  if (!startedAt || direction === null) return { pan, tilt };
  const d = ((now - startedAt.getTime()) / 1000) * PTZ_DEG_PER_S;
  const moved = {
    pan: pan + (direction === 2 ? -d : direction === 3 ? d : 0),
    tilt: tilt + (direction === 0 ? d : direction === 1 ? -d : 0),
  };
  return {
    pan: ((moved.pan % 360) + 360) % 360,
    tilt: Math.max(-TILT_LIMIT, Math.min(TILT_LIMIT, moved.tilt)),
  };
}
