import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Database, Executor } from './client';

/** Rows restored per table (the round-trip test compares them with the dump's). */
export type RestoreReport = { table: string; rows: number }[];

// node-postgres and PGlite both take at most 65535 parameters per statement.
const MAX_PARAMS = 30_000;
const COPY_START = /^COPY ("(?:[^"]|"")+") \((.*)\) FROM stdin;$/;

/** Unescapes one field of COPY's text format (as written by sql-dump.ts). */
function copyField(text: string): string | null {
  if (text === '\\N') return null;
  if (!text.includes('\\')) return text;
  return text.replace(/\\(.)/g, (_, c: string) => ({ n: '\n', t: '\t', r: '\r' })[c] ?? c);
}

/**
 * Loads a dump written by `npm run backup` into an empty database, in one transaction: the SQL between COPY
 * blocks runs as written, each COPY block becomes batched INSERTs (PGlite and node-postgres have no COPY
 * FROM STDIN). Reads the file line by line: a full dump is larger than one JavaScript string may be.
 */
export async function restoreSqlDump(
  db: Database,
  file: string,
  begin?: (name: string) => (rows: number) => void,
): Promise<RestoreReport> {
  const report: RestoreReport = [];
  await db.tx(async (q) => {
    let sql: string[] = [];
    let copy: { table: string; columns: string[]; rows: (string | null)[][]; count: number } | undefined;
    let end: ((rows: number) => void) | undefined;
    const flushSql = async () => {
      const text = sql.join('\n').trim();
      sql = [];
      if (text) await q.exec(text);
    };
    for await (const line of createInterface({
      input: createReadStream(file, 'utf8'),
      crlfDelay: Infinity,
    })) {
      if (copy) {
        if (line === '\\.') {
          await insertRows(q, copy.table, copy.columns, copy.rows);
          report.push({ table: copy.table.slice(1, -1).replaceAll('""', '"'), rows: copy.count });
          end?.(copy.count);
          copy = undefined;
          continue;
        }
        copy.rows.push(line.split('\t').map(copyField));
        copy.count++;
        if (copy.rows.length * copy.columns.length >= MAX_PARAMS) {
          await insertRows(q, copy.table, copy.columns, copy.rows);
          copy.rows = [];
        }
        continue;
      }
      const start = COPY_START.exec(line);
      if (start) {
        await flushSql();
        const table = start[1]!;
        copy = { table, columns: start[2]!.split(', '), rows: [], count: 0 };
        end = begin?.(table.slice(1, -1));
        continue;
      }
      // The dump's own transaction: here the whole restore is one transaction already.
      if (line === 'BEGIN;' || line === 'COMMIT;') continue;
      sql.push(line);
    }
    if (copy) throw new Error(`dump ends inside the rows of ${copy.table}: the file is incomplete`);
    await flushSql();
  });
  return report;
}

async function insertRows(q: Executor, table: string, columns: string[], rows: (string | null)[][]) {
  if (rows.length === 0) return;
  const params: (string | null)[] = [];
  const tuples = rows.map((row) => {
    if (row.length !== columns.length)
      throw new Error(`${table}: a row has ${row.length} of ${columns.length} fields`);
    return `(${row.map((v) => `$${params.push(v)}`).join(', ')})`;
  });
  await q.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
}
