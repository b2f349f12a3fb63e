/** Shown when a guarded click runs without the named permission (spec §5). */
export const GUARDED_CLICK_DENIED = '暂无权限查看';

/** Logged when the area outline query fails (spec §5). */
export const NETWORK_UNSTABLE = '当前网络不稳定';

/** Raised when a map service is configured without an address (spec §5). */
export const SERVICE_URL_EMPTY = '服务地址不能为空';

/** Raised when a sortable list contains an item without sortOrder (spec §5). */
export const SORT_ORDER_MISSING = '无法找到所有项目的sortOrder';
