import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database, Executor } from './client';
import { SESSION_TIME_ZONE } from './client';
import { schemaFiles } from './legacy-chain';

/** Tables whose triggers refuse TRUNCATE (and any change but appending). */
const APPEND_ONLY = new Set(['audit_events']);

/**
 * A plain-SQL dump of the application's database that psql loads into native PostgreSQL + PostGIS and that
 * `npm run restore` loads into PGlite or PostgreSQL: the applied migrations (the schema, exactly as the
 * server would create it), then every table's rows as COPY blocks in foreign-key order, then the sequences.
 */

const MIGRATIONS = fileURLToPath(new URL('./migrations/', import.meta.url));
const FETCH_ROWS = 5_000;

interface Table {
  name: string;
  columns: string[];
  /** Columns ordering the rows: primary key, and the depth of a self-reference first. */
  order: string;
  /** A self-referencing column (parents must come first). */
  selfRef?: { column: string; key: string };
}

/** Tables of the public schema that belong to us (not to an extension), parents before children. */
async function listTables(q: Executor): Promise<Table[]> {
  const tables = await q.query<{ name: string; columns: string[]; pk: string[] | null }>(
    `SELECT c.relname AS name,
            array_agg(quote_ident(a.attname) ORDER BY a.attnum) AS columns,
            (SELECT array_agg(quote_ident(pa.attname) ORDER BY array_position(i.indkey, pa.attnum))
               FROM pg_index i JOIN pg_attribute pa ON pa.attrelid = i.indrelid AND pa.attnum = ANY (i.indkey)
              WHERE i.indrelid = c.oid AND i.indisprimary) AS pk
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE c.relkind IN ('r', 'p')
        -- The installation's file-signing key stays out: a restored database makes its own, and URLs signed
        -- before the restore (an hour at most) stop opening.
        AND c.relname <> 'file_signing_keys'
        -- Tallies are derived from other tables by triggers: a restore rebuilds them while it loads those
        -- tables, so their rows would only collide with the rebuilt ones.
        AND c.relname NOT LIKE '%\\_tallies'
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')
      GROUP BY c.oid, c.relname`,
  );
  const refs = await q.query<{ child: string; parent: string; column: string; key: string }>(
    `SELECT cc.relname AS child, pc.relname AS parent,
            quote_ident(ca.attname) AS column, quote_ident(pa.attname) AS key
       FROM pg_constraint k
       JOIN pg_class cc ON cc.oid = k.conrelid
       JOIN pg_class pc ON pc.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = cc.relnamespace AND n.nspname = 'public'
       JOIN pg_attribute ca ON ca.attrelid = k.conrelid AND ca.attnum = k.conkey[1]
       JOIN pg_attribute pa ON pa.attrelid = k.confrelid AND pa.attnum = k.confkey[1]
      WHERE k.contype = 'f'`,
  );
  const byName = new Map(tables.map((t) => [t.name, t]));
  const ordered: Table[] = [];
  const seen = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (seen.has(name) || path.has(name) || !byName.has(name)) return;
    path.add(name);
    for (const r of refs) if (r.child === name && r.parent !== name) visit(r.parent, path);
    seen.add(name);
    const t = byName.get(name)!;
    const self = refs.find((r) => r.child === name && r.parent === name);
    ordered.push({
      name,
      columns: t.columns,
      order: (t.pk ?? t.columns).join(', '),
      selfRef: self ? { column: self.column, key: self.key } : undefined,
    });
  };
  for (const t of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(t.name, new Set());
  return ordered;
}

// COPY's text format: backslash, tab, newline and carriage return escaped, NULL as \N.
const copyText = (column: string) =>
  `coalesce(replace(replace(replace(replace(${column}::text, '\\', '\\\\'), E'\\n', '\\n'), E'\\r', '\\r'), E'\\t', '\\t'), '\\N')`;

