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
import { fileKey } from '../../files/store/store';
import { areaOf, callerOf, type Route, route } from '../../http/route';
import { ImportTooLarge } from '../../import/bounds';
import { cellHint } from '../../import/kinds/cells';
import { IMPORT_KINDS, importKindOf } from '../../import/kinds/registry';
import { importTemplate } from '../../import/kinds/template';
import { FileProblem } from '../../import/types';
import { yieldToLoop } from '../../import/yield';
import { checkZipDirectory } from '../../import/zip-check';
import { insertJob } from '../../jobs/store';
import { missingOf } from '../../query/list';
import type { ImportJobParams } from './import-job';
import { importJobs, importTask, kindCounts, templateCenter } from './repo';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
// Base64 is decoded a slice at a time (a multiple of 4 characters), the loop free in between: one
// Buffer.from over 27 MB held it 120 ms.
const DECODE_SLICE = 1 << 20;

/**
 * The bytes of a file's Base64 (a data: URL prefix allowed), or undefined when it is not Base64. Node's
 * decoder skips what is not Base64, so a decoded length short of the text's means a bad character; only
 * then are the slow checks run (a regular expression over 27 MB held the event loop a quarter second).
 */
async function decodeBase64(given: string): Promise<Uint8Array | undefined> {
  let text = given.startsWith('data:') ? given.replace(/^data:[^,]*,/, '') : given;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  let bytes = await decodeInSlices(text);
  if (text.length % 4 !== 0 || bytes.length !== (text.length / 4) * 3 - padding) {
    text = text.replace(/\s+/g, '');
    if (!BASE64.test(text)) return undefined;
    bytes = Buffer.from(text, 'base64');
  }
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

async function decodeInSlices(text: string): Promise<Buffer> {
  if (text.length <= DECODE_SLICE) return Buffer.from(text, 'base64');
  const parts: Buffer[] = [];
  for (let at = 0; at < text.length; at += DECODE_SLICE) {
    parts.push(Buffer.from(text.slice(at, at + DECODE_SLICE), 'base64'));
    await yieldToLoop();
  }
  return Buffer.concat(parts);
}

/** The uploaded files' bytes, refused (300 naming the file) when one is not Base64 or all pass the cap. */
async function decodedFiles(given: readonly { fileName: string; contentBase64: string }[]) {
  let size = 0;
  const files = [];
  for (const [i, f] of given.entries()) {
    const content = await decodeBase64(f.contentBase64);
    if (!content) throw badParams([`files.${i}.contentBase64`], '文件内容须为Base64编码');
    size += content.byteLength;
    files.push({ fileName: f.fileName, content });
  }
  if (size > IMPORT_MAX_BYTES) throw badParams(['files'], `文件不能超过${IMPORT_MAX_BYTES / 1024 / 1024}MB`);
  return files;
}

/**
 * A workbook whose zip directory declares a bomb is refused while the user waits (300 naming the file);
 * what only reading shows (a directory that lies, too many rows) fails the job with the same words.
 */
async function refuseBombs(files: readonly { fileName: string; content: Uint8Array }[]) {
  for (const [i, f] of files.entries()) {
    if (!f.fileName.toLowerCase().endsWith('.xlsx')) continue;
    await checkZipDirectory(f.fileName, f.content).catch((e: unknown) => {
      if (e instanceof ImportTooLarge)
        throw badParams([`files.${i}.contentBase64`], `${f.fileName}：${e.message}`);
      // Not a zip at all: the job reports it as the file's problem, as for any unreadable file.
      if (!(e instanceof FileProblem)) throw e;
    });
  }
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
    const files = await decodedFiles(ctx.body.files);
    await refuseBombs(files);
    // The files wait in the installation's store (any server's job reads them), then the job is queued.
    const uploads = [];
    for (const f of files) {
      const key = fileKey(areaId, 'import', 'application/octet-stream');
      await ctx.services.pictureStore.put(key, Buffer.from(f.content), 'application/octet-stream');
      uploads.push({ fileName: f.fileName, key });
    }
    const params: ImportJobParams = { importKind: kind.kind, dryRun: ctx.body.dryRun, uploads };
    const taskId = await insertJob(ctx.services.db, {
      kind: 'import',
      userId: caller.userId,
      subjectId: caller.subjectId,
      areaId,
      title: `${kind.label}导入（${files[0]!.fileName}）`.slice(0, 200),
      params: { ...params },
    });
    ctx.services.jobs.wake();
    return { taskId };
  }),
  route(getImportProgress, async (ctx) => {
    const task = await importTask(ctx.services.db, callerOf(ctx).userId, ctx.body.taskId);
    if (!task) throw badParams(['taskId'], '导入任务不存在');
    return task;
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
