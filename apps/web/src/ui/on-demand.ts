/**
 * A module (or any value) loaded once on first demand: callers share one promise, and a failed load is
 * tried again by the next caller. `loaded` answers it synchronously once it is in.
 */
export function onDemand<M>(importer: () => Promise<M>) {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    load(): Promise<M> {
      pending ??= importer().then(
        (m) => (loaded = m),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: (): M | undefined => loaded,
  };
}
