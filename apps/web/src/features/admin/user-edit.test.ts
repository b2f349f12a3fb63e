import { describe, expect, it } from 'vitest';
import {
  createBodyOf,
  isMaskedPhone,
  resetLock,
  selfRoleProblem,
  statusLock,
  updateBodyOf,
} from './user-edit';

describe('createBodyOf', () => {
  it('trims, and sends empty optional fields as null', () => {
    expect(
      createBodyOf({
        loginName: ' cm_zhang ',
        nickname: ' 张三 ',
        governmentRoleId: 4,
        phone: '',
        workUnit: '  ',
        postName: '科员',
      }),
    ).toEqual({
      loginName: 'cm_zhang',
      nickname: '张三',
      governmentRoleId: 4,
      phone: null,
      workUnit: null,
      postName: '科员',
    });
  });
});

describe('updateBodyOf', () => {
  const values = { nickname: '张三', governmentRoleId: 4, workUnit: '农业农村委', postName: '' };

  it('leaves out a masked phone the administrator did not touch', () => {
    const body = updateBodyOf({ id: 9, phone: '138****0000' }, { ...values, phone: '138****0000' });
    expect(body).toEqual({
      id: 9,
      nickname: '张三',
      governmentRoleId: 4,
      workUnit: '农业农村委',
      postName: null,
    });
    expect(body).not.toHaveProperty('phone');
  });

  it('sends a changed phone, and null for a cleared one', () => {
    expect(updateBodyOf({ id: 9, phone: '138****0000' }, { ...values, phone: '13900001111' }).phone).toBe(
      '13900001111',
    );
    expect(updateBodyOf({ id: 9, phone: '13800000000' }, { ...values, phone: '' })).toHaveProperty(
      'phone',
      null,
    );
    expect(updateBodyOf({ id: 9, phone: null }, { ...values, phone: '' })).not.toHaveProperty('phone');
  });

  it('never sends an account status (the status buttons do)', () => {
    expect(updateBodyOf({ id: 9, phone: null }, values)).not.toHaveProperty('accountStatus');
  });
});

describe('isMaskedPhone', () => {
  it('tells the masked form from a number', () => {
    expect(isMaskedPhone('138****0000')).toBe(true);
    expect(isMaskedPhone('13800000000')).toBe(false);
    expect(isMaskedPhone(null)).toBe(false);
  });
});

describe('self lock-out', () => {
  const manage = new Set(['user:manage', 'data:view']);
  const viewer = new Set(['data:view']);

  it('refuses moving oneself to a role without user:manage', () => {
    expect(selfRoleProblem(true, 1, 3, viewer)).toMatch(/用户与角色管理/);
    expect(selfRoleProblem(true, 1, 2, manage)).toBeNull();
  });

  it('does not judge before the role’s permissions are known, for the same role, or for others', () => {
    expect(selfRoleProblem(true, 1, 3, undefined)).toBeNull();
    expect(selfRoleProblem(true, 1, 1, viewer)).toBeNull();
    expect(selfRoleProblem(false, 1, 3, viewer)).toBeNull();
  });

  it('one cannot disable oneself nor reset one’s own password here; others, yes', () => {
    expect(statusLock({ id: 5, accountStatus: 1 }, 5)).toBe('不能停用本人账号');
    expect(statusLock({ id: 6, accountStatus: 1 }, 5)).toBeNull();
    expect(statusLock({ id: 6, accountStatus: 0 }, 5)).toBeNull();
    expect(resetLock({ id: 5 }, 5)).toMatch(/修改密码/);
    expect(resetLock({ id: 6 }, 5)).toBeNull();
  });
});
