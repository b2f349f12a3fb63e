import {
  ABNORMAL_ACTION_CODES,
  OCCUPY_ACTION_CODES,
  PERMISSION_CODES,
  PERMISSIONS,
  ROLE_PRESETS,
} from '@fengshou/core/contract';
import { describe, expect, it } from 'vitest';
import {
  buttonCodesOf,
  changesOf,
  checkedCodes,
  groupFullyOn,
  groupPermissions,
  lockOf,
  nameCodes,
  setGroup,
  toggle,
} from './permission-groups';

// The catalogue as listRolePermissions answers it: the server orders by its sort number, which need not be
// the workflow order, so the list is reversed here to show the screen does its own ordering.
const catalogue = [...PERMISSION_CODES].reverse().map((c) => ({ buttonCode: c, buttonName: PERMISSIONS[c] }));
const all = new Set<string>(PERMISSION_CODES);

describe('groupPermissions', () => {
  const groups = groupPermissions(catalogue);

  it('makes the blocks 数据与业务, 耕地占用, 耕地异常, 管理与控制, 安全与审计, and covers every code once', () => {
    expect(groups.map((g) => g.title)).toEqual([
      '数据与业务',
      '耕地占用',
      '耕地异常',
      '管理与控制',
      '安全与审计',
    ]);
    const codes = groups.flatMap((g) => g.items.map((i) => i.code));
    expect(codes).toHaveLength(PERMISSION_CODES.length);
    expect(new Set(codes)).toEqual(all);
  });

  it('lists the 8 occupation actions in workflow order, labelled without the block prefix', () => {
    const occupy = groups.find((g) => g.key === 'occupy')!;
    expect(occupy.items.map((i) => i.code)).toEqual([...OCCUPY_ACTION_CODES]);
    expect(occupy.items).toHaveLength(8);
    expect(occupy.items[0]).toEqual({
      code: 'occupy:screenNeedReview',
      label: '筛查·需核查',
      name: '耕地占用·筛查·需核查',
    });
  });

  it('lists the 9 abnormal actions in workflow order, govern last', () => {
    const abnormal = groups.find((g) => g.key === 'abnormal')!;
    expect(abnormal.items.map((i) => i.code)).toEqual([...ABNORMAL_ACTION_CODES]);
    expect(abnormal.items.at(-1)?.code).toBe('abnormal:govern');
  });

  it('puts the plain codes by their place in the catalogue', () => {
    const byKey = Object.fromEntries(groups.map((g) => [g.key, g.items.map((i) => i.code)]));
    expect(byKey.general).toEqual([
      'dashboard:view',
      'data:view',
      'data:export',
      'data:import',
      'pii:view',
      'certificate:print',
    ]);
    expect(byKey.manage).toEqual([
      'iot:control',
      'iot:alarm',
      'portal:manage',
      'menu:manage',
      'dashboard:edit',
      'fieldcheck:dispatch',
      'user:manage',
      'display:manage',
      'briefing:schedule',
      'device:manage',
      'imagery:manage',
    ]);
    expect(byKey.oversight).toEqual(['role:manage', 'security:manage', 'audit:view']);
  });

  it('keeps a code the catalogue of this build lacks, under 其他 with the server name', () => {
    const extra = groupPermissions([...catalogue, { buttonCode: 'farm:audit', buttonName: '农场审核' }]);
    expect(extra.at(-1)).toMatchObject({
      title: '其他',
      items: [{ code: 'farm:audit', label: '农场审核', name: '农场审核' }],
    });
  });

  it('leaves empty blocks out', () => {
    expect(groupPermissions([{ buttonCode: 'data:view', buttonName: '' }]).map((g) => g.key)).toEqual([
      'general',
    ]);
  });
});

describe('checkedCodes', () => {
  it('takes the codes with isChecked 1', () => {
    const list = [
      { buttonCode: 'data:view', buttonName: '', isChecked: 1 },
      { buttonCode: 'data:export', buttonName: '', isChecked: 0 },
    ];
    expect(checkedCodes(list)).toEqual(new Set(['data:view']));
  });
});

