import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { onDemand } from './on-demand';

/** A lazily loaded component whose code can be asked for before it first renders. */
export type Preloadable<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => void };

/**
 * React.lazy with a preload: the module is fetched once, whether preloaded, rendered or both; a failed load
 * is tried again on the next preload or render.
 */
export function lazyWithPreload<P>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  const code = onDemand(load);
  return Object.assign(lazy(code.load), { preload: () => void code.load().catch(() => {}) });
}
