import { RespCode, RespError } from '@fengshou/core';
import { OutboundRefused, outboundFetch } from '../../../net/outbound';
import type { WvpAccount } from './adapter';

// A PTZ press must answer while the button is held; a media platform slower than this is reported as failed.
const TIMEOUT_MS = 5000;

/** wvp-GB28181-pro answers every call as WVPResult: code 0 success, 401 not signed in, else msg says why. */
interface WvpResult<T> {
  code: number;
  msg?: string;
  data?: T;
}

/** The addresses wvp answers for a stream it opened (StreamContent); each may be absent. */
export interface WvpStream {
  hls?: string;
  https_hls?: string;
  flv?: string;
  https_flv?: string;
  rtc?: string;
  rtcs?: string;
}

const failed = (detail: string) =>
  new RespError(RespCode.BUSINESS_NOTICE, `视频平台(wvp)调用失败：${detail}`);

/**
 * A client of wvp-GB28181-pro's HTTP API (the paths of its PtzController, PlayController and UserController):
 * it signs in with the account's MD5 password (`GET /api/user/login`), keeps the JWT per account and sends it
 * as the `access-token` header; an answer of 401 (expired) signs in again once.
 */
export class WvpClient {
  private tokens = new Map<string, Promise<string>>();

  // The platform's address is an administrator's input: requested through the outbound guard.
  constructor(private fetchFn: (url: string, init: RequestInit) => Promise<Response> = outboundFetch) {}

  /** Sends a PTZ command (left, right, up, down, stop …) with speeds 0–255 (zoom 0–15). */
  async ptz(
    a: WvpAccount,
    deviceId: string,
    channelId: string,
    command: string,
    speed: { horizon: number; vertical: number; zoom: number },
  ): Promise<void> {
    const q = new URLSearchParams({
      command,
      horizonSpeed: String(speed.horizon),
      verticalSpeed: String(speed.vertical),
      zoomSpeed: String(speed.zoom),
    });
    await this.call(a, `/api/front-end/ptz/${enc(deviceId)}/${enc(channelId)}?${q}`);
  }

  /** Opens (or joins) the live stream of a channel and answers its addresses. */
  async play(a: WvpAccount, deviceId: string, channelId: string): Promise<WvpStream> {
    return (await this.call<WvpStream>(a, `/api/play/start/${enc(deviceId)}/${enc(channelId)}`)) ?? {};
  }

  private async call<T>(a: WvpAccount, path: string, again = true): Promise<T | undefined> {
    const token = await this.token(a);
    const res = await this.get<T>(`${base(a)}${path}`, { 'access-token': token });
    if (res.status === 401 || res.body.code === 401) {
      this.tokens.delete(keyOf(a));
      if (again) return this.call(a, path, false);
    }
    if (res.body.code !== 0) throw failed(res.body.msg ?? `HTTP ${res.status}`);
    return res.body.data;
  }

  private token(a: WvpAccount): Promise<string> {
    const key = keyOf(a);
    let t = this.tokens.get(key);
    if (!t) {
      t = this.login(a);
      this.tokens.set(key, t);
      // A failed sign-in is not remembered: the next press tries again.
      t.catch(() => this.tokens.delete(key));
    }
    return t;
  }

  private async login(a: WvpAccount): Promise<string> {
    const q = new URLSearchParams({ username: a.username, password: a.passwordMd5 });
    const res = await this.get<{ accessToken?: string }>(`${base(a)}/api/user/login?${q}`, {});
    const token = res.body.data?.accessToken ?? res.header;
    if (res.body.code !== 0 || !token) throw failed(`登录失败（${res.body.msg ?? `HTTP ${res.status}`}）`);
    return token;
  }

  private async get<T>(url: string, headers: Record<string, string>) {
    let res: Response;
    try {
      res = await this.fetchFn(url, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (e) {
      if (e instanceof OutboundRefused) throw failed(e.message);
      throw failed(e instanceof Error && e.name === 'TimeoutError' ? '无应答（超时）' : '无法连接');
    }
    const text = await res.text();
    let body: WvpResult<T>;
    try {
      body = JSON.parse(text) as WvpResult<T>;
    } catch {
      body = { code: res.ok ? -1 : res.status, msg: `HTTP ${res.status}，应答不是 JSON` };
    }
    return { status: res.status, body, header: res.headers.get('access-token') ?? undefined };
  }
}

const enc = encodeURIComponent;
const base = (a: WvpAccount) => a.url.replace(/\/+$/, '');
const keyOf = (a: WvpAccount) => `${base(a)}\n${a.username}\n${a.passwordMd5}`;

/** The one client of the process: its signed-in tokens are shared by every request. */
export const wvpClient = new WvpClient();
