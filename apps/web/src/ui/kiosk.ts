/** Local-storage key set when the page was opened by a display-token link (`/?token=…`). */
export const DISPLAY_MODE_KEY = 'displayMode';

/**
 * True on a wall screen opened by a display-token link: dashboards take the whole screen without menus.
 * A normal sign-in removes the mark; logout and 400/402 clear storage with it.
 */
export function isKioskMode(): boolean {
  try {
    return globalThis.localStorage?.getItem(DISPLAY_MODE_KEY) === '1';
  } catch {
    return false;
  }
}
