import { badParams, RespCode, RespError } from '@fengshou/core';
import { accessAllows, type EndpointDef, EXPORT_MAX_ROWS } from '@fengshou/core/contract';
import { z } from 'zod';
import type { Session } from '../../auth/sessions';
import { type HandlerContext, invoke, type Route } from '../../http/route';
import { yieldToLoop } from '../../import/yield';
import { stampedName, watermarkTime } from '../../jobs/file-names';
import type { JobContext, JobFile } from '../../jobs/kinds/kind';
import { insertJob } from '../../jobs/store';
import { cellOf, type SheetColumn, valueAt, writeSheet, XLSX_MIME } from './xlsx';

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

type CallContext = Omit<HandlerContext<unknown>, 'area' | 'body'>;

const pageOf = (
  route: Route,
  ctx: CallContext,
  body: Record<string, unknown>,
  pageNo: number,
  size: number,
) => invoke(route, { ...ctx, body: { ...body, pageNo, pageSize: size } }) as Promise<PageAnswer>;

/**
 * Checks an export as its list would check the call (the list's permission, its filter schema, the caller's
 * area, the row limit) and queues the job that writes it. Bad input and refusals answer at once and leave
 * nothing recorded; the file is written by the job runner, as the caller, page by page.
 */
export async function queueExport(
  ctx: CallContext,
  caller: Session,
  req: ExportRequest,
  pageSizes: readonly number[] = PAGE_SIZES,
): Promise<number> {
  const route = listRoute(ctx.services.routes, req.endpoint);
  assertMayCall(caller, route.endpoint);
  const columns = req.columns ?? declaredColumns(route);
  const { body, pageSize } = pagedBody(route.endpoint, req.filter, pageSizes);
  // One row is enough to learn the total (and to have the list refuse an area outside the caller's).
  const first = await pageOf(route, ctx, body, 1, 1);
  if (first.total > EXPORT_MAX_ROWS) {
    throw badParams(['filter'], `共${first.total}条，超过单次导出上限${EXPORT_MAX_ROWS}条，请缩小筛选范围`);
  }
  const id = await insertJob(ctx.services.db, {
    kind: 'excel',
    userId: caller.userId,
    subjectId: caller.subjectId,
    areaId: caller.scope.areaId,
    title: req.title,
    endpoint: req.endpoint,
    filter: req.filter,
    columns,
    params: { pageSize, total: first.total },
  });
  ctx.services.jobs.wake();
  return id;
}

/**
 * The excel job: runs the list's own handler page by page as the job's owner (his area scope and masking
 * apply as in the list, read now), yielding between pages so screens are served meanwhile, and streams the
 * rows into the file with the owner's name and the time as its watermark.
 */
export async function writeExport(
  jctx: JobContext,
  stored: { endpoint: string; filter: Record<string, unknown>; columns: SheetColumn[]; created: Date },
): Promise<JobFile> {
  const { job, session, services } = jctx;
  const route = listRoute(services.routes, stored.endpoint);
  assertMayCall(session, route.endpoint);
  const want = Number(job.params.pageSize) || PAGE_SIZES[0]!;
  const { body, pageSize } = pagedBody(route.endpoint, stored.filter, [want]);
  const ctx: CallContext = { session, services, host: '', headers: {}, requestId: `job-${job.id}` };
  const columns = stored.columns;
  const toCells = (list: unknown[]) => list.map((item) => columns.map((c) => cellOf(valueAt(item, c.key))));
  const first = await pageOf(route, ctx, body, 1, pageSize);
  const total = Math.min(first.total, EXPORT_MAX_ROWS);
  let done = 0;
  const progress = async (n: number) => {
    done += n;
    await jctx.progress(done, total, `正在导出 ${done}/${total} 条`);
  };
  async function* pages() {
    await progress(first.list.length);
    yield toCells(first.list);
    const last = Math.min(Math.ceil(first.total / pageSize), Math.ceil(EXPORT_MAX_ROWS / pageSize));
    for (let pageNo = 2; pageNo <= last; pageNo++) {
      await yieldToLoop();
      const page = await pageOf(route, ctx, body, pageNo, pageSize);
      if (page.list.length === 0) return;
      await progress(page.list.length);
      yield toCells(page.list);
    }
  }
  const at = watermarkTime(new Date());
  const written = await writeSheet(jctx.fileFor('xlsx'), job.title, columns, pages(), {
    userName: jctx.userName,
    loginName: session.loginName,
    at,
  });
  return {
    extension: 'xlsx',
    mime: XLSX_MIME,
    fileName: stampedName(job.title, stored.created, 'xlsx'),
    rowCount: written.rowCount,
  };
}
