import type { EndpointDef } from '@fengshou/core/contract';
import type { z } from 'zod';
import type { Session } from '../auth/sessions';
import type { Services } from '../services';
import { type RequestArea, scopeRequest } from './area-scope';

/** What a handler gets: the validated body, the caller (null on public endpoints) and the services. */
export interface HandlerContext<B> {
  body: B;
  session: Session | null;
  services: Services;
  /** The host the browser used (OEM branding, display-token entry links). */
  host: string;
  /** The client's address (rate limits of public endpoints). */
  ip?: string;
  /** The request's id (audit events name it). */
  requestId?: string;
  /** Request headers (Idempotency-Key of workflow actions); lower-case names as Node gives them. */
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The area the request is about, its declared scoped fields checked (null on public endpoints). */
  area: RequestArea | null;
}

/** The caller of an endpoint that requires a session. */
export function callerOf(ctx: HandlerContext<unknown>): Session {
  if (!ctx.session) throw new Error('handler needs a session but its endpoint is public');
  return ctx.session;
}

/** The area a request of an endpoint that requires a session is about (its scoped fields already checked). */
export function areaOf(ctx: HandlerContext<unknown>): RequestArea {
  if (!ctx.area) throw new Error('handler needs a session but its endpoint is public');
  return ctx.area;
}

/** A handler bound to its contract declaration. */
export interface Route<E extends EndpointDef = EndpointDef> {
  endpoint: E;
  handler: (ctx: HandlerContext<z.output<E['body']>>) => Promise<z.input<E['result']>>;
  /** A declared paged list: the columns its Excel exports write when the request names none. */
  exportColumns?: Readonly<Record<string, string>>;
}

/** Binds a handler to an endpoint of the contract; the types come from the declaration. */
export function route<E extends EndpointDef>(endpoint: E, handler: Route<E>['handler']): Route {
  return { endpoint, handler } as unknown as Route;
}

/**
 * Runs a route's handler as the binding does: the declared scoped fields of the body are checked against the
 * caller's area first (exports call list handlers through this too, so no path skips the check).
 */
export function invoke<T>(route: Route, ctx: Omit<HandlerContext<T>, 'area'>): Promise<unknown> {
  if (!ctx.session) return route.handler({ ...ctx, area: null });
  const area = scopeRequest(route.endpoint, ctx.body, ctx.session, ctx.services.db);
  return area instanceof Promise
    ? area.then((a) => route.handler({ ...ctx, area: a }))
    : route.handler({ ...ctx, area });
}

/**
 * The routes of the contract's aliases (spec §7 names some calls at several paths): each answers with the
 * handler of the endpoint it repeats, so there is one implementation. An alias whose original has no
 * handler, or whose schemas are not the original's, stops the server at start.
 */
export function aliasRoutes(endpoints: readonly EndpointDef[], routes: readonly Route[]): Route[] {
  const byPath = new Map(routes.map((r) => [r.endpoint.path, r]));
  return endpoints
    .filter((e) => e.aliasOf !== undefined)
    .map((alias) => {
      const original = byPath.get(alias.aliasOf!);
      if (!original) throw new Error(`alias ${alias.path}: no handler for ${alias.aliasOf}`);
      if (original.endpoint.body !== alias.body || original.endpoint.result !== alias.result) {
        throw new Error(`alias ${alias.path}: schemas differ from ${alias.aliasOf}`);
      }
      return { endpoint: alias, handler: original.handler };
    });
}
