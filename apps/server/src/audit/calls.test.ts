import { describe, expect, it } from 'vitest';
import { redactedBody } from './calls';

describe('the body an audit event keeps', () => {
  it('masks passwords, codes and tokens but shows the figures of a policy about them', () => {
    const kept = JSON.parse(
      redactedBody({
        loginName: 'security',
        oldPassword: 'Old#Pass2026',
        newPassword: 'New#Pass2026',
        smsCode: '123456',
        accessToken: 'abc',
        passwordHistoryCount: 8,
        passwordMaxAgeDays: 90,
        refusedPasswords: ['Fengshou@2026'],
      })!,
    );
    expect(kept).toEqual({
      loginName: 'security',
      oldPassword: '***',
      newPassword: '***',
      smsCode: '***',
      accessToken: '***',
      passwordHistoryCount: 8,
      passwordMaxAgeDays: 90,
      refusedPasswords: '***',
    });
  });

  it('cuts a long value to its size', () => {
    expect(redactedBody({ file: 'x'.repeat(5000) })).toContain('（5000 字符）');
  });
});
