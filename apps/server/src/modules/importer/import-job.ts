import { badParams, RespCode, RespError } from '@fengshou/core';
import { ImportTooLarge } from '../../import/bounds';
import { runImport } from '../../import/run';
import type { JobKind } from '../../jobs/kinds/kind';
import { invalidateStats } from '../archive/cache';

/** What an import job needs: the kind, the stored uploads with their names, and whether only to check. */
export interface ImportJobParams {
  importKind: string;
  dryRun: boolean;
  uploads: { fileName: string; key: string }[];
}

export type ImportPhase = 'read' | 'check' | 'write';

// Progress is written to the job's row at most this often within a phase (every server's poll reads it).
const PROGRESS_EVERY_MS = 500;

/**
 * An import: the uploaded files read back from the installation's file store, checked and (when every row
 * is right and not a dry run) written in one transaction by runImport, on whichever server claimed the job.
 * The report is the job's result. A file past the bounds fails the job with the file's name and the reason.
 */
export const runImportJob: JobKind = async (ctx) => {
  const p = ctx.job.params as unknown as ImportJobParams;
  const { db, pictureStore } = ctx.services;
  let pending = ctx.progress(0, 0, 'read');
  let lastPhase: ImportPhase = 'read';
  let lastAt = 0;
  // The import runs to its end once started (its write is one transaction, atomic either way), so a
  // progress write refused because this server is closing is only dropped.
  const report = (phase: ImportPhase, done: number, total: number) => {
    const now = Date.now();
    if (phase === lastPhase && done < total && now - lastAt < PROGRESS_EVERY_MS) return;
    lastPhase = phase;
    lastAt = now;
    pending = pending.then(() => ctx.progress(done, total, phase)).catch(() => undefined);
  };
  const files = await Promise.all(
    p.uploads.map(async (u) => {
      const stored = await pictureStore.get(u.key);
      if (!stored) throw new RespError(RespCode.BAD_PARAMS, '上传的文件已不在，请重新导入');
      return { fileName: u.fileName, content: new Uint8Array(stored.bytes) };
    }),
  );
  const result = await runImport(db, {
    kind: p.importKind,
    files,
    areaId: ctx.job.areaId,
    userId: ctx.job.userId,
    dryRun: p.dryRun,
    onProgress: report,
  }).catch((e: unknown) => {
    if (!(e instanceof ImportTooLarge)) throw e;
    const i = Math.max(
      0,
      p.uploads.findIndex((u) => u.fileName === e.fileName),
    );
    throw badParams([`files.${i}.contentBase64`], `${e.fileName}：${e.message}`);
  });
  await pending.catch(() => undefined);
  // Imported records change the figures every dashboard shows: the statistics are rebuilt before they answer.
  if (result.written > 0) invalidateStats(db);
  ctx.services.log.info(
    { kind: result.kind, file: result.fileName, written: result.written, errors: result.errorCount },
    'import',
  );
  return { result: { ...result }, rowCount: result.total };
};
