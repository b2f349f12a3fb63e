/** Date display format (dayjs tokens). */
export const DATE_FORMAT = 'YYYY-MM-DD';
/** Time display format (dayjs tokens). */
export const TIME_FORMAT = 'HH:mm:ss';
/** Decimals shown by default for rounded figures. */
export const DEFAULT_DECIMALS = 2;
// Owned by dict/layout; re-exported (same binding) so `export *` of both folders cannot conflict.
export { LAYOUT_GAP_PX } from '../dict/layout';
/** What a view shows for a value that is missing or not a number. */
export const EMPTY_VALUE = '--';
