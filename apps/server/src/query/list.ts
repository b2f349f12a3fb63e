import type { EndpointDef, ListMissing } from '@fengshou/core/contract';
import type { z } from 'zod';
import type { Queryable } from '../db/client';
import type { RequestArea } from '../http/area-scope';
import { areaOf, callerOf, type HandlerContext, type Route, route } from '../http/route';
import { containsPattern } from './keyword';
import { type ListSql, runPage } from './paged';
import { PiiPolicy } from './pii';
import { orderBy } from './sort';
import { Filter } from './sql-filter';

type Body<E extends EndpointDef> = z.output<E['body']>;
/** The item of a paged list endpoint's answer, as the handler may give it (before serialisation). */
type Item<E extends EndpointDef> = z.input<E['result']> extends { list: (infer T)[] } ? T : never;

/**
 * How one body field filters the rows: a column it must equal, or a function adding the conditions itself
 * (it gets the request's area for conditions of joined tables). Fields without a value add nothing.
 */
export type FieldFilter<V, B> =
  | string
  | ((f: Filter, value: NonNullable<V>, body: B, area: RequestArea) => void);

/**
 * Where a list's records come from: an import kind of the 数据导入 page (import/kinds: an ImportKind is
 * one), read for whether the area holds any of them at all.
 */
export interface ListSource {
  kind: string;
  label: string;
  table: string;
  /** The table's area code column ('area_id' unless said). */
  areaColumn?: string | false;
  /** A condition on the rows that count (outlines: only areas that have one). */
  countWhere?: string;
}

/**
 * One paged list (spec §9 `{list, total, pageNo, pageSize}`): its SQL, how the body filters, searches and
 * sorts it, how its total is found, how a row is shown, and the columns of its Excel export. The generic
 * handler serves it: rows limited to the request's area (the contract's declared scope checked that area
 * and every scoped field before), personal fields masked and unmasked access logged.
 */
export interface ListDecl<E extends EndpointDef = EndpointDef, R = never> {
  endpoint: E;
  /**
   * The list's SQL; a function when the body or the request's area picks the source (see ListSql). The
   * function gets the request's filter after its conditions: parameters its joins name (`f.p`, a period of
   * joined figures) follow them, and a statement that names none of them (the count) leaves them out.
   */
  sql: ListSql | ((body: Body<E>, f: Filter, area: RequestArea) => ListSql);
  /** The row's area code column: only rows of the request's area and below are listed. */
  area: string;
  filters?: { [K in keyof Body<E>]?: FieldFilter<Body<E>[K], Body<E>> };
  /**
   * What every request adds: a fixed condition (rows the list never shows, over the aliases of the SQL), or
   * conditions over several body fields at once (a parcel's current planting by crop and sowing date
   * together, a year that defaults to the latest one with data).
   */
  where?: string | ((f: Filter, body: Body<E>, area: RequestArea) => void);
  /** The condition of a keyword (the body's `keyword`), given the word and its escaped LIKE pattern. */
  keyword?: (f: Filter, word: string, pattern: string) => string;
  /** Sortable fields of the contract (`sortField`) and their columns. */
  sorts?: Readonly<Record<string, string>>;
  /** The order when none is asked, and what breaks ties after an asked one (paging stays stable). */
  order: string;
  tieBreak: string;
  /**
   * A cheaper count: when none of `unless` is in the body (only the area and the filters a tally keeps), the
   * total is read from a tally table (its `countFrom`/`count`, and `pageFrom` for the page's ids).
   */
  tally?: { sql: Partial<ListSql>; unless: readonly (keyof Body<E> & string)[] };
  /**
   * Body fields whose default depends on the data (a window ending on the latest day with figures): found
   * before the filters run, for fields the body leaves out.
   */
  defaults?: (body: Body<E>, area: RequestArea, db: Queryable) => Promise<Partial<Body<E>>>;
  /** A selected row as the answer shows it (labels, masked personal fields, signed picture URLs). */
  present?: (row: R, pii: PiiPolicy, ctx: HandlerContext<Body<E>>) => Item<E>;
  /** The columns of an Excel export of the list, field → Chinese title, in order. */
  exportColumns: Readonly<Record<string, string>>;
  /**
   * The import kind that fills the list: an empty page of an area holding none of its records answers
   * `missing`, so a screen says which import adds them instead of a bare 暂无数据.
   */
  imports?: ListSource;
}

