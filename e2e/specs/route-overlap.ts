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

/**
 * Pairs of routes that still share most of their text, each an open defect of its own (not declared
 * variants): listed so that a new one fails the measure while these are being given content of their own.
 * A pair that no longer overlaps is reported, to be taken off the list.
 */
export const KNOWN_OVERLAPS: readonly (readonly [string, string])[] = [
  // The farm page under its Shanghai name (no variant declared).
  ['/farmdetail/:farmid', '/shanghai-farmdetail/:farmid'],
  // The monitoring page (gis-monitor) under two names.
  ['/uavCruise', '/land-control/data-analysis'],
  // The entity list under two names.
  ['/jyzdSubjectlist', '/operateSubjectList'],
  // Homes drawing another home's or topic's plates.
  ['/agri-home', '/langxiaTwoHome'],
  ['/home329', '/jyOneHome'],
  ['/home329', '/agri-home'],
  // One device page for two kinds of base.
  ['/iotDevice/:baseid', '/iotDeviceFood/:baseid'],
  // /home shows the menu groups as the guide pages do.
  ...[
    '/ych/system-entrance',
    '/shifang/system-entrance',
    '/shangrao/system-entrance',
    '/gov-navigation-xx',
    '/gov-navigation',
    '/data-aggregation/system-entrance',
    '/shangrao/big-screen-entrance',
    '/global/data-generalization',
    '/global/big-screen-entrance-services',
    '/global/big-screen-entrance',
    '/introduction',
  ].map((guide) => ['/home', guide] as const),
  // The 3D map and the surroundings map show the same crop legend and labels.
  ['/shanghai3dgis', '/surround'],
  ['/home/guaranteeSupply', '/guaranteeSupply/BjsubjectTable'],
];

/** Whether a pair is one of the known overlaps (either order). */
export function isKnown(p: Pick<PairOverlap, 'a' | 'b'>): boolean {
  return KNOWN_OVERLAPS.some(([x, y]) => (x === p.a && y === p.b) || (x === p.b && y === p.a));
}
