/**
 * Raster tile URL templates (XYZ, or a WMTS GetTile request in key-value form) as a bureau configures its
 * imagery services: `https://img.example.gov.cn/2023q1/{z}/{x}/{y}.jpg`,
 * `https://t{0-7}.example.cn/wmts?…&TILEMATRIX={z}&TILEROW={y}&TILECOL={x}&tk=KEY`. The server fetches them
 * itself (the template, and any key in it, never reaches a browser), so what it may hold is kept narrow.
 */

/** Longest template accepted (a WMTS request with a key is a few hundred characters). */
export const TILE_TEMPLATE_MAX_LENGTH = 1000;

// {z} {x} {y}; {-y} for TMS services (rows counted from the south); {a-c} / {0-7} spread tiles over hosts.
const PLACEHOLDER = /\{([^{}]*)\}/g;
const SUBDOMAINS = /^([a-z0-9])-([a-z0-9])$/;

/** What is wrong with a template (a sentence for the 300 answer), or null when it can be used. */
export function tileTemplateProblem(template: string): string | null {
  if (template.length === 0) return '影像服务地址不能为空';
  if (template.length > TILE_TEMPLATE_MAX_LENGTH)
    return `影像服务地址不能超过 ${TILE_TEMPLATE_MAX_LENGTH} 个字符`;
  if (/\s/.test(template)) return '影像服务地址不能包含空白字符';
  if (!/^https?:\/\//i.test(template)) return '影像服务地址须以 http:// 或 https:// 开头';
  const seen = new Set<string>();
  for (const [, name = ''] of template.matchAll(PLACEHOLDER)) {
    if (name === 'z' || name === 'x' || name === 'y' || name === '-y') seen.add(name);
    else if (SUBDOMAINS.test(name) && subdomainsOf(name).length > 1) seen.add('s');
    else return `不支持的占位符 {${name}}（可用 {z} {x} {y} {-y} 与子域 {a-c}、{0-7}；密钥请直接写入地址）`;
  }
  if (/[{}]/.test(template.replace(PLACEHOLDER, ''))) return '影像服务地址的花括号不成对';
  if (!seen.has('z') || !seen.has('x') || !(seen.has('y') || seen.has('-y'))) {
    return '影像服务地址须包含 {z}、{x} 与 {y}（或 {-y}）';
  }
  if (seen.has('y') && seen.has('-y')) return '影像服务地址不能同时包含 {y} 与 {-y}';
  // The authority of the expanded address: a host name or IP (intranet image servers are common), a port.
  const authority =
    /^https?:\/\/([^/?#]*)/i.exec(expandTileTemplate(template, { z: 0, x: 0, y: 0 }))?.[1] ?? '';
  if (authority.includes('@')) return '影像服务地址不能包含用户名或密码';
  if (!/^([a-z0-9]([a-z0-9-]*[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i.test(authority)) {
    return '影像服务地址的主机名无效';
  }
  return null;
}

function subdomainsOf(range: string): string[] {
  const m = SUBDOMAINS.exec(range);
  if (!m) return [];
  const [from, to] = [m[1]!.charCodeAt(0), m[2]!.charCodeAt(0)];
  const digits = /\d/.test(m[1]!) === /\d/.test(m[2]!);
  return digits && to > from
    ? Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i))
    : [];
}

/** The URL of one tile of a (valid) template; the host of a subdomain range is chosen by the tile. */
export function expandTileTemplate(template: string, t: { z: number; x: number; y: number }): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    if (name === 'z') return String(t.z);
    if (name === 'x') return String(t.x);
    if (name === 'y') return String(t.y);
    if (name === '-y') return String(2 ** t.z - 1 - t.y);
    const hosts = subdomainsOf(name);
    return hosts[(t.x + t.y) % hosts.length] ?? '';
  });
}