/** Declares a list; the row type `R` is what the SQL selects. */
export function defineList<E extends EndpointDef, R = Item<E>>(decl: ListDecl<E, R>): ListDecl<E, R> {
  return decl;
}

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/** The conditions of a request: the area, each given filter, the conditions over several fields, the keyword. */
function filterOf<E extends EndpointDef>(
  decl: ListDecl<E, unknown>,
  body: Body<E>,
  area: RequestArea,
): Filter {
  const f = new Filter().add(`${decl.area} BETWEEN $? AND $?`, ...area.range);
  if (typeof decl.where === 'string') f.add(decl.where);
  const b = body as Record<string, unknown>;
  for (const [field, how] of Object.entries(decl.filters ?? {})) {
    const value = b[field];
    if (!given(value)) continue;
    if (typeof how === 'string') f.add(`${how} = $?`, value);
    else (how as (f: Filter, v: unknown, b: unknown, a: RequestArea) => void)(f, value, body, area);
  }
  if (typeof decl.where === 'function') decl.where(f, body, area);
  const word = b.keyword;
  if (decl.keyword && typeof word === 'string' && word !== '') {
    f.add(decl.keyword(f, word, containsPattern(word)));
  }
  return f;
}

/** Answers one page of a declared list for a request. */
export async function answerList<E extends EndpointDef, R>(
  decl: ListDecl<E, R>,
  ctx: HandlerContext<Body<E>>,
): Promise<{ list: Item<E>[]; total: number; pageNo: number; pageSize: number; missing?: ListMissing }> {
  const area = areaOf(ctx);
  const asked = ctx.body as Body<E> & { pageNo: number; pageSize: number };
  const b = decl.defaults ? { ...asked, ...(await decl.defaults(asked, area, ctx.services.db)) } : asked;
  const filter = filterOf(decl as ListDecl<E, unknown>, b, area);
  const order = orderBy(b as { sortField?: string }, decl.sorts ?? {}, decl.order, decl.tieBreak);
  const base = typeof decl.sql === 'function' ? decl.sql(b, filter, area) : decl.sql;
  const tallied = decl.tally?.unless.every((k) => !given((b as Record<string, unknown>)[k]));
  const sql = tallied ? { ...base, ...decl.tally!.sql } : base;
  const pii = new PiiPolicy(callerOf(ctx), decl.endpoint.path);
  const { rows, total } = await runPage<R>(ctx.services.db, sql, filter, order, b);
  const list = rows.map((r) => (decl.present ? decl.present(r, pii, ctx) : (r as unknown as Item<E>)));
  await pii.log(ctx);
  const missing = total === 0 ? await missingOf(ctx.services.db, decl.imports, area) : undefined;
  return { list, total, pageNo: b.pageNo, pageSize: b.pageSize, ...(missing ? { missing } : {}) };
}

/**
 * The source a list lacks in the area: its import kind, when the area holds no record of it at all (asked
 * only for an empty page, so lists with rows never pay for it).
 */
export async function missingOf(
  db: Queryable,
  source: ListSource | undefined,
  area: RequestArea,
): Promise<ListMissing | undefined> {
  if (!source) return undefined;
  const where = source.countWhere ? ` AND ${source.countWhere}` : '';
  const [row] = await db.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM ${source.table} WHERE ${source.areaColumn || 'area_id'} BETWEEN $1 AND $2${where}) AS found`,
    area.range,
  );
  return row?.found ? undefined : { label: source.label, kind: source.kind, via: 'import' };
}

/** The route serving a declared list. */
export function listRoute<E extends EndpointDef, R>(decl: ListDecl<E, R>): Route {
  return {
    ...route(decl.endpoint, (ctx) => answerList(decl, ctx) as never),
    exportColumns: decl.exportColumns,
  };
}

/** The day and everything after it, on a date or timestamp column ('YYYY-MM-DD'). */
export const since =
  (column: string) =>
  (f: Filter, day: string): void => {
    f.add(`${column} >= $?::date`, day);
  };

/** The day and everything before it, on a date or timestamp column ('YYYY-MM-DD' includes the whole day). */
export const until =
  (column: string) =>
  (f: Filter, day: string): void => {
    f.add(`${column} < $?::date + 1`, day);
  };
