import {
  DASHBOARD_CHILD_ROUTES,
  DASHBOARD_PREFIXED_ROUTES,
  LANGXIA_ROUTES,
  NAMED_ALIASES,
} from './dashboard';
import { DETAIL_ROUTES } from './details';
import { ENTRANCE_ROUTES } from './entrances';
import { LATE_ROUTES } from './late';
import { LIST_ROUTES } from './lists';
import { OTHER_ROUTES } from './others';
import { isTestMode, TEST_MODE_ROUTES } from './test-mode';
import { TOP_LEVEL_ROUTES } from './top-level';
import type { RouteDef } from './types';

export { DASHBOARD_BASE, DASHBOARD_NAME_PREFIX } from './dashboard';
export { isTestMode } from './test-mode';
export type { Chrome, PageId, RouteDef } from './types';

/** Every route of spec §2 in registration order; test-mode routes only when `testMode`. */
export function routeTable(testMode: boolean): readonly RouteDef[] {
  return [
    ...TOP_LEVEL_ROUTES,
    ...DETAIL_ROUTES,
    ...LIST_ROUTES,
    ...OTHER_ROUTES,
    ...ENTRANCE_ROUTES,
    ...LANGXIA_ROUTES,
    ...DASHBOARD_CHILD_ROUTES,
    ...LATE_ROUTES,
    ...DASHBOARD_PREFIXED_ROUTES,
    ...(testMode ? TEST_MODE_ROUTES : []),
  ];
}

/** The table of this build. */
export const ROUTES: readonly RouteDef[] = routeTable(isTestMode(import.meta.env));

const BY_NAME = new Map(ROUTES.map((r) => [r.name, r]));

/** The route registered under `name` (aliases included), or undefined. */
export function routeByName(name: string): RouteDef | undefined {
  const alias = NAMED_ALIASES[name];
  if (alias) {
    const target = BY_NAME.get(alias.target);
    return target && { ...target, name, query: alias.query };
  }
  return BY_NAME.get(name);
}

/** Fills `:params` of a path pattern; a missing parameter is left empty rather than thrown. */
export function fillPath(pattern: string, params: Readonly<Record<string, string | number>>): string {
  return pattern.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
}

/** Path of a named route with its parameters and query. */
export function pathForName(
  name: string,
  params: Readonly<Record<string, string | number>> = {},
  query: Readonly<Record<string, string | number>> = {},
): string | undefined {
  const def = routeByName(name);
  if (!def) return undefined;
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return `${fillPath(def.path, params)}${search ? `?${search}` : ''}`;
}
