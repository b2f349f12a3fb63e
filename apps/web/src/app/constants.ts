/** The special account whose start page is the Langxia menu (spec §4 "one special login name"). */
export const LANGXIA_LOGIN_NAME = 'langxia';

/** Delay between a navigation and the document title update (spec §1). */
export const TITLE_DELAY_MS = 500;

/** Paths a logged-out user may open (spec §4), besides the login page. */
export const OPEN_PATHS: readonly string[] = [
  '/dashboard-custom/administrative-region',
  '/setup',
  '/welcome',
];

/** Path prefixes that open without a session: the public trace page a certificate's QR code opens. */
export const OPEN_PREFIXES: readonly string[] = ['/trace/'];

/** Paths of the portal pages the guard itself sends users to. */
export const PATHS = {
  root: '/',
  login: '/login',
  changePassword: '/change-password',
  notAccess: '/not-access',
  home: '/home',
  langxiaMenu: '/langxiaMenu',
} as const;
