import { guidePagePath, OTHER_GROUP_ID } from '@fengshou/core';
import { LANGXIA_LOGIN_NAME, PATHS } from '../constants';

/** What the start page depends on: the login name, the permissions, three subject flags and the first menu group. */
export interface StartPageInput {
  loginName: string;
  /** The codes the user's role holds. */
  permissions: readonly string[];
  guidePageSupportFlag: number;
  guidePageTypeFlag: number | null;
  navStyleFlag: number;
  firstMenuGroupId: number | null;
}

/** The screens of the oversight duties, in the order a role holding several codes is sent to them. */
const DUTY_START_PAGES: readonly { code: string; path: string }[] = [
  { code: 'audit:view', path: '/system/audit' },
  { code: 'role:manage', path: '/system/roles' },
  { code: 'security:manage', path: '/system/security-policy' },
];

/**
 * Where / and /login send a signed-in user (spec §4): the Langxia account to its menu; a user who may not
 * view the dashboards (an auditor, a security administrator) to the screen of their duty, since every
 * dashboard would only refuse them; a subject with guide pages to the guide page of its type; nav style 1
 * to /home; otherwise the first menu group.
 */
export function startPagePath(input: StartPageInput): string {
  if (input.loginName === LANGXIA_LOGIN_NAME) return PATHS.langxiaMenu;
  if (!input.permissions.includes('dashboard:view')) {
    const duty = DUTY_START_PAGES.find((d) => input.permissions.includes(d.code));
    if (duty) return duty.path;
  }
  if (input.guidePageSupportFlag === 1) {
    const guide = guidePagePath(input.guidePageTypeFlag);
    // An unknown guide type is a configuration slip; the subject still gets its dashboard.
    if (guide) return guide;
  }
  if (input.navStyleFlag === 1) return PATHS.home;
  return `/data-dashboard/${input.firstMenuGroupId ?? OTHER_GROUP_ID}`;
}

/** The three shells (spec §4 "Nav style type picks the shell layout"). */
export type ShellKind = 'portal' | 'screen' | 'side';

/** Shell of a nav style: 1 top-nav home portal, 2 big-screen frame, 3 side menu; others the big screen. */
export function shellFor(navStyleFlag: number): ShellKind {
  if (navStyleFlag === 1) return 'portal';
  if (navStyleFlag === 3) return 'side';
  return 'screen';
}
