import { guidePagePath, OTHER_GROUP_ID } from '@fengshou/core';
import { LANGXIA_LOGIN_NAME, PATHS } from '../constants';

/** What the start page depends on: the login name, three subject flags and the first menu group. */
export interface StartPageInput {
  loginName: string;
  guidePageSupportFlag: number;
  guidePageTypeFlag: number | null;
  navStyleFlag: number;
  firstMenuGroupId: number | null;
}

/**
 * Where / and /login send a signed-in user (spec §4): the Langxia account to its menu; a subject with
 * guide pages to the guide page of its type; nav style 1 to /home; otherwise the first menu group.
 */
export function startPagePath(input: StartPageInput): string {
  if (input.loginName === LANGXIA_LOGIN_NAME) return PATHS.langxiaMenu;
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
