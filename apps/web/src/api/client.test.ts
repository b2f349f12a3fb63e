import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TIMEOUTS_MS } from '@fengshou/core';
import { defineEndpoint, getUserInfo, listAreasByParentId } from '@fengshou/core/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ACCESS_TOKEN_KEY } from '../app/session/tokens';
import { ApiError, NetworkError } from './api-error';
import { API_CREDENTIALS, callApi, callHeaders } from './client';
import { type ClientEffects, configureClient } from './client-config';

const exemptEndpoint = defineEndpoint({
  path: '/api/produce/gov/iot/device/list',
  summary: 'test',
  access: 'session',
  body: z.strictObject({}),
  result: z.array(z.number()),
});

const slowEndpoint = defineEndpoint({
  path: '/api/gisdata/gov/gis/token',
  summary: 'test',
  access: 'session',
  body: z.strictObject({}),
  result: z.string(),
  timeoutMs: 1500,
});

const userInfo = {
  govSubjectVO: { id: 1 },
  govUserVO: { id: 2 },
};

function recordingEffects() {
  return {
    notify: vi.fn<ClientEffects['notify']>(),
    clearSession: vi.fn<ClientEffects['clearSession']>(),
    goLogin: vi.fn<ClientEffects['goLogin']>(),
    openNotAccess: vi.fn<ClientEffects['openNotAccess']>(),
    log: vi.fn<ClientEffects['log']>(),
  };
}

let effects = recordingEffects();
let tokens = { token: 'tok-main' as string | null, demoToken: null as string | null };
let previous: ClientEffects;

function answer(body: unknown, status = 200) {
  return vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
}

beforeEach(() => {
  tokens = { token: 'tok-main', demoToken: null };
  effects = recordingEffects();
  previous = configureClient({ ...effects, getTokens: () => tokens });
});

afterEach(() => {
  configureClient(previous);
  vi.unstubAllGlobals();
});

describe('callApi request', () => {
  it('POSTs JSON to the contract path with the four headers', async () => {
    const fetchMock = answer({ respCode: 0, respDesc: '成功', obj: [] });
    vi.stubGlobal('fetch', fetchMock);
    await callApi(listAreasByParentId, { parentId: 310151000000 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/foundation/gov/area/listByParentId');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ parentId: 310151000000 });
    const headers = init.headers as Record<string, string>;
    expect(headers.accessToken).toBe('tok-main');
    expect(headers.clientType).toBe('1');
    expect(headers.platformType).toBe('1');
    expect(headers.requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(headers['Content-Type']).toBe('application/json');
    // The token header authorises the call: without credentials it also gets connections of its own.
    expect(init.credentials).toBe('omit');
  });

  it('uses a fresh requestId per call and omits accessToken when logged out', async () => {
    tokens = { token: null, demoToken: null };
    const fetchMock = answer({ respCode: 0, respDesc: '成功', obj: [] });
    vi.stubGlobal('fetch', fetchMock);
    await callApi(listAreasByParentId, { parentId: 310151000000 });
    await callApi(listAreasByParentId, { parentId: 310151000000 });
    const h1 = fetchMock.mock.calls[0]![1].headers as Record<string, string>;
    const h2 = fetchMock.mock.calls[1]![1].headers as Record<string, string>;
    expect(h1.accessToken).toBeUndefined();
    expect(h1.requestId).not.toBe(h2.requestId);
  });

  it('sends the demo token when only token2 is stored', async () => {
    tokens = { token: null, demoToken: 'tok-demo' };
    const fetchMock = answer({ respCode: 0, respDesc: '成功', obj: userInfo });
    vi.stubGlobal('fetch', fetchMock);
    await callApi(getUserInfo, {});
    expect((fetchMock.mock.calls[0]![1].headers as Record<string, string>).accessToken).toBe('tok-demo');
  });

  it('refuses a body that breaks the contract with a 300 before any request', async () => {
    const fetchMock = answer({ respCode: 0, respDesc: '成功', obj: [] });
    vi.stubGlobal('fetch', fetchMock);
    await expect(callApi(listAreasByParentId, { parentId: 12 })).rejects.toMatchObject({ respCode: 300 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(effects.notify).toHaveBeenCalledWith('error', '参数错误：parentId');
  });
});

describe('callApi envelope', () => {
  it('yields obj for respCode 0', async () => {
    vi.stubGlobal('fetch', answer({ respCode: 0, respDesc: '成功', obj: [{ areaId: 1 }] }));
    const list = await callApi(listAreasByParentId, { parentId: 310151000000 });
    expect(list).toEqual([{ areaId: 1 }]);
    expect(effects.notify).not.toHaveBeenCalled();
  });

  it('throws an ApiError carrying respCode and respDesc otherwise', async () => {
    vi.stubGlobal('fetch', answer({ respCode: 300, respDesc: '参数错误：parentId', obj: null }));
    const error = await callApi(listAreasByParentId, { parentId: 310151000000 }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ respCode: 300, respDesc: '参数错误：parentId' });
    expect(effects.notify).toHaveBeenCalledWith('error', '参数错误：parentId');
  });

  it('uses the envelope of a 404 answer (unknown API path)', async () => {
    vi.stubGlobal('fetch', answer({ respCode: 300, respDesc: '接口不存在', obj: null }, 404));
    await expect(callApi(getUserInfo, {})).rejects.toMatchObject({ respCode: 300 });
  });

  it('logs a non-envelope answer and throws a NetworkError without toast', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })),
    );
    const error = await callApi(getUserInfo, {}).catch((e) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.failure).toBe('http');
    expect(effects.log).toHaveBeenCalled();
    expect(effects.notify).not.toHaveBeenCalled();
    expect(effects.clearSession).not.toHaveBeenCalled();
  });
});

