import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { badParams, RespCode, RespError } from '@fengshou/core';
import { accessAllows, type EndpointDef, EXPORT_MAX_ROWS } from '@fengshou/core/contract';
import { z } from 'zod';
import type { Session } from '../../auth/sessions';
import { type HandlerContext, invoke, type Route } from '../../http/route';
import * as repo from './repo';
import { cellOf, type SheetColumn, valueAt, writeSheet } from './xlsx';

/** What the caller asked to export. */
export interface ExportRequest {
  endpoint: string;
  filter: Record<string, unknown>;
  columns?: SheetColumn[];
  title: string;
}

interface PageAnswer {
  list: unknown[];
  total: number;
}

// Rows asked per handler call; a list whose body caps pageSize lower gets the largest size it accepts.
const PAGE_SIZES = [1000, 500, 200, 100, 50, 20, 10];

/** True when an endpoint answers the paged `{list, total, pageNo, pageSize}` shape. */
function isPagedList(e: EndpointDef): boolean {
  const shape = e.result instanceof z.ZodObject ? (e.result.shape as Record<string, unknown>) : {};
  return 'list' in shape && 'total' in shape && 'pageNo' in shape;
}

/** The bound route of a paged list endpoint. */
function listRoute(routes: ReadonlyMap<string, Route>, path: string): Route {
  const found = routes.get(path);
  if (!found || !isPagedList(found.endpoint) || found.endpoint.path.startsWith('/api/exports/')) {
    throw badParams(['endpoint'], '该接口不是可导出的列表');
  }
  return found;
}

/** The columns a declared list writes by default; a list without them needs the request to name its columns. */
function declaredColumns(route: Route): SheetColumn[] {
  if (!route.exportColumns) throw badParams(['columns'], '请至少选择一列');
  return Object.entries(route.exportColumns).map(([key, title]) => ({ key, title }));
}

/**
 * The caller must hold the list's own permission besides data:export (403 otherwise); the audit trail's
 * export needs only the auditor's audit:view, whose role holds nothing else.
 */
function assertMayCall(caller: Session, e: EndpointDef): void {
  if (!accessAllows(e.access, caller.permissions)) throw new RespError(RespCode.NO_PERMISSION);
  if (e.access !== 'audit:view' && !caller.permissions.has('data:export'))
    throw new RespError(RespCode.NO_PERMISSION);
}

/** The filter checked by the list's own schema with the largest page size it takes (300 names filter fields). */
function pagedBody(e: EndpointDef, filter: Record<string, unknown>, sizes: readonly number[]) {
  const { pageNo: _n, pageSize: _s, ...rest } = filter;
  let issues: z.core.$ZodIssue[] = [];
  for (const pageSize of sizes) {
    const parsed = e.body.safeParse({ ...rest, pageNo: 1, pageSize });
    if (parsed.success) return { body: parsed.data as Record<string, unknown>, pageSize };
    issues = parsed.error.issues;
    if (!issues.some((i) => i.path[0] === 'pageSize')) break;
  }
  const fields = [...new Set(issues.map((i) => ['filter', ...i.path.map(String)].join('.')))];
  throw badParams(fields, issues[0]?.message);
}

/**
 * Runs a list endpoint's own handler page by page for the caller (its area scope and masking apply as in
 * the list) and writes the rows to an .xlsx under DATA_DIR/exports. Bad input and refusals surface before
 * anything is recorded; a failure while writing leaves a failed record the user can see.
 */
export async function runExport(
  ctx: Omit<HandlerContext<unknown>, 'area'>,
  caller: Session,
  req: ExportRequest,
  pageSizes: readonly number[] = PAGE_SIZES,
) {
  const route = listRoute(ctx.services.routes, req.endpoint);
  assertMayCall(caller, route.endpoint);
  const columns = req.columns ?? declaredColumns(route);
  const { body, pageSize } = pagedBody(route.endpoint, req.filter, pageSizes);
  const fetchPage = (pageNo: number) =>
    invoke(route, { ...ctx, body: { ...body, pageNo, pageSize } }) as Promise<PageAnswer>;
  const first = await fetchPage(1);
  if (first.total > EXPORT_MAX_ROWS) {
    throw badParams(['filter'], `共${first.total}条，超过单次导出上限${EXPORT_MAX_ROWS}条，请缩小筛选范围`);
  }
  const { db, config } = ctx.services;
  const id = await repo.insertExport(db, {
    userId: caller.userId,
    subjectId: caller.subjectId,
    endpoint: req.endpoint,
    title: req.title,
    filter: req.filter,
    columns,
  });
  const relative = join('exports', `${id}.xlsx`);
  const file = join(config.dataDir, relative);
  const toCells = (list: unknown[]) => list.map((item) => columns.map((c) => cellOf(valueAt(item, c.key))));
  async function* pages() {
    yield toCells(first.list);
    const last = Math.min(Math.ceil(first.total / pageSize), Math.ceil(EXPORT_MAX_ROWS / pageSize));
    for (let pageNo = 2; pageNo <= last; pageNo++) {
      const page = await fetchPage(pageNo);
      if (page.list.length === 0) return;
      yield toCells(page.list);
    }
  }
  try {
    const written = await writeSheet(file, req.title, columns, pages());
    await repo.finishExport(db, id, { filePath: relative, ...written });
  } catch (error) {
    rmSync(file, { force: true });
    const reason = error instanceof RespError ? error.respDesc : '导出文件写入失败';
    await repo.failExport(db, id, reason);
    ctx.services.log.error({ err: error, exportId: id }, 'export failed');
    throw error instanceof RespError ? error : new RespError(RespCode.SERVER_BUSY, '导出失败，请稍后再试');
  }
  return (await repo.findExport(db, id))!;
}
