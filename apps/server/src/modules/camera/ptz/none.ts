import { badParams } from '@fengshou/core';
import type { PtzAdapter } from './adapter';

const refuse = () => Promise.reject(badParams(['cameraId'], '该摄像头不支持云台控制'));

/** A camera without pan-tilt (or whose PTZ is not wired to anything): presses are refused. */
export const noPtz: PtzAdapter = {
  start: refuse,
  // Releasing the pad of a camera that never moved is no error worth showing.
  stop: async (c) => ({ pan: c.pan, tilt: c.tilt, direction: c.direction, moving: false }),
  state: (c) => ({ pan: c.pan, tilt: c.tilt, direction: c.direction, moving: false }),
};
