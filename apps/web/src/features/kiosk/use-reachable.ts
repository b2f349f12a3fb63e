import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { NetworkError } from '../../api/api-error';

/** Seconds between probes while the server answers, and while it does not. */
export const PROBE_ONLINE_SECONDS = 30;
export const PROBE_OFFLINE_SECONDS = 5;
const PROBE_TIMEOUT_MS = 5000;
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
      const controller = new AbortController();
      const cut = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
      let ok = false;
      try {
        ok = (await fetch(HEALTH, { cache: 'no-store', signal: controller.signal })).ok;
      } catch {
        ok = false;
      } finally {
        clearTimeout(cut);
        running = false;
      }
      if (!live) return;
      const was = onlineRef.current;
      onlineRef.current = ok;
      setOnline(ok);
      if (ok && !was) void client.refetchQueries({ predicate: (q) => q.state.status === 'error' });
      schedule();
    };
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isUnreachable(event.action.error)) {
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
