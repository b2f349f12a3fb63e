import type { PtzAdapter, PtzCamera, PtzDeps, PtzState } from './adapter';
import { ptzPosition } from './position';

const positionOf = (c: PtzCamera, now: number) => ptzPosition(c.pan, c.tilt, c.direction, c.startedAt, now);

/**
 * The demo's pan-tilt: the synthetic live picture turns while a move runs (the row keeps where it started and
 * since when, so every server and the picture drawer agree on the position).
 */
export function demoPtz({ db }: PtzDeps): PtzAdapter {
  return {
    async start(c, direction) {
      // A new direction first settles the move under way, so the view continues from where it is.
      const pos = positionOf(c, Date.now());
      await db.query(
        'UPDATE cameras SET pan_deg = $2, tilt_deg = $3, direction = $4, ptz_started_at = now() WHERE id = $1',
        [c.id, pos.pan, pos.tilt, direction],
      );
      return { ...pos, direction, moving: true };
    },
    async stop(c) {
      const pos = positionOf(c, Date.now());
      await db.query('UPDATE cameras SET pan_deg = $2, tilt_deg = $3, ptz_started_at = NULL WHERE id = $1', [
        c.id,
        pos.pan,
        pos.tilt,
      ]);
      return { ...pos, direction: c.direction, moving: false };
    },
    state: (c, now): PtzState => ({
      ...positionOf(c, now),
      direction: c.direction,
      moving: c.startedAt !== null,
    }),
  };
}
