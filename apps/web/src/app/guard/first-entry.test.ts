import type { EndpointDef } from '@fengshou/core/contract';
import {
  getUserInfo,
  listGateCategories,
  listGisServers,
  listMenuTypesAndGroups,
  listRolePermissions,
} from '@fengshou/core/contract';
import { describe, expect, it, vi } from 'vitest';
import { type Caller, loadEntry } from './first-entry';
import { userInfoFixture } from './test-fixtures';

function fakeCaller(answers: Map<EndpointDef, unknown>, log: string[]) {
  let inFlight = 0;
  let maxInFlight = 0;
  const bodies = new Map<string, unknown>();
  const call = (async (endpoint: EndpointDef, body: unknown) => {
    log.push(endpoint.path);
    bodies.set(endpoint.path, body);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((r) => setTimeout(r, 1));
    inFlight--;
    const answer = answers.get(endpoint);
    if (answer instanceof Error) throw answer;
    return answer;
  }) as Caller;
  return { call, bodies, maxInFlight: () => maxInFlight };
}

const menuTypes = [
  {
    groupType: 1,
    groupTypeName: '数据大屏',
    menuGroupList: [{ id: 31, fullName: '农业总览', shortName: '总览', sortNum: 1, menuList: [] }],
  },
];

function answers(info = userInfoFixture()) {
  return new Map<EndpointDef, unknown>([
    [getUserInfo, info],
    [
      listRolePermissions,
      [
        { buttonCode: 'dashboard:view', buttonName: '', isChecked: 1 },
        { buttonCode: 'display:manage', buttonName: '', isChecked: 0 },
      ],
    ],
    [listMenuTypesAndGroups, menuTypes],
    [listGisServers, [{ id: 1 }]],
    [listGateCategories, [{ id: 2 }]],
  ]);
}

describe('first entry', () => {
  it('user info first, then the four lists in parallel, then menu routes and the start page', async () => {
    const log: string[] = [];
    const fake = fakeCaller(answers(), log);
    const data = await loadEntry(fake.call, () => undefined);
    expect(log[0]).toBe(getUserInfo.path);
    expect(log.slice(1).sort()).toEqual(
      [listRolePermissions, listMenuTypesAndGroups, listGisServers, listGateCategories]
        .map((e) => e.path)
        .sort(),
    );
    expect(fake.maxInFlight()).toBe(4);
    expect(fake.bodies.get(listRolePermissions.path)).toEqual({ governmentRoleId: 4 });
    expect(fake.bodies.get(listMenuTypesAndGroups.path)).toEqual({ governmentSubjectId: 2 });
    expect(fake.bodies.get(listGisServers.path)).toEqual({ areaIds: [310151000000] });
    expect(data.permissions).toEqual(['dashboard:view']);
    expect(data.menuGroups.map((g) => g.id)).toEqual([31]);
    expect(data.startPage).toBe('/data-dashboard/31');
    expect(data.gisServers).toHaveLength(1);
  });

  it('a failing list is logged and left empty; the rest still loads', async () => {
    const log: string[] = [];
    const a = answers();
    a.set(listGisServers, new Error('boom'));
    const warn = vi.fn();
    const data = await loadEntry(fakeCaller(a, log).call, () => undefined, warn);
    expect(data.gisServers).toEqual([]);
    expect(data.menuGroups).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('地图服务'));
  });

  it('throws when the user info fails, before loading anything else', async () => {
    const log: string[] = [];
    const a = answers();
    a.set(getUserInfo, new Error('offline'));
    await expect(loadEntry(fakeCaller(a, log).call, () => undefined)).rejects.toThrow('offline');
    expect(log).toEqual([getUserInfo.path]);
  });

  it('tells of the user info before the lists are asked for, so the page can load its own data beside them', async () => {
    const log: string[] = [];
    const heard: string[][] = [];
    await loadEntry(
      fakeCaller(answers(), log).call,
      () => undefined,
      console.warn,
      (info) => {
        heard.push([...log]);
        expect(info.govSubjectVO.id).toBe(2);
      },
    );
    expect(heard).toEqual([[getUserInfo.path]]);
  });

  it('does not tell of a user who must change the password first', async () => {
    const onInfo = vi.fn();
    const info = userInfoFixture({ editPasswordFlag: 1 });
    await loadEntry(fakeCaller(answers(info), []).call, () => undefined, console.warn, onInfo);
    expect(onInfo).not.toHaveBeenCalled();
  });

  it('a user who must change the password loads only what is allowed before that', async () => {
    const log: string[] = [];
    const info = userInfoFixture({ editPasswordFlag: 1 });
    const data = await loadEntry(fakeCaller(answers(info), log).call, () => undefined);
    expect(log).toEqual([getUserInfo.path, listRolePermissions.path]);
    expect(data.menuGroups).toEqual([]);
  });

  it('the start page follows the subject (guide page, /home)', async () => {
    const guide = userInfoFixture({}, { guidePageSupportFlag: 1, guidePageTypeFlag: 1 });
    const home = userInfoFixture({}, { navStyleFlag: 1 });
    expect((await loadEntry(fakeCaller(answers(guide), []).call, () => undefined)).startPage).toBe(
      '/global/big-screen-entrance-services',
    );
    expect((await loadEntry(fakeCaller(answers(home), []).call, () => undefined)).startPage).toBe('/home');
  });

  it('the start page of an auditor, who may not view dashboards, is the audit trail', async () => {
    const auditor = answers();
    auditor.set(listRolePermissions, [
      { buttonCode: 'dashboard:view', buttonName: '', isChecked: 0 },
      { buttonCode: 'audit:view', buttonName: '', isChecked: 1 },
    ]);
    expect((await loadEntry(fakeCaller(auditor, []).call, () => undefined)).startPage).toBe('/system/audit');
  });
});
