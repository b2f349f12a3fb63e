import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { NetworkError } from '../../api/api-error';

/** Seconds between probes while the server answers, and while it does not. */
export const PROBE_ONLINE_SECONDS = 30;
export const PROBE_OFFLINE_SECONDS = 5;
const HEALTH = '/api/health/live';

/** True when a failed request says the server may be out of reach (no answer at all). */
export function isUnreachable(error: unknown): boolean {
  return error instanceof NetworkError && error.failure !== 'aborted';
}

/**
 * Whether the server answers, probed on its liveness address (no token, no database): every 30 s, at once
 * when a request gets no answer, every 5 s while it does not. When it answers again the screen's failed
 * queries are asked again, so a wall screen recovers by itself.
 */
export function useReachable(): boolean {
  const client = useQueryClient();
  const [online, setOnline] = useState(true);
  const onlineRef = useRef(true);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    let running = false;
    const schedule = () => {
      clearTimeout(timer);
      const seconds = onlineRef.current ? PROBE_ONLINE_SECONDS : PROBE_OFFLINE_SECONDS;
      timer = setTimeout(probe, seconds * 1000);
    };
    const probe = async () => {
      if (running) return;
      running = true;
      let ok = false;
      try {
        // No timer of its own cuts the probe short: a page clock run fast (a benchmark's day in minutes)
        // would call a server answering in milliseconds unreachable. A refused or dropped connection fails
        // at once; one that hangs ends by the browser's own time-out, and the screen's requests fail first.
        ok = (await fetch(HEALTH, { cache: 'no-store' })).ok;
      } catch {
        ok = false;
      } finally {
        running = false;
      }
      if (!live) return;
      const was = onlineRef.current;
      onlineRef.current = ok;
      setOnline(ok);
      // Queries that failed, or are waiting to try again after a failure, are asked again now.
      if (ok && !was) {
        void client.refetchQueries({
          predicate: (q) => q.state.status === 'error' || q.state.fetchFailureCount > 0,
        });
      }
      schedule();
    };
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      // A failed attempt (before its retry) says as much as a failed query.
      const { action } = event.type === 'updated' ? event : { action: null };
      const error = action?.type === 'failed' || action?.type === 'error' ? action.error : null;
      if (error && isUnreachable(error)) {
        if (onlineRef.current) void probe();
      }
    });
    schedule();
    return () => {
      live = false;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [client]);
  return online;
}
