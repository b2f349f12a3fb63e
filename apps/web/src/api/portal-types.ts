import type { getOemBranding, getUserInfo, listGisServers, ResultOf } from '@fengshou/core/contract';

/** The current user and subject (getUserInfo). */
export type UserInfo = ResultOf<typeof getUserInfo>;
/** The current government subject. */
export type GovSubject = UserInfo['govSubjectVO'];
/** The current government user. */
export type GovUser = UserInfo['govUserVO'];
/** OEM branding of the host. */
export type OemBranding = ResultOf<typeof getOemBranding>;
/** Map services of the subject's area. */
export type GisServers = ResultOf<typeof listGisServers>;

/** A menu of the subject as the shells and the dashboard use it. */
export interface MenuRoute {
  groupId: number;
  menuKey: number;
  /** The subject's custom name, else the template name. */
  title: string;
  routeName: string | null;
  /** External address: the entry opens it in a new tab. */
  linkUrl: string | null;
  /** Path pattern of the page (may contain :menuGroupId); null when nothing in the table matches. */
  path: string | null;
  /** Shown in the navigation (showNavbarFlag ≠ 0). */
  showNavbar: boolean;
  /** A fixed page (meta key 0) rather than a dashboard topic. */
  fixed: boolean;
  sortNum: number;
  icon: string | null;
}

/** A menu group with its menus in route order. */
export interface MenuGroupView {
  id: number;
  name: string;
  shortName: string;
  groupType: number;
  sortNum: number;
  menus: MenuRoute[];
}