/** The query that yields a table's rows as COPY lines, parents before children within the table too. */
function rowsQuery(t: Table): string {
  const line = `concat_ws(E'\\t', ${t.columns.map((c) => copyText(`t.${c}`)).join(', ')})`;
  if (!t.selfRef) return `SELECT ${line} AS line FROM ${quote(t.name)} t ORDER BY ${prefixed(t.order)}`;
  const { column, key } = t.selfRef;
  return `WITH RECURSIVE depth AS (
            SELECT ${key} AS k, 0 AS d FROM ${quote(t.name)} WHERE ${column} IS NULL
            UNION ALL
            SELECT c.${key}, depth.d + 1 FROM ${quote(t.name)} c JOIN depth ON c.${column} = depth.k)
          SELECT ${line} AS line FROM ${quote(t.name)} t LEFT JOIN depth ON depth.k = t.${key}
           ORDER BY depth.d NULLS LAST, ${prefixed(t.order)}`;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const prefixed = (order: string) =>
  order
    .split(', ')
    .map((c) => `t.${c}`)
    .join(', ');

/** What a dump wrote, per table (the round-trip test compares these). */
export type DumpReport = { table: string; rows: number }[];

/**
 * Writes the dump through `write` from one consistent snapshot (REPEATABLE READ). `begin` reports progress.
 * On PGlite the snapshot's transaction holds the only connection: dump a copy, not a serving database.
 */
export async function writeSqlDump(
  db: Database,
  write: (text: string) => Promise<void> | void,
  begin?: (name: string) => (rows: number) => void,
): Promise<DumpReport> {
  return db.tx(async (q) => {
    await q.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const migrations = await q.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    const tables = await listTables(q);
    await write(
      [
        `-- Fengshou (丰收) database dump, ${new Date().toISOString()}`,
        '-- Load into an empty PostgreSQL 15+ database with PostGIS 3:  psql -v ON_ERROR_STOP=1 -d DB -f FILE',
        '-- or into the embedded database:  npm run restore -- FILE',
        'SET client_encoding = UTF8;',
        'SET standard_conforming_strings = on;',
        `SET TimeZone = '${SESSION_TIME_ZONE}';`,
        'BEGIN;',
        'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());',
        '',
      ].join('\n'),
    );
    for (const version of schemaFiles(migrations.map((m) => m.version))) {
      await write(`-- migration ${version}\n${readFileSync(MIGRATIONS + version, 'utf8').trimEnd()}\n\n`);
    }
    // Rows a migration may have inserted come back from the data below, exactly as they were. The audit
    // trail refuses TRUNCATE to everyone, and no migration writes to it: the fresh schema holds none.
    const names = tables
      .filter((t) => !APPEND_ONLY.has(t.name))
      .map((t) => quote(t.name))
      .join(', ');
    if (names) await write(`TRUNCATE ${names};\n\n`);
    const report: DumpReport = [];
    for (const t of tables) {
      const end = begin?.(t.name);
      await write(`COPY ${quote(t.name)} (${t.columns.join(', ')}) FROM stdin;\n`);
      await q.exec(`DECLARE dump_rows NO SCROLL CURSOR FOR ${rowsQuery(t)}`);
      let rows = 0;
      for (;;) {
        const batch = await q.query<{ line: string }>(`FETCH ${FETCH_ROWS} FROM dump_rows`);
        if (batch.length === 0) break;
        rows += batch.length;
        await write(`${batch.map((r) => r.line).join('\n')}\n`);
      }
      await q.exec('CLOSE dump_rows');
      await write('\\.\n\n');
      report.push({ table: t.name, rows });
      end?.(rows);
    }
    const sequences = await q.query<{ sql: string }>(
      `SELECT format('  PERFORM setval(%L, coalesce((SELECT max(%I) FROM %I), 0) + 1, false);',
                     pg_get_serial_sequence(quote_ident(c.relname), a.attname), a.attname, c.relname) AS sql
         FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
        WHERE c.relkind = 'r' AND pg_get_serial_sequence(quote_ident(c.relname), a.attname) IS NOT NULL
        ORDER BY c.relname, a.attname`,
    );
    // One DO block, so psql prints nothing per sequence.
    const setvals = sequences.length
      ? `DO $$\nBEGIN\n${sequences.map((s) => s.sql).join('\n')}\nEND\n$$;\n`
      : '';
    await write(`${setvals}COMMIT;\n`);
    return report;
  });
}
