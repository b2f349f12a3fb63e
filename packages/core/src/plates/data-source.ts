import {
  type DataSourceContext,
  type DataSourceVariable,
  isSafeDataSourcePath,
  resolveDataSourceParams,
} from '../datasource';
import { withDashboardContext } from './dashboard-context';
import { isPlateSourcePath } from './plate-source';

/** What a plate's data source asks for once resolved against the area and date context. */
export type PlateRequest =
  | { readonly kind: 'none' }
  | { readonly kind: 'refused'; readonly path: string }
  | {
      readonly kind: 'call';
      readonly path: string;
      readonly body: Record<string, unknown>;
      readonly warnings: readonly string[];
      /** The `$_` names the body was built from. */
      readonly variables: readonly DataSourceVariable[];
    };

/**
 * The call a plate makes: its interfaceUrl checked (a path that could point elsewhere, or that is not a
 * plate source of our contract, is refused here) and its parameters resolved by the core resolver.
 */
export function plateRequest(
  interfaceUrl: string | null | undefined,
  parameters: Readonly<Record<string, unknown>>,
  ctx: DataSourceContext,
): PlateRequest {
  const path = interfaceUrl?.trim() ?? '';
  if (path === '') return { kind: 'none' };
  if (!isSafeDataSourcePath(path) || !isPlateSourcePath(path)) return { kind: 'refused', path };
  const { body, warnings, variables } = resolveDataSourceParams(parameters, ctx);
  return { kind: 'call', path, body: withDashboardContext(path, body, ctx), warnings, variables };
}

/**
 * A stable key of a resolved body (sorted keys), so two plates asking the same endpoint with the same
 * body in one area switch share one request.
 */
export function bodyKey(body: unknown): string {
  return JSON.stringify(body, (_, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          // Code-unit order: any fixed order makes the key; localeCompare cost ~12 ms of every load.
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}
