import { describe, expect, it } from 'vitest';
import { badParamsDesc, catalogueEntry, isKnownRespCode, RESP_CATALOGUE, respDescFor } from './catalogue';
import { RespCode } from './resp-code';

describe('RESP_CATALOGUE', () => {
  it.each([
    [0, '成功'],
    [300, '参数错误'],
    [400, '登录失效'],
    [401, ''],
    [402, ''],
    [403, '用户无权限'],
    [404, '您的权限无法使用该功能，可联系超级管理员修改权限'],
    [500, '账户不存在'],
    [600, '服务器繁忙，请稍后再试'],
    [10001, '无效验证码'],
    [10002, '验证码发送间隔内，请稍后再试'],
    [10003, '验证码发送失败'],
    [10004, '验证码已失效'],
    [10005, '短信发送失败'],
    [10200, '图片验证码已失效'],
    [20001, '下单已截止'],
    [20002, '剩余次数为0'],
    [20003, '套餐过期'],
    [20004, '菜品不足'],
    [20005, '未到开始时间，不允许下单'],
    [20006, '下单菜品超过设定'],
    [20007, '农产品删除后不存在'],
    [20009, '小程序基地不存在'],
    [20019, '所有企业用户不存在'],
    [20020, '所有Code不正确'],
    [30001, ''],
  ])('code %i carries the spec message %j', (code, message) => {
    expect(catalogueEntry(code)?.message).toBe(message);
  });

  it('has one row per RespCode name, keyed by its own code', () => {
    const codes = Object.values(RespCode);
    expect(Object.keys(RESP_CATALOGUE)).toHaveLength(codes.length);
    for (const code of codes) expect(RESP_CATALOGUE[code].code).toBe(code);
  });

  it('gives every code a non-empty server message', () => {
    for (const row of Object.values(RESP_CATALOGUE)) expect(row.serverMessage).not.toBe('');
  });

  it.each([
    [401, '无访问权限'],
    [402, '账号已停用或已在别处登录'],
    [30001, '业务处理未完成，请稍后再试'],
    [300, '参数错误'],
    [12345, '服务器繁忙，请稍后再试'],
  ])('respDescFor(%i) is %j', (code, desc) => {
    expect(respDescFor(code)).toBe(desc);
  });

  it.each([
    [0, true],
    [30001, true],
    [20008, false],
    ['0', false],
    [null, false],
  ])('isKnownRespCode(%j) is %j', (code, known) => {
    expect(isKnownRespCode(code)).toBe(known);
  });

  it.each([
    [[], '参数错误'],
    [['phone'], '参数错误：phone'],
    [['phone', 'areaId'], '参数错误：phone、areaId'],
  ])('badParamsDesc(%j) is %j', (fields, desc) => {
    expect(badParamsDesc(fields)).toBe(desc);
  });
});
