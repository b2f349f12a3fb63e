import {
  assignDisplayPlaylist,
  createDisplayToken,
  deleteDisplayPlaylist,
  getMyDisplayPlaylist,
  listDisplayPlaylists,
  listDisplayTokens,
  listShowMenusBySubjectId,
  revokeDisplayToken,
  saveDisplayPlaylist,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { subjectIdOf } from '../portal/test-support';
import { CHONGMING, PUDONG } from '../produce/test-support';

let t: TestApp;
let admin: string;
let pudongAdmin: string;
let menuKey: number;
const TOWNS = [310151101000, 310151102000];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('chongming_admin');
  pudongAdmin = await t.login('pudong_admin');
  const menus = await t.call(
    listShowMenusBySubjectId,
    { subjectId: await subjectIdOf(t.db, 'chongming') },
    admin,
  );
  // The first topic dashboard 崇明 shows (a route under the data dashboard, not a link).
  menuKey = menus.obj!.find((m) => m.menuKey > 0 && m.menuKey < 10000 && m.routeName && !m.linkUrl)!.menuKey;
});
afterAll(() => t.close());

const countyThenTowns = () => [
  { menuKey, areaId: CHONGMING, dwellSeconds: 30 },
  ...TOWNS.map((areaId) => ({ menuKey, areaId, dwellSeconds: 20 })),
];

async function save(body: object, token = admin) {
  return t.call(saveDisplayPlaylist, body, token);
}

async function issue(name: string, token = admin) {
  const res = await t.call(createDisplayToken, { name, validDays: 30 }, token);
  expect(res.respCode).toBe(0);
  return res.obj!;
}

describe('saveDisplayPlaylist and listDisplayPlaylists', () => {
  it('stores a county → towns list with the names of its topics and areas, audited', async () => {
    const res = await save({ name: '县域轮播', entries: countyThenTowns() });
    expect(res.respCode).toBe(0);
    expect(res.obj).toMatchObject({ name: '县域轮播', resumeSeconds: 60, tokenCount: 0 });
    expect(res.obj!.entries.map((e) => [e.areaName, e.areaLevel, e.dwellSeconds])).toEqual([
      ['崇明区', 3, 30],
      ['城桥镇', 4, 20],
      ['堡镇', 4, 20],
    ]);
    expect(res.obj!.entries[0]!.menuName).not.toBe(String(menuKey));
    const listed = await t.call(listDisplayPlaylists, {}, admin);
    expect(listed.obj!.map((p) => p.name)).toContain('县域轮播');
    const [audit] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_events WHERE event = 'display.playlist'",
    );
    expect(audit!.n).toBeGreaterThan(0);
  });

  it('updates a list in place, keeping its id', async () => {
    const first = await save({ name: '展厅', entries: countyThenTowns().slice(0, 1) });
    const second = await save({
      id: first.obj!.id,
      name: '展厅',
      entries: countyThenTowns(),
      resumeSeconds: 120,
    });
    expect([second.obj!.id, second.obj!.entries.length, second.obj!.resumeSeconds]).toEqual([
      first.obj!.id,
      3,
      120,
    ]);
  });

  it.each([
    [
      'an area outside the subject (浦东)',
      () => [{ menuKey, areaId: PUDONG, dwellSeconds: 30 }],
      'entries.0.areaId',
    ],
    ['an unknown area code', () => [{ menuKey, areaId: 310151999000, dwellSeconds: 30 }], 'entries.0.areaId'],
    [
      'a topic the subject does not show',
      () => [{ menuKey: 4242, areaId: CHONGMING, dwellSeconds: 30 }],
      'entries.0.menuKey',
    ],
    [
      'an external link menu',
      () => [{ menuKey: 10021, areaId: CHONGMING, dwellSeconds: 30 }],
      'entries.0.menuKey',
    ],
    ['a dwell under 10 s', () => [{ menuKey, areaId: CHONGMING, dwellSeconds: 3 }], 'dwellSeconds'],
    ['a dwell as text', () => [{ menuKey, areaId: CHONGMING, dwellSeconds: '30' }], 'dwellSeconds'],
    ['no entry', () => [], 'entries'],
  ])('refuses %s (300 naming %s)', async (_, entries, field) => {
    const res = await save({ name: '坏列表', entries: entries() });
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain(field);
  });

  it('refuses a second list of the same name (300 naming name)', async () => {
    await save({ name: '重名', entries: countyThenTowns() });
    const res = await save({ name: '重名', entries: countyThenTowns() });
    expect([res.respCode, res.respDesc.includes('name')]).toEqual([300, true]);
  });

  it("keeps subjects apart: 浦东 neither lists, changes nor deletes 崇明's lists (401)", async () => {
    const mine = await save({ name: '仅崇明', entries: countyThenTowns() });
    const theirs = await t.call(listDisplayPlaylists, {}, pudongAdmin);
    expect(theirs.obj!.map((p) => p.name)).not.toContain('仅崇明');
    const id = mine.obj!.id;
    const pudongEntry = [{ menuKey, areaId: PUDONG, dwellSeconds: 30 }];
    expect((await save({ id, name: '改名', entries: pudongEntry }, pudongAdmin)).respCode).toBe(401);
    expect((await t.call(deleteDisplayPlaylist, { id }, pudongAdmin)).respCode).toBe(401);
    expect((await t.call(listDisplayPlaylists, {}, admin)).obj!.map((p) => p.name)).toContain('仅崇明');
  });
});

