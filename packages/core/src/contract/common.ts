import { z } from 'zod';

// Validation messages reach Chinese-speaking users in respDesc (300) and in forms.
z.config(z.locales.zhCN());

/**
 * An integer field: a JSON number only. `true`, "1" and [1] are bad input (respCode 300), not 1 — a client
 * that sends the wrong type has a bug the server should name rather than hide.
 */
export const zInt = () => z.number().int();

/**
 * An integer that the contract also accepts as a string of decimal digits, for codes that clients carry as
 * text (URLs, plate parameters, spreadsheets). Only fields that say so in their declaration take strings.
 */
export function zIntOrDigits(digits: number) {
  return z.union([
    z.number().int(),
    z
      .string()
      .regex(new RegExp(`^\\d{${digits}}$`), `须为整数或${digits}位数字字符串`)
      .transform(Number),
  ]);
}

/**
 * A 12-digit statistical area code (province 2, city 4, county 6, town 9, village 12 significant digits).
 * A JSON number, or the same 12 digits as a string (area codes travel in URLs and plate parameters).
 */
export const zAreaId = zIntOrDigits(12).pipe(
  z.number().int().min(100000000000, '区域编码须为12位').max(999999999999, '区域编码须为12位'),
);
/** Area level 1 province … 5 village. */
export const zAreaLevel = zInt().min(1).max(5);

/** Largest id of an int4 (serial) column: bigger ids are bad input, not a database error. */
export const MAX_INT4 = 2147483647;
/** A positive integer id. */
export const zId = zInt().positive().max(MAX_INT4);
/** 'YYYY-MM-DD HH:mm:ss' timestamps as sent by the server. */
export const zDateTime = z.string();
/** A mainland mobile number. */
export const zPhone = z.string().regex(/^1[3-9]\d{9}$/, '手机号格式不正确');
/** A 6-digit SMS verification code. */
export const zSmsCode = z.string().regex(/^\d{6}$/, '验证码为6位数字');

/**
 * Control characters no single-line field needs: C0 (tab and line breaks too), DEL and C1. PostgreSQL text
 * cannot hold NUL, and the others corrupt exports, logs and screens. U+2028/2029 are text and pass.
 */
const LINE_CONTROL = /^\P{Cc}*$/u;
/** The same for multi-line text, which keeps tab, line feed and carriage return. */
const TEXT_CONTROL = /^[\t\n\r\P{Cc}]*$/u;
const CONTROL_MESSAGE = '不能包含控制字符';

/** A one-line free-text input (name, keyword, code): trimmed, at most `max` characters, no control character. */
export const zLine = (max: number, tooLong?: string) =>
  z.string().trim().max(max, tooLong).regex(LINE_CONTROL, CONTROL_MESSAGE);

/** A multi-line free-text input (remark, opinion): trimmed, at most `max`, tab and line breaks allowed. */
export const zText = (max: number, tooLong?: string) =>
  z.string().trim().max(max, tooLong).regex(TEXT_CONTROL, CONTROL_MESSAGE);

/** A value compared as typed (password, token, code): not trimmed, at most `max`, no control character. */
export const zSecret = (max: number) => z.string().max(max).regex(LINE_CONTROL, CONTROL_MESSAGE);

/** File content as base64, optionally as a data: URL; line breaks of wrapped base64 are tolerated. */
export const zBase64 = (emptyMessage: string) =>
  z
    .string()
    .min(1, emptyMessage)
    .regex(/^(data:[\w.+/-]+(;[\w.+=-]+)*,)?[A-Za-z0-9+/=\r\n]*$/, '内容须为 Base64 编码');

/**
 * A link stored and shown as given: an http(s) address or a path of this site ('/…', not '//host', which
 * browsers take for another host). `javascript:`, `data:` and other schemes are refused.
 */
export const zRelativeOrHttpUrl = (max: number) =>
  zLine(max).refine(isRelativeOrHttpUrl, '须为 http(s):// 地址或以 / 开头的站内路径');

/** An http(s) address of another server (media server, map service). */
export const zHttpUrl = (max: number) =>
  zLine(max).regex(/^https?:\/\/[^\s/?#]+[^\s]*$/i, '须为 http:// 或 https:// 地址');

/** True for the links zRelativeOrHttpUrl accepts: answers check stored values with it too. */
export function isRelativeOrHttpUrl(v: string): boolean {
  if (/\s/.test(v)) return false;
  if (/^\/(?![/\\])/.test(v)) return true;
  return /^https?:\/\/[^\s/?#\\]+/i.test(v);
}

/**
 * A stored link as an answer may show it: null when it names a scheme other than http(s) (javascript:,
 * data:, vbscript:) or another host without one ('//host'). Links stored before their input was checked
 * are answered through it; scheme-less addresses of menus ('www.example.gov.cn/x') stay.
 */
export function shownUrl(v: string | null): string | null {
  if (v === null) return null;
  // Browsers drop whitespace and control characters before they read a scheme ('java\tscript:').
  const bare = v.replace(/[\s\p{Cc}]/gu, '');
  if (/^[/\\]{2}/.test(bare)) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(bare)?.[1];
  return scheme === undefined || /^https?$/i.test(scheme) ? v : null;
}

/** Paging fields every list body carries (spec §9: first page 1). */
export const zPaging = {
  pageNo: zInt().min(1).default(1),
  pageSize: zInt().min(1).max(1000).default(10),
};

/**
 * Set on a list's answer when the area holds no record of the list's source at all (a fresh installation
 * before its first import), whatever the filters: `label` names the import kind of the 数据导入 page that
 * adds them (农场/基地). A list whose filters merely match nothing in an area with records has none.
 */
export const zListMissing = z.object({ label: z.string(), kind: z.string(), via: z.literal('import') });
/** What a list's area is missing (see zListMissing). */
export type ListMissing = z.infer<typeof zListMissing>;

/** The `{list, total, pageNo, pageSize}` answer of a paged list (and `missing` when its source is empty). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    missing: zListMissing.optional(),
  });
}

/** The response envelope of every endpoint (spec §7, §8). */
export function envelopeOf<T extends z.ZodType>(obj: T) {
  return z.object({ respCode: z.number().int(), respDesc: z.string(), obj: obj.nullable() });
}

/** An empty request body; unknown fields are refused like everywhere else. */
export const zEmpty = z.strictObject({});
/** A result with nothing to say beyond success. */
export const zOk = z.object({ ok: z.literal(true) });

/** Optional server sort of a list: one of `fields`, ascending or descending (tables sort on the server). */
export function zSortOf<F extends readonly [string, ...string[]]>(fields: F) {
  return {
    sortField: z.enum(fields).optional(),
    sortOrder: z.enum(['asc', 'desc']).optional(),
  };
}

/** An inclusive 'YYYY-MM-DD' date of a date-range filter. */
export const zDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式须为YYYY-MM-DD');

/** A new account's name: a letter, then 3–31 letters, digits or underscores. */
export const zAccountName = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, '账号须以字母开头，4–32位字母数字或下划线');

/** Largest picture a device or an official uploads (camera capture, trap photo). */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** The fields of a body carrying one picture as base64 (JPEG, PNG or WebP, told by the server from its bytes). */
export const zPictureFile = {
  fileName: zLine(120).min(1).optional(),
  contentBase64: zBase64('请选择图片'),
};

/** Body limit of an endpoint taking one picture: base64 of PICTURE_MAX_BYTES and the rest of the body. */
export const PICTURE_BODY_LIMIT_BYTES = Math.ceil((PICTURE_MAX_BYTES * 4) / 3) + 64 * 1024;
