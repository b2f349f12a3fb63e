/** Every respCode of spec §8 by name; 0 is success, everything else is thrown to the caller. */
export const RespCode = {
  OK: 0,
  BAD_PARAMS: 300,
  LOGIN_EXPIRED: 400,
  NO_ACCESS: 401,
  SILENT_LOGOUT: 402,
  NO_PERMISSION: 403,
  FEATURE_FORBIDDEN: 404,
  ACCOUNT_NOT_FOUND: 500,
  SERVER_BUSY: 600,
  SMS_CODE_INVALID: 10001,
  SMS_CODE_INTERVAL: 10002,
  SMS_CODE_SEND_FAILED: 10003,
  SMS_CODE_EXPIRED: 10004,
  SMS_SEND_FAILED: 10005,
  CAPTCHA_EXPIRED: 10200,
  ORDER_CLOSED: 20001,
  NO_REMAINING_TIMES: 20002,
  PACKAGE_EXPIRED: 20003,
  DISHES_INSUFFICIENT: 20004,
  ORDER_NOT_STARTED: 20005,
  ORDER_EXCEEDS_LIMIT: 20006,
  PRODUCT_DELETED: 20007,
  MINI_PROGRAM_BASE_NOT_FOUND: 20009,
  ENTERPRISE_USERS_NOT_FOUND: 20019,
  CODES_INVALID: 20020,
  BUSINESS_NOTICE: 30001,
} as const;

/** Symbolic name of a catalogued respCode. */
export type RespCodeName = keyof typeof RespCode;

/** Numeric value of a catalogued respCode. */
export type RespCodeValue = (typeof RespCode)[RespCodeName];
