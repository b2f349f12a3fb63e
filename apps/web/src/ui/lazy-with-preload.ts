import {
  type ComponentType,
  createElement,
  type FunctionComponent,
  type ReactNode,
  useEffect,
  useState,
} from 'react';
import { onDemand } from './on-demand';

/** A lazily loaded component whose code can be asked for before it first renders. */
export type Preloadable<P> = FunctionComponent<P> & { preload: () => void };

export interface LazyOptions {
  /** Shown until the code is in (nothing by default). */
  fallback?: ReactNode;
  /** Runs once the component first shows with its code in. */
  onShown?: () => void;
}

/**
 * A component whose code loads when it first renders, or earlier by `preload`: the module is fetched once,
 * a failed load is tried again by the next render or preload, and the failure goes to the error boundary.
 *
 * Not React.lazy under Suspense: React shows a boundary's content no earlier than 300 ms after its fallback
 * appeared (its fallback throttle), so each lazy level on the way to a dashboard's plates (shell, page) held
 * the screen back up to 0.3 s after its code and data were in. Here the fallback is plain state, and the
 * component renders as soon as its module is in.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { fallback = null, onShown }: LazyOptions = {},
): Preloadable<P> {
  const code = onDemand(load);
  const preload = () => void code.load().catch(() => {});
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module at import time, as React.lazy is.
  function Lazy(props: P) {
    const module = code.loaded();
    const [failure, setFailure] = useState<{ error: unknown }>();
    const [, setArrived] = useState(false);
    // Asked while rendering, as React.lazy does, not after the commit; the promise is shared.
    if (!module && !failure) preload();
    useEffect(() => {
      if (module) return;
      let live = true;
      code.load().then(
        () => live && setArrived(true),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [module]);
    const shown = module !== undefined;
    useEffect(() => {
      if (shown) onShown?.();
    }, [shown]);
    if (failure) throw failure.error;
    return module ? createElement(module.default, props) : fallback;
  }
  return Object.assign(Lazy, { preload });
}
