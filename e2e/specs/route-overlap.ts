import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The text overlap between routes: each route's visible text as a set of lines, the lines most routes show
 * (the shell, the area bar, the area's names on every map) left out, and per pair of routes the Jaccard index
 * of what remains (shared lines over all lines of the two). Two routes showing one page with other ids score
 * near 1; two pages of their own score near 0.
 */

/** A route's text as the measure compares it. */
export interface RouteText {
  path: string;
  /** The page id of the route table (routes sharing one may be declared variants). */
  page: string;
  /** Declared variant name of the route table, if any. */
  variant?: string;
  /** Where the app ended up (a redirect or the start page): routes ending at one address are aliases. */
  landed: string;
  lines: readonly string[];
}

/** The overlap of a pair, and why it is allowed when it is. */
export interface PairOverlap {
  a: string;
  b: string;
  jaccard: number;
  shared: number;
  /** 'alias' (both end at one address), 'variant' (one page declared with a variant), or null. */
  declared: 'alias' | 'variant' | null;
}

/** The lines of a text: trimmed, without blanks and without lines of digits and punctuation alone. */
export function linesOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split('\n')
        .map((l) => l.replace(/\s+/g, ' ').trim())
        .filter((l) => l.length > 0 && /[\p{L}]/u.test(l)),
    ),
  ];
}

/** Lines shown by more than `share` of the routes: the frame every page shares. */
export function commonLines(routes: readonly RouteText[], share: number): Set<string> {
  const counts = new Map<string, number>();
  for (const r of routes) for (const l of new Set(r.lines)) counts.set(l, (counts.get(l) ?? 0) + 1);
  const limit = Math.max(2, routes.length * share);
  return new Set([...counts].filter(([, n]) => n > limit).map(([l]) => l));
}

/** Why a pair may look alike: they end at one address, or one page serves both with a declared variant. */
export function declaredOf(a: RouteText, b: RouteText): PairOverlap['declared'] {
  if (a.landed === b.landed) return 'alias';
  if (a.page === b.page && (a.variant !== undefined || b.variant !== undefined)) return 'variant';
  return null;
}

/** Every pair's overlap over the routes' own lines (common ones removed), largest first. */
export function overlaps(routes: readonly RouteText[], common: ReadonlySet<string>): PairOverlap[] {
  const own = routes.map((r) => new Set(r.lines.filter((l) => !common.has(l))));
  const out: PairOverlap[] = [];
  for (let i = 0; i < routes.length; i++) {
    for (let j = i + 1; j < routes.length; j++) {
      const [x, y] = [own[i]!, own[j]!];
      let shared = 0;
      for (const l of x) if (y.has(l)) shared++;
      const union = x.size + y.size - shared;
      out.push({
        a: routes[i]!.path,
        b: routes[j]!.path,
        jaccard: union === 0 ? 1 : shared / union,
        shared,
        declared: declaredOf(routes[i]!, routes[j]!),
      });
    }
  }
  return out.sort((p, q) => q.jaccard - p.jaccard);
}

/** Lines of a route left after the common ones: a page showing almost nothing of its own has few. */
export function ownLines(route: RouteText, common: ReadonlySet<string>): number {
  return route.lines.filter((l) => !common.has(l)).length;
}

/** A pair of routes that are not declared variants may share at most this of their own lines. */
export const THRESHOLD = 0.5;
/** Lines shown by more than this share of the routes are the frame, not content. */
const COMMON_SHARE = 0.2;
/** Fewer own lines than this: the page shows (almost) nothing of its own. */
const MIN_OWN_LINES = 3;

/** What the measure found over all routes. */
export interface Measure {
  own: number;
  total: number;
  /** Undeclared pairs over the threshold. */
  over: PairOverlap[];
  /** Routes with (almost) nothing of their own. */
  thin: string[];
  /** The report to print. */
  lines: string[];
  /** Failures: undeclared pairs over the threshold, near-empty pages. */
  failures: string[];
}

/**
 * The measure of "routes with content of their own": a pair of routes that are not declared variants (same page
 * with a variant) or aliases (one address) may share at most THRESHOLD of their own lines; a route has content of
 * its own when no such pair reaches it and it shows lines the others do not.
 */
export function measure(routes: readonly RouteText[]): Measure {
  const common = commonLines(routes, COMMON_SHARE);
  const pairs = overlaps(routes, common);
  const undeclared = pairs.filter((p) => p.declared === null);
  const over = undeclared.filter((p) => p.jaccard >= THRESHOLD);
  const thin = routes.filter((r) => ownLines(r, common) < MIN_OWN_LINES).map((r) => r.path);
  const flagged = new Set([...over.flatMap((p) => [p.a, p.b]), ...thin]);
  const own = routes.length - flagged.size;
  const top = undeclared.slice(0, 15);
  const declared = pairs.filter((p) => p.declared);
  const lines = [
    `routes with content of their own: ${own}/${routes.length}`,
    `largest overlap of routes that are not declared variants: ${top[0]?.jaccard.toFixed(3)} (${top[0]?.a} · ${top[0]?.b})`,
    ...top.map((p) => `  ${p.jaccard.toFixed(3)}  ${p.shared} shared  ${p.a} · ${p.b}`),
    `declared pairs (aliases, variants): ${declared.length}, largest ${declared[0]?.jaccard.toFixed(3)} (${declared[0]?.a} · ${declared[0]?.b})`,
  ];
  if (thin.length) lines.push(`near-empty pages: ${thin.join(', ')}`);
  const failures = [
    ...over.map((p) => `${p.a} · ${p.b} share ${p.jaccard.toFixed(2)}`),
    ...thin.map((path) => `${path} shows (almost) nothing of its own`),
  ];
  return { own, total: routes.length, over, thin, lines, failures };
}

/**
 * Where the route walk leaves the texts of the routes it opened, one file per part, for the measure taken once
 * the whole run has ended (route-overlap-teardown.ts). The directory is the run's (playwright.config.ts).
 */
export function routeTextsDir(): string {
  const dir = process.env.E2E_ROUTE_TEXTS;
  if (!dir) throw new Error('E2E_ROUTE_TEXTS is not set (playwright.config.ts sets it)');
  mkdirSync(dir, { recursive: true });
  return dir;
}

export function saveRouteTexts(part: string, routes: readonly RouteText[]): void {
  writeFileSync(join(routeTextsDir(), `${part}.json`), JSON.stringify(routes));
}

/** The texts every part of the walk left, each path once. */
export function loadRouteTexts(): RouteText[] {
  const dir = process.env.E2E_ROUTE_TEXTS;
  if (!dir || !existsSync(dir)) return [];
  const all = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as RouteText[]);
  return [...new Map(all.map((r) => [r.path, r])).values()];
}
