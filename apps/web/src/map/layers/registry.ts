import { MAP_POINT_KINDS } from '@fengshou/core/contract';
import type { SwitchableLayer } from '../types';
import { camerasSwitch } from './cameras';
import { farmsSwitch } from './farms';
import { iotDevicesSwitch } from './iot-devices';
import { pestDevicesSwitch } from './pest-devices';

/**
 * The layers a GIS page offers to switch on, in the order of their toggles. A point layer's key is its
 * kind in the contract (MAP_POINT_KINDS, what gisdata/map/points answers): the check below fails the
 * typecheck when the contract gains a kind that has no layer here.
 */
export const SWITCHABLE_LAYERS = {
  farm: farmsSwitch,
  iot: iotDevicesSwitch,
  camera: camerasSwitch,
  pest: pestDevicesSwitch,
} as const satisfies Record<string, SwitchableLayer>;

/** A switchable layer's key (the page state and presets name layers by it). */
export type SwitchableLayerKey = keyof typeof SWITCHABLE_LAYERS;

/** The keys in toggle order. */
export const SWITCHABLE_LAYER_KEYS = Object.keys(SWITCHABLE_LAYERS) as SwitchableLayerKey[];

// Every point kind of the contract is a switchable layer.
MAP_POINT_KINDS satisfies readonly SwitchableLayerKey[];
