import { badParams } from '@fengshou/core';
import {
  getImportProgress,
  getImportTemplate,
  IMPORT_MAX_BYTES,
  importData,
  listImportJobs,
  listImportKinds,
  listMissingSources,
} from '@fengshou/core/contract';
import { areaOf, callerOf, type Route, route } from '../../http/route';
import { ImportTooLarge } from '../../import/bounds';
import { cellHint } from '../../import/kinds/cells';
import { IMPORT_KINDS, importKindOf } from '../../import/kinds/registry';
import { importTemplate } from '../../import/kinds/template';
import { runImport } from '../../import/run';
import { missingOf } from '../../query/list';
import { invalidateStats } from '../archive/cache';
import { progressOf, reportProgress } from './progress';
import { importJobs, kindCounts, templateCenter } from './repo';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The bytes of a file's Base64 (a data: URL prefix allowed), or undefined when it is not Base64. Node's
 * decoder skips what is not Base64, so a decoded length short of the text's means a bad character; only
 * then are the slow checks run (a regular expression over 27 MB held the event loop a quarter second).
 */
function decodeBase64(given: string): Uint8Array | undefined {
  let text = given.startsWith('data:') ? given.replace(/^data:[^,]*,/, '') : given;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  let bytes = Buffer.from(text, 'base64');
  if (text.length % 4 !== 0 || bytes.length !== (text.length / 4) * 3 - padding) {
    text = text.replace(/\s+/g, '');
    if (!BASE64.test(text)) return undefined;
    bytes = Buffer.from(text, 'base64');
  }
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

const kindNamed = (kind: string) => {
  const k = importKindOf(kind);
  if (!k) throw badParams(['kind'], `导入类型须为${IMPORT_KINDS.map((x) => x.kind).join('、')}之一`);
  return k;
};

/** Handlers of the importer service group: a bureau loads its own records of every kind a screen reads. */
export const importerRoutes: Route[] = [
  route(importData, async (ctx) => {
    const caller = callerOf(ctx);
    const kind = kindNamed(ctx.body.kind);
    // The target area: the one asked (the declared scope keeps it inside the caller's) or the caller's own.
    const { areaId } = areaOf(ctx);
    let size = 0;
    const files = ctx.body.files.map((f, i) => {
      const content = decodeBase64(f.contentBase64);
      if (!content) throw badParams([`files.${i}.contentBase64`], '文件内容须为Base64编码');
      size += content.byteLength;
      return { fileName: f.fileName, content };
    });
    if (size > IMPORT_MAX_BYTES)
      throw badParams(['files'], `文件不能超过${IMPORT_MAX_BYTES / 1024 / 1024}MB`);
    const userId = caller.kind === 'user' ? caller.userId : null;
    const token = ctx.body.progressToken && `${userId}:${ctx.body.progressToken}`;
    if (token) reportProgress(token, { phase: 'read', done: 0, total: 0 });
    const report = await runImport(ctx.services.db, {
      kind: kind.kind,
      files,
      areaId,
      userId,
      dryRun: ctx.body.dryRun,
      onProgress: token ? (phase, done, total) => reportProgress(token, { phase, done, total }) : undefined,
    }).catch((e: unknown) => {
      if (!(e instanceof ImportTooLarge)) throw e;
      if (token) reportProgress(token, { phase: 'done', done: 0, total: 0 });
      const i = Math.max(
        0,
        files.findIndex((f) => f.fileName === e.fileName),
      );
      throw badParams([`files.${i}.contentBase64`], `${e.fileName}：${e.message}`);
    });
    if (token) reportProgress(token, { phase: 'done', done: report.total, total: report.total });
    // Imported records change the figures every dashboard shows: the statistics are rebuilt before they answer.
    if (report.written > 0) invalidateStats(ctx.services.db);
    ctx.services.log.info(
      { kind: report.kind, file: report.fileName, written: report.written, errors: report.errorCount },
      'import',
    );
    return report;
  }),
  route(getImportProgress, async (ctx) => {
    const caller = callerOf(ctx);
    const userId = caller.kind === 'user' ? caller.userId : null;
    return (
      progressOf(`${userId}:${ctx.body.progressToken}`) ?? { phase: 'unknown' as const, done: 0, total: 0 }
    );
  }),
  route(listImportKinds, async (ctx) => {
    const { range } = areaOf(ctx);
    const counts = await kindCounts(ctx.services.db, range);
    return IMPORT_KINDS.map((k) => ({
      kind: k.kind,
      label: k.label,
      group: k.group,
      uses: k.uses,
      format: k.format,
      keyLabel: k.keyLabel,
      columns: k.columns.map((c) => ({
        header: c.header,
        required: c.required ?? false,
        hint: cellHint(c.cell),
        note: c.note ?? '',
      })),
      count: counts.get(k.kind)?.count ?? 0,
      lastImport: counts.get(k.kind)?.lastImport ?? null,
    }));
  }),
  route(listMissingSources, async (ctx) => {
    const area = areaOf(ctx);
    const unknown = ctx.body.kinds.findIndex((k) => !importKindOf(k));
    if (unknown >= 0) throw badParams([`kinds.${unknown}`], '导入类型无效');
    const kinds = [...new Set(ctx.body.kinds)].map((k) => importKindOf(k));
    const missing = await Promise.all(kinds.map((k) => missingOf(ctx.services.db, k, area)));
    return missing.filter((m) => m !== undefined);
  }),
  route(getImportTemplate, async (ctx) => {
    const kind = kindNamed(ctx.body.kind);
    const file = await importTemplate(kind, await templateCenter(ctx.services.db, areaOf(ctx).areaId));
    return {
      fileName: file.fileName,
      contentType: file.contentType,
      contentBase64: Buffer.from(file.content).toString('base64'),
    };
  }),
  route(listImportJobs, async (ctx) => importJobs(ctx.services.db, areaOf(ctx).range, ctx.body)),
];
