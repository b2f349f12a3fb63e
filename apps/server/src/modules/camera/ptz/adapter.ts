/**
 * PTZ adapters: what turns a camera when the pad is held. The endpoints call `start` when a direction is
 * pressed and `stop` when it is released, whatever drives the camera:
 *
 * - 'demo': the demo's synthetic picture (the pan/tilt stored on the camera row, see position.ts);
 * - 'wvp': a GB28181 camera behind wvp-GB28181-pro, through its HTTP API (wvp.ts);
 * - 'none': no pan-tilt (the endpoints refuse it).
 *
 * Another platform (a vendor's SDK gateway, ONVIF bridge) is one more adapter: implement PtzAdapter, add its
 * name to PTZ_ADAPTERS (contract) and the migration's check, and return it from adapterOf.
 */
import type { Queryable } from '../../../db/client';

/** Directions of the contract: 0 up, 1 down, 2 left, 3 right. */
export type PtzDirection = 0 | 1 | 2 | 3;

/** The wvp-GB28181-pro account of a camera (server-side only). */
export interface WvpAccount {
  url: string;
  username: string;
  passwordMd5: string;
}

/** A camera as the adapters see it. */
export interface PtzCamera {
  id: number;
  pan: number;
  tilt: number;
  direction: number | null;
  startedAt: Date | null;
  gbDeviceId: string | null;
  gbChannelId: string | null;
  wvp: WvpAccount | null;
}

/** Where the camera points and whether it turns, as the screen shows it. */
export interface PtzState {
  pan: number;
  tilt: number;
  direction: number | null;
  moving: boolean;
}

export interface PtzAdapter {
  /** Starts turning in a direction at a speed of 1–100 %; keeps turning until stop. */
  start(camera: PtzCamera, direction: PtzDirection, speed: number): Promise<PtzState>;
  /** Stops the move under way (harmless when none is). */
  stop(camera: PtzCamera): Promise<PtzState>;
  /** Where it points now, as far as the server knows. */
  state(camera: PtzCamera, now: number): PtzState;
}

/** What an adapter may use: the database of the request (the camera row keeps the move under way). */
export interface PtzDeps {
  db: Queryable;
}
