import { badParams } from '@fengshou/core';
import { IMPORT_MAX_BYTES, importData } from '@fengshou/core/contract';
import { areaOf, callerOf, type Route, route } from '../../http/route';
import { runImport } from '../../import/run';
import { invalidateStats } from '../archive/cache';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Handlers of the importer service group: a bureau loads its own parcels or business entities. */
export const importerRoutes: Route[] = [
  route(importData, async (ctx) => {
    const caller = callerOf(ctx);
    // The target area: the one asked (the declared scope keeps it inside the caller's) or the caller's own.
    const { areaId } = areaOf(ctx);
    let size = 0;
    const files = ctx.body.files.map((f, i) => {
      const text = f.contentBase64.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
      if (!BASE64.test(text)) throw badParams([`files.${i}.contentBase64`], '文件内容须为Base64编码');
      const content = new Uint8Array(Buffer.from(text, 'base64'));
      size += content.byteLength;
      return { fileName: f.fileName, content };
    });
    if (size > IMPORT_MAX_BYTES)
      throw badParams(['files'], `文件不能超过${IMPORT_MAX_BYTES / 1024 / 1024}MB`);
    const report = await runImport(ctx.services.db, {
      kind: ctx.body.kind,
      files,
      areaId,
      userId: caller.kind === 'user' ? caller.userId : null,
      dryRun: ctx.body.dryRun,
    });
    // Imported parcels and entities change the figures every dashboard shows.
    if (report.written > 0) invalidateStats(ctx.services.db);
    ctx.services.log.info(
      { kind: report.kind, file: report.fileName, written: report.written, errors: report.errorCount },
      'import',
    );
    return report;
  }),
];