describe('lockOf', () => {
  const viewer = new Set<string>(ROLE_PRESETS.viewer.permissions);
  const security = { callerPermissions: ROLE_PRESETS.security.permissions, held: viewer, ownRole: false };

  it('leaves every code open to the security administrator, on another role', () => {
    expect(PERMISSION_CODES.map((c) => lockOf(c, security)).filter(Boolean)).toEqual([]);
  });

  it('locks the whole of his own role, shown as held', () => {
    const own = { ...security, held: new Set<string>(ROLE_PRESETS.security.permissions), ownRole: true };
    expect(lockOf('role:manage', own)).toEqual({
      checked: true,
      reason: '三员分立：不能修改本人所属角色的权限',
    });
    expect(lockOf('data:view', own)).toMatchObject({ checked: false });
  });

  it('shows roles read-only to a system administrator, who holds every other code', () => {
    const admin = { callerPermissions: ROLE_PRESETS.admin.permissions, held: viewer, ownRole: false };
    expect(lockOf('data:view', admin)).toEqual({ checked: true, reason: '角色权限由安全管理员设置' });
    expect(lockOf('pii:view', admin)).toMatchObject({ checked: false });
  });
});

describe('editing a selection', () => {
  const groups = groupPermissions(catalogue);
  const occupy = groups.find((g) => g.key === 'occupy')!;
  const held = new Set<string>(ROLE_PRESETS.checker.permissions);
  const open = () => null;

  it('全选 and 清空 of a block leave locked codes as they are', () => {
    const lock = (c: string) => (c === 'occupy:review' ? { checked: false, reason: '' } : null);
    const on = setGroup(held, occupy, true, lock);
    expect(OCCUPY_ACTION_CODES.filter((c) => !on.has(c))).toEqual(['occupy:review']);
    expect(groupFullyOn(occupy, on, lock)).toBe(true);
    const off = setGroup(on, occupy, false, lock);
    expect(OCCUPY_ACTION_CODES.filter((c) => off.has(c))).toEqual([]);
    expect(off.has('data:view')).toBe(true);
  });

  it('toggle changes one code, never a locked one, and never the set it was given', () => {
    const next = toggle(held, 'occupy:review', true, null);
    expect(next.has('occupy:review')).toBe(true);
    expect(held.has('occupy:review')).toBe(false);
    expect(toggle(held, 'user:manage', true, { checked: false, reason: '' }).has('user:manage')).toBe(false);
  });

  it('changesOf names what is granted and taken away, in screen order; none for equal sets', () => {
    const next = toggle(toggle(held, 'occupy:review', true, null), 'abnormal:screenNeedReview', false, null);
    const { added, removed } = changesOf(groups, held, next);
    expect(added.map((i) => i.name)).toEqual(['耕地占用·审核通过']);
    expect(removed.map((i) => i.code)).toEqual(['abnormal:screenNeedReview']);
    expect(changesOf(groups, held, new Set(held))).toEqual({ added: [], removed: [] });
    expect(setGroup(held, occupy, true, open).size).toBeGreaterThan(held.size);
  });

  it('buttonCodesOf sends the selection in screen order, whatever order it was built in', () => {
    const picked = new Set(['user:manage', 'occupy:review', 'data:view', 'occupy:screenNeedReview']);
    expect(buttonCodesOf(groups, picked)).toEqual([
      'data:view',
      'occupy:screenNeedReview',
      'occupy:review',
      'user:manage',
    ]);
  });
});

describe('nameCodes', () => {
  it('names the codes of a server refusal in Chinese, leaving unknown ones', () => {
    expect(nameCodes('不能授予本人未拥有的权限：pii:view、farm:audit')).toBe(
      '不能授予本人未拥有的权限：查看完整个人信息、farm:audit',
    );
  });
});
