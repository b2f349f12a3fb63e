import type { BodyOf, EndpointDef, ResultOf } from '@fengshou/core/contract';
import {
  getUserInfo,
  listGateCategories,
  listGisServers,
  listMenuTypesAndGroups,
  listRolePermissions,
} from '@fengshou/core/contract';
import type { EntryData, MenuTypes, UserInfo } from '../session/session-store';
import { buildMenuRoutes, firstMenuGroupId, menuGroupsOf, type ResolvedPage } from './menu-routes';
import { startPagePath } from './start-page';

/** callApi's shape, injected so the sequence can be tested without HTTP. */
export type Caller = <E extends EndpointDef>(endpoint: E, body: BodyOf<E>) => Promise<ResultOf<E>>;

type Menu = MenuTypes[number]['menuGroupList'][number]['menuList'][number];

/** Menus resolve against the route table; the app passes its resolver, tests a fake. */
export type MenuResolver = (menu: Menu) => ResolvedPage | undefined;

async function settled<T>(label: string, promise: Promise<T>, fallback: T, log: (m: string) => void) {
  try {
    return await promise;
  } catch (error) {
    // Spec §8: other failures are logged and leave state unchanged (here: the empty default).
    log(`${label}加载失败: ${error instanceof Error ? error.message : String(error)}`);
    return fallback;
  }
}

/**
 * The first entry of a signed-in user (spec §4): the user info; then, in parallel, the permission list,
 * the menu group types, the map services and the gate categories; then the menu routes. A user who must
 * change the password loads only what the server allows before that (user info and permissions).
 * Throws when the user info fails: the caller lets navigation continue. `onInfo` hears of the user info
 * as soon as it arrives (the page opened can start loading its own data beside the rest), unless the user
 * must change the password first.
 */
export async function loadEntry(
  call: Caller,
  resolve: MenuResolver,
  log: (message: string) => void = console.warn,
  onInfo?: (info: UserInfo) => void,
): Promise<EntryData> {
  const info = await call(getUserInfo, {});
  const user = info.govUserVO;
  const subject = info.govSubjectVO;
  const full = user.editPasswordFlag !== 1;
  if (full) onInfo?.(info);
  const [permissionList, menuTypes, gisServers, gateCategories] = await Promise.all([
    settled('权限', call(listRolePermissions, { governmentRoleId: user.governmentRoleId }), [], log),
    full
      ? settled('菜单', call(listMenuTypesAndGroups, { governmentSubjectId: subject.id }), [], log)
      : Promise.resolve([]),
    full
      ? settled('地图服务', call(listGisServers, { areaIds: [subject.areaId] }), [], log)
      : Promise.resolve([]),
    full ? settled('网关分类', call(listGateCategories, {}), [], log) : Promise.resolve([]),
  ]);
  const permissions = permissionList.filter((p) => p.isChecked === 1).map((p) => p.buttonCode);
  const menuGroups = menuGroupsOf(menuTypes, resolve, permissions);
  return {
    info,
    permissions,
    menuTypes,
    gisServers,
    gateCategories,
    menuGroups,
    menuRoutes: buildMenuRoutes(menuGroups),
    startPage: startPagePath({
      loginName: user.loginName,
      permissions,
      guidePageSupportFlag: subject.guidePageSupportFlag,
      guidePageTypeFlag: subject.guidePageTypeFlag,
      navStyleFlag: subject.navStyleFlag,
      firstMenuGroupId: firstMenuGroupId(menuGroups),
    }),
  };
}
