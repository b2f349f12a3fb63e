import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake wvp received. */
export interface WvpCall {
  path: string;
  query: Record<string, string>;
  token: string | undefined;
}

/**
 * A stand-in for wvp-GB28181-pro's HTTP API as its controllers answer (WVPResult {code, msg, data}): login with
 * the MD5 password, PTZ and play behind the `access-token` header. It records every call; `expire()` makes
 * the issued token stale (wvp answers 401), `failPtz` makes PTZ answer wvp's failure code 100.
 */
export class FakeWvp {
  calls: WvpCall[] = [];
  failPtz = false;
  private server: Server;
  private issued = 0;
  private valid = new Set<string>();

  constructor(
    readonly username: string,
    readonly passwordMd5: string,
  ) {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://wvp');
      const token = req.headers['access-token'];
      const call = {
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        token: typeof token === 'string' ? token : undefined,
      };
      this.calls.push(call);
      const send = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (url.pathname === '/api/user/login') {
        if (call.query.username !== this.username || call.query.password !== this.passwordMd5)
          return send(200, { code: 100, msg: '用户名或密码错误' });
        const jwt = `jwt-${++this.issued}`;
        this.valid.add(jwt);
        return send(200, { code: 0, msg: '成功', data: { accessToken: jwt, username: this.username } });
      }
      if (!call.token || !this.valid.has(call.token))
        return send(401, { code: 401, msg: '请登录后重新请求' });
      if (url.pathname.startsWith('/api/front-end/ptz/')) {
        return this.failPtz ? send(200, { code: 100, msg: '设备离线' }) : send(200, { code: 0, msg: '成功' });
      }
      const play = /^\/api\/play\/start\/(\d+)\/(\d+)$/.exec(url.pathname);
      if (play) {
        const s = `${play[1]}_${play[2]}`;
        return send(200, {
          code: 0,
          msg: '成功',
          data: {
            app: 'rtp',
            stream: s,
            hls: `http://zlm.example/rtp/${s}/hls.m3u8`,
            flv: `http://zlm.example/rtp/${s}.live.flv`,
            rtc: `http://zlm.example/index/api/webrtc?app=rtp&stream=${s}&type=play`,
          },
        });
      }
      return send(404, { code: 404, msg: '资源未找到' });
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Every token issued so far stops working (a JWT that expired). */
  expire(): void {
    this.valid.clear();
  }

  /** The calls to a path beginning. */
  to(prefix: string): WvpCall[] {
    return this.calls.filter((c) => c.path.startsWith(prefix));
  }

  close(): Promise<void> {
    return new Promise((r) => this.server.close(() => r()));
  }
}
