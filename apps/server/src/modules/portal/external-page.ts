import { probeExternalPage } from '@fengshou/core/contract';
import { type Route, route } from '../../http/route';
import { OutboundRefused, OutboundTooLarge, outboundRequest } from '../../net/outbound';

/** How long an external page may take to answer before the portal calls it unreachable. */
const PROBE_TIMEOUT_MS = 5000;

/**
 * Whether an external system's address answers, asked before /iframe-detail embeds it. Through the outbound
 * policy: an intranet address the operator did not allow is not asked (reachable null: the browser may
 * still reach it); an address that does not resolve, refuses, times out or answers 5xx is unreachable.
 */
export const externalPageRoute: Route = route(probeExternalPage, async (ctx) => {
  const began = Date.now();
  const elapsed = () => Date.now() - began;
  try {
    const res = await outboundRequest(ctx.body.url, { timeoutMs: PROBE_TIMEOUT_MS, maxBytes: 64 * 1024 });
    const ok = res.status < 500;
    return {
      reachable: ok,
      status: res.status,
      reason: ok ? null : `对方服务器返回 HTTP ${res.status}`,
      elapsedMs: elapsed(),
    };
  } catch (e) {
    // A page longer than what the probe reads did answer.
    if (e instanceof OutboundTooLarge)
      return { reachable: true, status: 200, reason: null, elapsedMs: elapsed() };
    if (e instanceof OutboundRefused) {
      const policy = /OUTBOUND_ALLOW/.test(e.message);
      return { reachable: policy ? null : false, status: null, reason: e.message, elapsedMs: elapsed() };
    }
    const timedOut = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
    const code = (e as { code?: string }).code;
    const reason = timedOut
      ? `${PROBE_TIMEOUT_MS / 1000} 秒内没有应答`
      : code === 'ECONNREFUSED'
        ? '对方拒绝连接'
        : `无法连接（${code ?? (e instanceof Error ? e.message : String(e))}）`;
    return { reachable: false, status: null, reason, elapsedMs: elapsed() };
  }
});
