import { describe, expect, it } from 'vitest';
import { HANDLING_ERROR, HANDLING_NONE, type RespHandling } from './catalogue';
import { handlingFor, isExemptPath, toastTextFor } from './handling';
import { GUARDED_CLICK_DENIED, NETWORK_UNSTABLE, SERVICE_URL_EMPTY, SORT_ORDER_MISSING } from './messages';

const base = { clearStorage: false, goLogin: false, openNotAccess: false, silent: false };
const message: RespHandling = { toast: 'message', ...base };

describe('handlingFor (main client)', () => {
  it.each<[number, RespHandling]>([
    [0, HANDLING_NONE],
    [300, HANDLING_ERROR],
    [400, { toast: 'error', ...base, clearStorage: true, goLogin: true }],
    [401, { toast: 'warning', ...base, openNotAccess: true }],
    [402, { toast: 'none', ...base, clearStorage: true, goLogin: true, silent: true }],
    [403, message],
    [404, HANDLING_ERROR],
    [500, HANDLING_ERROR],
    [600, HANDLING_ERROR],
    [10001, HANDLING_ERROR],
    [10005, HANDLING_ERROR],
    [10200, HANDLING_ERROR],
    [20001, message],
    [20020, message],
    [30001, message],
    [777, HANDLING_ERROR],
    [-1, HANDLING_ERROR],
  ])('code %i', (code, expected) => {
    expect(handlingFor(code)).toEqual(expected);
    expect(handlingFor(code, { client: 'main' })).toEqual(expected);
  });
});

describe('handlingFor (demo client)', () => {
  it.each([10001, 10002, 10003, 10004, 10005])('ignores SMS code %i', (code) => {
    expect(handlingFor(code, { client: 'demo' })).toEqual(HANDLING_NONE);
  });

  it.each([300, 400, 401, 402, 10200, 30001])('handles %i like the main client', (code) => {
    expect(handlingFor(code, { client: 'demo' })).toEqual(handlingFor(code));
  });
});

describe('exempt paths', () => {
  it.each([
    ['/api/produce/gov/iot/device/list', true],
    ['/api/produce/gov/iot/device/detail', true],
    ['/api/produce/gov/iot/property/state', true],
    ['/api/produce/gov/iot/camera/list', true],
    ['/api/produce/gov/iot/camera/liveUrl?x=1', true],
    ['/api/produce/gov/crop/priceList/', true],
    ['/api/nongwei/gov/machine/durationList#top', true],
    ['/api/nongwei/gov/machine/warnList', true],
    ['/api/nongwei/gov/machinery/warnList', false],
    ['/api/produce/gov/crop/price/list', false],
    ['/api/produce/gov/iot/device/listAll', false],
    ['/api/produce/gov/xiot/device/list', false],
    ['/api/login/gov/user/login', false],
    ['', false],
  ])('isExemptPath(%j) is %j', (path, exempt) => {
    expect(isExemptPath(path)).toBe(exempt);
  });

  it.each([400, 401, 402, 600])('suppresses code %i including redirects', (code) => {
    expect(handlingFor(code, { path: '/api/produce/gov/iot/camera/list' })).toEqual(HANDLING_NONE);
    expect(handlingFor(code, { client: 'demo', path: '/api/x/gov/crop/priceList' })).toEqual(HANDLING_NONE);
  });

  it('handles non-exempt paths normally', () => {
    expect(handlingFor(400, { path: '/api/login/gov/user/info' }).goLogin).toBe(true);
  });
});

describe('toastTextFor', () => {
  it.each([
    [300, '参数错误：phone', '参数错误：phone'],
    [300, '', '参数错误'],
    [401, undefined, '无访问权限'],
    [404, null, '您的权限无法使用该功能，可联系超级管理员修改权限'],
    [30001, '  ', '业务处理未完成，请稍后再试'],
    [777, 'boom', 'boom'],
    [777, undefined, '服务器繁忙，请稍后再试'],
  ])('code %i with respDesc %j shows %j', (code, desc, text) => {
    expect(toastTextFor(code, desc)).toBe(text);
  });
});

describe('fixed messages', () => {
  it.each([
    [GUARDED_CLICK_DENIED, '暂无权限查看'],
    [NETWORK_UNSTABLE, '当前网络不稳定'],
    [SERVICE_URL_EMPTY, '服务地址不能为空'],
    [SORT_ORDER_MISSING, '无法找到所有项目的sortOrder'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