describe('callApi respCode handling', () => {
  async function failWith(code: number, desc = '') {
    vi.stubGlobal('fetch', answer({ respCode: code, respDesc: desc, obj: null }));
    return callApi(getUserInfo, {}).catch((e) => e as ApiError);
  }

  it('400: error toast, storage cleared, to /login', async () => {
    await failWith(400, '登录失效');
    expect(effects.notify).toHaveBeenCalledWith('error', '登录失效');
    expect(effects.clearSession).toHaveBeenCalledOnce();
    expect(effects.goLogin).toHaveBeenCalledOnce();
    expect(effects.openNotAccess).not.toHaveBeenCalled();
  });

  it('401: warning toast and NotAccess', async () => {
    await failWith(401, '无访问权限');
    expect(effects.notify).toHaveBeenCalledWith('warning', '无访问权限');
    expect(effects.openNotAccess).toHaveBeenCalledOnce();
    expect(effects.clearSession).not.toHaveBeenCalled();
  });

  it('402: silent logout', async () => {
    await failWith(402, '账号已停用或已在别处登录');
    expect(effects.notify).not.toHaveBeenCalled();
    expect(effects.clearSession).toHaveBeenCalledOnce();
    expect(effects.goLogin).toHaveBeenCalledOnce();
  });

  it('403: message toast', async () => {
    await failWith(403, '用户无权限');
    expect(effects.notify).toHaveBeenCalledWith('message', '用户无权限');
  });

  it('catalogue text when the server sends no respDesc', async () => {
    await failWith(10200);
    expect(effects.notify).toHaveBeenCalledWith('error', '图片验证码已失效');
  });

  it('unknown codes get an error toast', async () => {
    await failWith(777, '奇怪的错误');
    expect(effects.notify).toHaveBeenCalledWith('error', '奇怪的错误');
  });

  it('notify:false keeps the session effects but drops the toast', async () => {
    vi.stubGlobal('fetch', answer({ respCode: 400, respDesc: '登录失效', obj: null }));
    await callApi(getUserInfo, {}, { notify: false }).catch(() => {});
    expect(effects.notify).not.toHaveBeenCalled();
    expect(effects.clearSession).toHaveBeenCalledOnce();
  });

  it('exempt paths surface nothing, even 400', async () => {
    vi.stubGlobal('fetch', answer({ respCode: 400, respDesc: '登录失效', obj: null }));
    const error = await callApi(exemptEndpoint, {}).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(effects.notify).not.toHaveBeenCalled();
    expect(effects.clearSession).not.toHaveBeenCalled();
    expect(effects.goLogin).not.toHaveBeenCalled();
  });

  it('the demo client ignores the SMS codes 10001–10005 but not others', async () => {
    tokens = { token: null, demoToken: 'tok-demo' };
    for (const code of [10001, 10002, 10003, 10004, 10005]) {
      await failWith(code);
    }
    expect(effects.notify).not.toHaveBeenCalled();
    await failWith(10200);
    expect(effects.notify).toHaveBeenCalledWith('error', '图片验证码已失效');
  });

  it('the main client toasts the SMS codes', async () => {
    await failWith(10001);
    expect(effects.notify).toHaveBeenCalledWith('error', '无效验证码');
  });
});

