import type { PtzAdapter as Adapter, PtzDeps } from './adapter';
import { demoPtz } from './demo';
import { noPtz } from './none';
import { wvpPtz } from './wvp';

export type { PtzAdapter, PtzCamera, PtzDirection, PtzState, WvpAccount } from './adapter';

/** The adapter of a name ('demo', 'wvp', 'none'). */
export function adapterOf(name: 'demo' | 'wvp' | 'none', deps: PtzDeps): Adapter {
  if (name === 'demo') return demoPtz(deps);
  if (name === 'wvp') return wvpPtz(deps);
  return noPtz;
}
