import { DEFAULT_TITLES, resolveSkin, SKINS, type Skin } from '@fengshou/core';
import { createContext, type ReactNode, useContext } from 'react';
import type { GisServers, GovSubject, GovUser, MenuGroupView, MenuRoute, OemBranding } from './portal-types';

/**
 * What pages and shells know about the portal: the signed-in user and subject, permissions, menus and
 * branding, plus the session actions they may take. The app provides it from its session store, so
 * features depend on this interface rather than on the app.
 */
export interface PortalValue {
  loggedIn: boolean;
  user: GovUser | null;
  subject: GovSubject | null;
  permissions: readonly string[];
  menuGroups: readonly MenuGroupView[];
  menuRoutes: readonly MenuRoute[];
  gisServers: GisServers;
  startPage: string | null;
  branding: OemBranding | null;
  skin: Skin;
  /** Stores the token of a successful sign-in; the first entry then loads and the guard moves on. */
  signIn(token: string): void;
  /** Logs out on the server (best effort) and clears the session. */
  signOut(): Promise<void>;
  /** Loads user info, permissions and menus again (after a password change or subject switch). */
  reload(): void;
}

const noop = () => {};

/** The value outside any provider: logged out, classic skin. */
export const EMPTY_PORTAL: PortalValue = {
  loggedIn: false,
  user: null,
  subject: null,
  permissions: [],
  menuGroups: [],
  menuRoutes: [],
  gisServers: [],
  startPage: null,
  branding: null,
  skin: resolveSkin(undefined),
  signIn: noop,
  signOut: async () => {},
  reload: noop,
};

const PortalContext = createContext<PortalValue>(EMPTY_PORTAL);

/** Provides the portal value. */
export function PortalProvider({ value, children }: { value: PortalValue; children: ReactNode }) {
  return <PortalContext.Provider value={value}>{children}</PortalContext.Provider>;
}

/** The portal value. */
export function usePortal(): PortalValue {
  return useContext(PortalContext);
}

/**
 * Platform title: the subject's big-data platform name, else the host's branding, else the default
 * (spec §1). A signed-in classic-skin subject is the cloud-platform variant (数字农业云平台); the big-screen
 * title is used otherwise, the login page included.
 */
export function platformTitle(portal: Pick<PortalValue, 'subject' | 'branding' | 'skin'>): string {
  const own = portal.subject?.bigDataPlatformName?.trim();
  if (own) return own;
  if (portal.subject && portal.skin === SKINS.classic) {
    return portal.branding?.platformTitle?.trim() || DEFAULT_TITLES.cloud;
  }
  return portal.branding?.bigScreenTitle?.trim() || DEFAULT_TITLES.main;
}
