import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import {
  type AllowList,
  addressProblem,
  EMPTY_ALLOW_LIST,
  hostAllowed,
  parseAllowList,
} from './address-policy';

/**
 * The one way the server requests an address a user gave it (imagery templates, video platforms): the
 * host is resolved once and every address it resolves to must be public (net/address-policy.ts) unless the
 * operator allowed it; the connection goes to the address checked, not to a second lookup a rebinding DNS
 * server could answer differently; redirects are followed by hand, each hop checked the same way.
 */

/** Thrown when an address may not be requested; the message says why, in Chinese. */
export class OutboundRefused extends Error {}

let allowList: AllowList = EMPTY_ALLOW_LIST;

/** Sets the operator's allow-list (config OUTBOUND_ALLOW) for the process; buildApp calls it. */
export function allowOutbound(entries: readonly string[]): void {
  allowList = parseAllowList(entries);
}

const MAX_REDIRECTS = 3;

/** Where a checked URL connects: the address its host resolved to. */
export interface CheckedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

/**
 * The address to connect to for a URL, or OutboundRefused: http(s) only, no credentials in it, its host
 * resolved (IPv4 written as 2130706433, 0177.0.0.1 or 0x7f.1 is already 127.0.0.1 once URL-parsed) and
 * every address it resolves to allowed.
 */
export async function checkOutbound(address: string | URL): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new OutboundRefused('地址格式无效');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundRefused('只允许 http:// 或 https:// 地址');
  if (url.username || url.password) throw new OutboundRefused('地址不能包含用户名或密码');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (ipaddr.isValid(host)) addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new OutboundRefused(`无法解析主机名 ${host}`);
    }
    if (addresses.length === 0) throw new OutboundRefused(`无法解析主机名 ${host}`);
  }
  if (!hostAllowed(allowList, host)) {
    for (const a of addresses) {
      const problem = addressProblem(allowList, a.address);
      if (problem)
        throw new OutboundRefused(
          `${host} 指向 ${problem}，服务器不访问这类地址；内网服务须由运维在 OUTBOUND_ALLOW 中放行`,
        );
    }
  }
  const first = addresses[0]!;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}

export interface OutboundOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /** The caller's own abort, besides the time-out. */
  signal?: AbortSignal;
  /** Largest body read; a longer one is an OutboundTooLarge. */
  maxBytes: number;
}

/** Thrown for an answer longer than the caller's maxBytes. */
export class OutboundTooLarge extends Error {}

/** An answer: status, headers and the whole body. */
export interface OutboundAnswer {
  status: number;
  headers: Headers;
  body: Buffer;
  /** The URL that answered (the last hop of any redirects). */
  url: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Requests a user-given address through checkOutbound, following up to three redirects, each checked. */
export async function outboundRequest(address: string, opts: OutboundOptions): Promise<OutboundAnswer> {
  const timeout = AbortSignal.timeout(opts.timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  let target = await checkOutbound(address);
  let method = opts.method ?? 'GET';
  let body = opts.body;
  for (let hop = 0; ; hop++) {
    const res = await send(target, method, opts.headers ?? {}, body, signal);
    const location = res.headers.location;
    if (!REDIRECTS.has(res.statusCode ?? 0) || !location) return read(res, target.url, opts.maxBytes);
    res.resume();
    if (hop >= MAX_REDIRECTS) throw new OutboundRefused(`重定向超过 ${MAX_REDIRECTS} 次`);
    if (res.statusCode === 303 || ((res.statusCode === 301 || res.statusCode === 302) && method === 'POST')) {
      method = 'GET';
      body = undefined;
    }
    target = await checkOutbound(new URL(location, target.url));
  }
}

/** One request connected to the checked address (TLS still verifies the certificate of the host name). */
function send(
  t: CheckedTarget,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const pinned: LookupFunction = (_host, options, done) => {
    if (options.all) done(null, [{ address: t.address, family: t.family }]);
    else done(null, t.address, t.family);
  };
  const request = t.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(t.url, { method, headers, lookup: pinned, signal }, resolve);
    req.on('error', (e) => reject(signal.aborted ? signal.reason : e));
    req.end(body);
  });
}

async function read(res: IncomingMessage, url: URL, maxBytes: number): Promise<OutboundAnswer> {
  const declared = Number(res.headers['content-length'] ?? 0);
  if (declared > maxBytes) {
    res.destroy();
    throw new OutboundTooLarge(`应答超过 ${maxBytes} 字节`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      res.destroy();
      throw new OutboundTooLarge(`应答超过 ${maxBytes} 字节`);
    }
    chunks.push(chunk);
  }
  const headers = new Headers();
  for (const [k, v] of Object.entries(res.headers)) {
    if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
  }
  return { status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks), url: url.href };
}

/**
 * outboundRequest behind the shape of fetch, for clients written against fetch (the video platform's):
 * GET or POST with a string body, at most 8 MB, the caller's signal or 10 s.
 */
export const outboundFetch = async (input: string, init: RequestInit = {}): Promise<Response> => {
  const answer = await outboundRequest(input, {
    method: init.method === 'POST' ? 'POST' : 'GET',
    headers: Object.fromEntries(new Headers(init.headers).entries()),
    body: typeof init.body === 'string' ? init.body : undefined,
    timeoutMs: 10_000,
    signal: init.signal ?? undefined,
    maxBytes: 8 * 1024 * 1024,
  });
  const empty = answer.status === 204 || answer.status === 304;
  return new Response(empty ? null : new Uint8Array(answer.body), {
    status: answer.status,
    headers: answer.headers,
  });
};
