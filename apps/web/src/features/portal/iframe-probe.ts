import { probeExternalPage } from '@fengshou/core/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api';

/** Whether an embedded page answered: reachable null means the server may not ask it (an intranet address). */
export interface ProbeResult {
  reachable: boolean | null;
  reason: string | null;
}

/** Time a page of this site may take before the frame is called unreachable. */
const SAME_SITE_TIMEOUT_MS = 5000;

/**
 * Asks whether `url` answers before it is framed: a page of this site by the browser itself, another
 * site through the server (a browser cannot read a foreign frame's failure).
 */
export async function probeUrl(url: string, signal?: AbortSignal): Promise<ProbeResult> {
  if (new URL(url).origin === window.location.origin) {
    try {
      const res = await fetch(url, {
        method: 'GET',
        signal: AbortSignal.any([AbortSignal.timeout(SAME_SITE_TIMEOUT_MS), ...(signal ? [signal] : [])]),
      });
      return res.ok
        ? { reachable: true, reason: null }
        : { reachable: false, reason: `返回 HTTP ${res.status}` };
    } catch {
      return { reachable: false, reason: '无法连接' };
    }
  }
  const r = await callApi(probeExternalPage, { url }, { signal, notify: false });
  return { reachable: r.reachable, reason: r.reason };
}

/** The probe of the framed address, asked again by `refetch` (the 重试 button). */
export function useProbe(url: string | null) {
  return useQuery({
    queryKey: ['iframe-probe', url],
    enabled: url !== null,
    queryFn: ({ signal }) => probeUrl(url!, signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
