import { HANDLING_NONE } from '@fengshou/core';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../api';
import { problemOf } from './api-problem';

const refused = (code: number, desc: string) => new ApiError(code, desc, '/api/x', HANDLING_NONE);

describe('problemOf', () => {
  it('reads the fields and the reason of a 300, named by the form’s labels', () => {
    const p = problemOf(refused(300, '参数错误：loginName（账号已存在）'), { loginName: '账号' });
    expect(p).toEqual({
      respCode: 300,
      fields: ['loginName'],
      detail: '账号已存在',
      text: '参数有误（账号）：账号已存在',
    });
  });

  it('reads a 300 with several fields, or none', () => {
    expect(problemOf(refused(300, '参数错误：nickname、phone')).fields).toEqual(['nickname', 'phone']);
    expect(problemOf(refused(300, '参数错误')).text).toBe('参数有误：参数错误');
  });

  it('leads a 403 with what kind of refusal it is', () => {
    const p = problemOf(refused(403, '不能授予本人未拥有的权限：pii:view'));
    expect(p.respCode).toBe(403);
    expect(p.text).toBe('没有权限：不能授予本人未拥有的权限：pii:view');
  });

  it('keeps other failures as their message', () => {
    expect(problemOf(refused(500, '服务器繁忙')).text).toBe('服务器繁忙');
    expect(problemOf(new NetworkError('timeout', '/api/x'))).toMatchObject({
      respCode: null,
      text: '请求超时，请稍后再试',
    });
  });
});