describe('assignDisplayPlaylist and what a screen plays', () => {
  it('a token plays its list; the token list names it; a user session plays none', async () => {
    const list = await save({ name: '大厅轮播', entries: countyThenTowns() });
    const token = await issue('大厅大屏');
    const res = await t.call(assignDisplayPlaylist, { tokenId: token.id, playlistId: list.obj!.id }, admin);
    expect(res.obj).toEqual({ ok: true });
    const mine = await t.call(getMyDisplayPlaylist, {}, token.accessToken);
    expect(mine.obj!.entries.map((e) => e.areaId)).toEqual([CHONGMING, ...TOWNS]);
    const tokens = await t.call(listDisplayTokens, {}, admin);
    expect(tokens.obj!.find((d) => d.id === token.id)).toMatchObject({ playlistName: '大厅轮播' });
    expect(
      (await t.call(listDisplayPlaylists, {}, admin)).obj!.find((p) => p.name === '大厅轮播')!.tokenCount,
    ).toBe(1);
    expect((await t.call(getMyDisplayPlaylist, {}, admin)).obj).toBeNull();
    // Unassigned, and the list deleted: the screen goes back to its start page.
    await t.call(assignDisplayPlaylist, { tokenId: token.id, playlistId: null }, admin);
    expect((await t.call(getMyDisplayPlaylist, {}, token.accessToken)).obj).toBeNull();
    await t.call(assignDisplayPlaylist, { tokenId: token.id, playlistId: list.obj!.id }, admin);
    expect((await t.call(deleteDisplayPlaylist, { id: list.obj!.id }, admin)).obj).toEqual({ ok: true });
    expect((await t.call(getMyDisplayPlaylist, {}, token.accessToken)).obj).toBeNull();
  });

  it("refuses another subject's token or list, and a revoked token (401)", async () => {
    const list = await save({ name: '崇明列表', entries: countyThenTowns() });
    const token = await issue('崇明大屏');
    const pudongToken = await issue('浦东大屏', pudongAdmin);
    const assign = (tokenId: number, playlistId: number | null, as: string) =>
      t.call(assignDisplayPlaylist, { tokenId, playlistId }, as);
    expect((await assign(token.id, list.obj!.id, pudongAdmin)).respCode).toBe(401);
    expect((await assign(pudongToken.id, list.obj!.id, pudongAdmin)).respCode).toBe(401);
    expect((await assign(pudongToken.id, list.obj!.id, admin)).respCode).toBe(401);
    await t.call(revokeDisplayToken, { id: token.id }, admin);
    expect((await assign(token.id, list.obj!.id, admin)).respCode).toBe(401);
  });

  it.each([
    ['listDisplayPlaylists', listDisplayPlaylists, {}],
    [
      'saveDisplayPlaylist',
      saveDisplayPlaylist,
      { name: 'x', entries: [{ menuKey: 7, areaId: CHONGMING, dwellSeconds: 30 }] },
    ],
    ['deleteDisplayPlaylist', deleteDisplayPlaylist, { id: 1 }],
    ['assignDisplayPlaylist', assignDisplayPlaylist, { tokenId: 1, playlistId: null }],
  ] as const)('%s needs display:manage: a viewer and a wall screen get 403', async (_, endpoint, body) => {
    const screen = await issue('权限测试');
    expect((await t.call(endpoint, body, await t.login('chongming_viewer'))).respCode).toBe(403);
    expect((await t.call(endpoint, body, screen.accessToken)).respCode).toBe(403);
    expect((await t.call(endpoint, body)).respCode).toBe(400);
  });
});
