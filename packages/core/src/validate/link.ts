// Menus may open an external address typed by an administrator, often without a scheme
// ('www.example.gov.cn/x'). Other schemes are refused outright: 'javascript:' must never become a link.
const LINK = /^(https?:\/\/)?([a-zA-Z0-9-]+\.)+[a-zA-Z0-9-]+(:\d{1,5})?([/?#]\S*)?$/;

/** True for an optional http(s):// scheme, a dotted host, optional port and optional path/query. */
export function isLink(s: unknown): boolean {
  return typeof s === 'string' && LINK.test(s);
}
