import { z } from 'zod';
import { zAreaId, zDateTime, zEmpty, zId, zLine, zOk } from './common';
import { defineEndpoint } from './define';

/**
 * Wall-screen playlists (轮播): a subject's named lists of (topic, area, dwell) entries, assigned to its
 * display tokens. A bureau writes a list once (县 → each town in turn) and plays it on every screen that
 * should show it; a screen plays the list of its token, or its start page when it has none.
 */

/** Shortest and longest time one entry stays on screen, in seconds. */
export const PLAYLIST_DWELL_SECONDS = { min: 10, max: 3600 } as const;

/** One entry as it is saved: a topic dashboard of the subject's menus, an area of its scope, a dwell. */
export const zPlaylistEntryInput = z.strictObject({
  /** Menu key of a topic or dynamic dashboard the subject shows. */
  menuKey: z.number().int().min(1).max(99999),
  /** The area the screen shows: the subject's own or one below it. */
  areaId: zAreaId,
  dwellSeconds: z.number().int().min(PLAYLIST_DWELL_SECONDS.min).max(PLAYLIST_DWELL_SECONDS.max),
});

/** An entry as it is answered: with the menu's and the area's names. */
export const zPlaylistEntry = z.object({
  menuKey: z.number().int(),
  menuName: z.string(),
  areaId: z.number(),
  areaName: z.string(),
  areaLevel: z.number().int(),
  dwellSeconds: z.number().int(),
});
/** An entry of a playlist as answered. */
export type PlaylistEntry = z.infer<typeof zPlaylistEntry>;

export const zDisplayPlaylist = z.object({
  id: z.number().int(),
  name: z.string(),
  entries: z.array(zPlaylistEntry),
  /** Seconds a screen stays paused after the last touch before the list plays on. */
  resumeSeconds: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: zDateTime,
  /** Display tokens (not revoked) that play the list. */
  tokenCount: z.number().int(),
});
/** A playlist as answered. */
export type DisplayPlaylist = z.infer<typeof zDisplayPlaylist>;

export const listDisplayPlaylists = defineEndpoint({
  path: '/api/login/gov/displayPlaylist/list',
  summary: '大屏轮播列表（当前主体）',
  access: 'display:manage',
  body: zEmpty,
  result: z.array(zDisplayPlaylist),
});

export const saveDisplayPlaylist = defineEndpoint({
  path: '/api/login/gov/displayPlaylist/save',
  summary: '新建或修改大屏轮播（专题须为本主体菜单中的大屏，区域须在辖区内）',
  access: 'display:manage',
  audit: 'display.playlist',
  body: z.strictObject({
    /** Absent: a new list. */
    id: zId.optional(),
    name: zLine(64).min(1, '请输入名称'),
    entries: z.array(zPlaylistEntryInput).min(1, '至少添加一项').max(100),
    resumeSeconds: z.number().int().min(10).max(3600).default(60),
  }),
  result: zDisplayPlaylist,
});

export const deleteDisplayPlaylist = defineEndpoint({
  path: '/api/login/gov/displayPlaylist/delete',
  summary: '删除大屏轮播（播放它的大屏回到首页）',
  access: 'display:manage',
  audit: 'display.playlist',
  body: z.strictObject({ id: zId }),
  result: zOk,
});

export const assignDisplayPlaylist = defineEndpoint({
  path: '/api/login/gov/displayPlaylist/assign',
  summary: '为大屏展示令牌指定轮播（null：不轮播）',
  access: 'display:manage',
  audit: 'display.playlist',
  body: z.strictObject({ tokenId: zId, playlistId: zId.nullable() }),
  result: zOk,
});

/** What a wall screen plays: the list of its display token, or null (a user's session has none). */
export const getMyDisplayPlaylist = defineEndpoint({
  path: '/api/login/gov/displayPlaylist/mine',
  summary: '本大屏的轮播',
  access: 'session',
  display: true,
  body: zEmpty,
  result: zDisplayPlaylist.nullable(),
});

/** The display playlist endpoints (login service). */
export const displayPlaylistEndpoints = {
  listDisplayPlaylists,
  saveDisplayPlaylist,
  deleteDisplayPlaylist,
  assignDisplayPlaylist,
  getMyDisplayPlaylist,
};
