import type { z } from 'zod';
import type { HandlerContext } from '../http/route';
import { callerOf } from '../http/route';
import { type ListSql, runPage } from './paged';
import { PiiPolicy } from './pii';
import type { Filter } from './sql-filter';

/**
 * Answers one page of a list endpoint: runs the query, presents each row with the caller's PII policy
 * (masked without pii:view), logs unmasked access, and shapes `{list, total, pageNo, pageSize}`.
 */
export async function listPage<R, T>(
  ctx: HandlerContext<{ pageNo: number; pageSize: number }>,
  endpoint: { path: string },
  sql: ListSql,
  filter: Filter,
  order: string,
  present: (row: R, pii: PiiPolicy) => T,
) {
  const pii = new PiiPolicy(callerOf(ctx), endpoint.path);
  const { pageNo, pageSize } = ctx.body;
  const { rows, total } = await runPage<R>(ctx.services.db, sql, filter, order, { pageNo, pageSize });
  const list = rows.map((r) => present(r, pii));
  await pii.log(ctx);
  return { list, total, pageNo, pageSize };
}

/** A list item as the query selects it: the contract's item without the fields the handler adds (labels). */
export type Row<S extends z.ZodType, Added extends keyof z.output<S> = never> = Omit<z.output<S>, Added>;
