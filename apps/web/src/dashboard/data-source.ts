import { type DataSourceContext, isAllowedDataSourcePath, resolveDataSourceParams } from '@fengshou/core';
import { ALL_ENDPOINTS, type EndpointDef, isPlateSource } from '@fengshou/core/contract';

/**
 * Endpoints a plate may name as its interfaceUrl: core's plate sources (endpoints of our own contract that
 * a read-only wall-screen token may call), minus the session endpoints of the login group, which a plate
 * has no business calling (logout is display-callable for the screen itself).
 */
function buildAllowList(): ReadonlyMap<string, EndpointDef> {
  const byPath = new Map<string, EndpointDef>();
  for (const e of ALL_ENDPOINTS) {
    if (isPlateSource(e.path) && !e.path.startsWith('/api/login/')) byPath.set(e.path, e);
  }
  return byPath;
}

/** The data-source endpoints by path. */
export const DATA_SOURCE_ENDPOINTS: ReadonlyMap<string, EndpointDef> = buildAllowList();

const ALLOWED_PATHS: readonly string[] = [...DATA_SOURCE_ENDPOINTS.keys()];

/** What a plate's data source asks for once resolved against the area and date context. */
export type PlateRequest =
  | { readonly kind: 'none' }
  | { readonly kind: 'refused'; readonly path: string }
  | {
      readonly kind: 'call';
      readonly endpoint: EndpointDef;
      readonly body: Record<string, unknown>;
      readonly warnings: readonly string[];
    };

/**
 * The call a plate makes: its interfaceUrl checked against the allow-list (an unknown path is refused
 * here, before any request leaves the browser) and its parameters resolved by the core resolver.
 */
export function plateRequest(
  interfaceUrl: string | null | undefined,
  parameters: Readonly<Record<string, unknown>>,
  ctx: DataSourceContext,
): PlateRequest {
  const path = interfaceUrl?.trim() ?? '';
  if (path === '') return { kind: 'none' };
  const endpoint = isAllowedDataSourcePath(path, ALLOWED_PATHS) ? DATA_SOURCE_ENDPOINTS.get(path) : undefined;
  if (!endpoint) return { kind: 'refused', path };
  const { body, warnings } = resolveDataSourceParams(parameters, ctx);
  return { kind: 'call', endpoint, body, warnings };
}

/**
 * A stable key of a resolved body (sorted keys), so two plates asking the same endpoint with the same
 * body in one area switch share one request.
 */
export function bodyKey(body: unknown): string {
  return JSON.stringify(body, (_, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}
