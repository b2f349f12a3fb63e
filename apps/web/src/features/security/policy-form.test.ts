import { RespCode } from '@fengshou/core';
import { REFUSED_PASSWORDS_MAX } from '@fengshou/core/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api';
import { fieldErrorsOf, policyProblemOf, refusedListOf, refusedListProblem } from './policy-form';
import { verdictText } from './verify-trail';

const bad = (desc: string) =>
  policyProblemOf(
    new ApiError(RespCode.BAD_PARAMS, desc, '/api/system/gov/securityPolicy/save', {} as never),
  );

describe('security policy form', () => {
  it('puts a 300 on the fields it names, an item of the refused list on the list', () => {
    expect(fieldErrorsOf(bad('参数错误：passwordHistoryCount（不能低于 5）'))).toEqual([
      { name: 'passwordHistoryCount', errors: ['不能低于 5'] },
    ]);
    expect(
      fieldErrorsOf(bad('参数错误：refusedPasswords.3、refusedPasswords.7（不能包含控制字符）')),
    ).toEqual([
      { name: 'refusedPasswords', errors: ['第 4 行：不能包含控制字符', '第 8 行：不能包含控制字符'] },
    ]);
    expect(bad('参数错误：refusedPasswords.0（不能包含控制字符）').text).toBe(
      '参数有误（附加禁用密码第 1 行）：不能包含控制字符',
    );
    // A field the form does not have stays in the alert only.
    expect(fieldErrorsOf(bad('参数错误：policyVersion（已被他人修改）'))).toEqual([]);
    expect(bad('参数错误：idleMinutes（超出范围）').text).toBe('参数有误（无操作自动退出）：超出范围');
  });

  it('reads the refused passwords one a line, without blanks or repeats, and checks them as the server does', () => {
    expect(refusedListOf(' Nongye@2026 \r\n\n Nongye@2026\nCaiyuan#88\n')).toEqual([
      'Nongye@2026',
      'Caiyuan#88',
    ]);
    expect(refusedListOf(undefined)).toEqual([]);
    expect(refusedListProblem(['a'.repeat(64)])).toBeNull();
    expect(refusedListProblem(['ok', 'a'.repeat(65)])).toBe('第 2 个超过 64 个字符');
    const many = Array.from({ length: REFUSED_PASSWORDS_MAX + 1 }, (_, i) => `p${i}`);
    expect(refusedListProblem(many)).toContain(`最多 ${REFUSED_PASSWORDS_MAX} 个`);
  });
});

describe('audit verify verdict', () => {
  const base = { checked: 120, firstId: 1, lastId: 120, retentionDays: 180, brokenAt: null, reason: null };
  it('intact: what was checked and how long the trail is kept', () => {
    expect(verdictText({ ...base, intact: true })).toEqual({
      title: '审计日志完整，未发现篡改',
      description:
        '已校验 120 条记录（编号 1–120），哈希链前后衔接一致。审计日志保留 180 天，过期记录按日清理。',
    });
  });
  it('broken: the first record at fault and why', () => {
    const v = verdictText({
      ...base,
      intact: false,
      checked: 57,
      brokenAt: 57,
      reason: '记录内容与签名不符',
    });
    expect(v.title).toBe('审计日志在第 57 号记录处不完整');
    expect(v.description).toContain('记录内容与签名不符。已校验 57 条记录');
  });
});