describe('callApi time-out', () => {
  function hangingFetch() {
    return vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
  }

  it('aborts after the main client 120 s', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', hangingFetch());
    const pending = callApi(getUserInfo, {}).catch((e) => e);
    await vi.advanceTimersByTimeAsync(TIMEOUTS_MS.main - 1);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.failure).toBe('timeout');
    expect(effects.log).toHaveBeenCalled();
  });

  it("honours the endpoint's own timeoutMs", async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', hangingFetch());
    const pending = callApi(slowEndpoint, {}).catch((e) => e);
    await vi.advanceTimersByTimeAsync(1500);
    expect((await pending).failure).toBe('timeout');
  });

  it('a caller abort is not a time-out and is not logged', async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const controller = new AbortController();
    const pending = callApi(getUserInfo, {}, { signal: controller.signal }).catch((e) => e);
    controller.abort();
    const error = await pending;
    expect(error.failure).toBe('aborted');
    expect(effects.log).not.toHaveBeenCalled();
  });
});

describe('the user-info call index.html sends before the app loaded', () => {
  const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
  const script = /<script id="early-user-info">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const runInlineScript = (search = '') => {
    window.history.replaceState(null, '', `/data-dashboard/3${search}`);
    new Function(script)();
  };
  afterEach(() => {
    localStorage.clear();
    delete window.__fengshouEarly;
    window.history.replaceState(null, '', '/');
  });

  it('sends the client’s headers with the stored token, and answers the app’s call once', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'tok-main');
    const fetchMock = answer({ respCode: 0, respDesc: '成功', obj: userInfo });
    vi.stubGlobal('fetch', fetchMock);
    runInlineScript();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(getUserInfo.path);
    const { requestId: _, ...headers } = callHeaders('tok-main');
    expect(init.headers).toEqual(headers);
    expect(init.body).toBe('{}');
    expect(init.credentials).toBe(API_CREDENTIALS);
    await expect(callApi(getUserInfo, {})).resolves.toEqual(userInfo);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: the next call goes to the server.
    await callApi(getUserInfo, {});
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reads the answer as it arrives, before the app asks for it', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'tok-main');
    const response = new Response(JSON.stringify({ respCode: 0, respDesc: '成功', obj: userInfo }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => response),
    );
    runInlineScript();
    await vi.waitFor(() => expect(response.bodyUsed).toBe(true));
    await expect(callApi(getUserInfo, {})).resolves.toEqual(userInfo);
  });

  it('sends nothing without a stored token or with a token in the address', () => {
    const fetchMock = answer({ respCode: 0, respDesc: '成功', obj: userInfo });
    vi.stubGlobal('fetch', fetchMock);
    runInlineScript();
    localStorage.setItem(ACCESS_TOKEN_KEY, 'tok-main');
    runInlineScript('?token=other');
    runInlineScript('?token2=wall');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is not used for another token, and its failures are the client’s usual ones', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'tok-old');
    vi.stubGlobal('fetch', answer({ respCode: 0, respDesc: '成功', obj: userInfo }));
    runInlineScript();
    const fetchMock = answer({ respCode: 400, respDesc: '登录已过期', obj: null });
    vi.stubGlobal('fetch', fetchMock);
    await expect(callApi(getUserInfo, {})).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(effects.clearSession).toHaveBeenCalled();

    localStorage.setItem(ACCESS_TOKEN_KEY, 'tok-main');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    runInlineScript();
    await expect(callApi(getUserInfo, {})).rejects.toBeInstanceOf(NetworkError);
  });
});
