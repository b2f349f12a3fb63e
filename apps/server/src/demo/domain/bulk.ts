import type { Executor } from '../../db/client';

/** A column name and its PostgreSQL type; array and geometry types travel as text and are cast. */
export type Column = readonly [name: string, type: string];

/** Columns from a compact 'name type, name type' list (types as in PostgreSQL). */
export function cols(list: string): Column[] {
  return list.split(',').map((c) => {
    const [name, ...type] = c.trim().split(/\s+/);
    return [name!, type.join(' ')] as const;
  });
}

/** How one table is bulk-loaded. */
export interface TableSpec {
  table: string;
  columns: readonly Column[];
  /** Tables whose pending rows must be written first (foreign keys). */
  deps?: readonly string[];
  /** Tables with a serial id the writer hands out and sets the sequence of at the end. */
  serial?: boolean;
  /** Full statement around the unnest source `src` (aliased t with the column names), when the default will not do. */
  insert?: (src: string, cols: string) => string;
}

interface Buffer {
  spec: TableSpec;
  values: unknown[][];
  rows: number;
}

const sendType = (type: string) => (type.endsWith('[]') || type === 'geometry' ? 'text' : type);
const castOf = (name: string, type: string) =>
  type.endsWith('[]') || type === 'geometry' ? `t.${name}::${type}` : `t.${name}`;

/**
 * Buffers rows per table and writes them with one `INSERT … SELECT FROM unnest($1::type[], …)` per batch:
 * the fastest load path on PGlite and native PostgreSQL alike. add() is synchronous; drain() writes
 * every full buffer, finish() writes the rest and moves the id sequences past the ids handed out.
 */
export class BulkWriter {
  private buffers = new Map<string, Buffer>();
  private ids = new Map<string, number>();
  /** Rows written per table. */
  readonly counts = new Map<string, number>();
  /** Milliseconds spent in the database per table. */
  readonly millis = new Map<string, number>();

  constructor(
    private q: Executor,
    private batch = 5000,
  ) {}

  /** Registers tables; serial tables continue after their current max(id). */
  async define(...specs: TableSpec[]): Promise<void> {
    for (const spec of specs) {
      this.buffers.set(spec.table, { spec, values: spec.columns.map(() => []), rows: 0 });
      if (spec.serial) {
        const [row] = await this.q.query<{ m: number }>(
          `SELECT coalesce(max(id), 0)::int AS m FROM ${spec.table}`,
        );
        this.ids.set(spec.table, row?.m ?? 0);
      }
    }
  }

  /** The next id of a serial table. */
  nextId(table: string): number {
    const id = (this.ids.get(table) ?? 0) + 1;
    this.ids.set(table, id);
    return id;
  }

  /** Queues one row, values in column order. */
  add(table: string, row: readonly unknown[]): void {
    const b = this.buffers.get(table);
    if (!b) throw new Error(`table ${table} not defined`);
    for (let i = 0; i < row.length; i++) b.values[i]!.push(row[i] ?? null);
    b.rows++;
  }

  /** Writes every buffer that holds a full batch. */
  async drain(): Promise<void> {
    for (const [table, b] of this.buffers) if (b.rows >= this.batch) await this.flush(table);
  }

  /** Writes everything pending and sets the id sequences. */
  async finish(): Promise<void> {
    for (const table of this.buffers.keys()) await this.flush(table);
    for (const [table, max] of this.ids) {
      if (max > 0) await this.q.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), $1)`, [max]);
    }
  }

  /** Writes one table's pending rows, after those of the tables it depends on. */
  async flush(table: string): Promise<void> {
    const b = this.buffers.get(table);
    if (!b || b.rows === 0) return;
    for (const dep of b.spec.deps ?? []) await this.flush(dep);
    const { columns } = b.spec;
    const names = columns.map(([n]) => n).join(', ');
    const src = `unnest(${columns.map(([, t], i) => `$${i + 1}::${sendType(t)}[]`).join(', ')}) AS t(${names})`;
    const sql = b.spec.insert
      ? b.spec.insert(src, names)
      : `INSERT INTO ${table} (${names}) SELECT ${columns.map(([n, t]) => castOf(n, t)).join(', ')} FROM ${src}`;
    const values = b.values;
    const rows = b.rows;
    b.values = columns.map(() => []);
    b.rows = 0;
    const t0 = performance.now();
    await this.q.query(sql, values);
    this.millis.set(table, (this.millis.get(table) ?? 0) + performance.now() - t0);
    this.counts.set(table, (this.counts.get(table) ?? 0) + rows);
  }

  /** Total rows written. */
  total(): number {
    let n = 0;
    for (const c of this.counts.values()) n += c;
    return n;
  }
}

/** A PostgreSQL array literal of numbers or simple strings (no quotes or commas inside). */
export function pgArray(items: readonly (number | string)[]): string {
  return `{${items.map((i) => (typeof i === 'number' ? String(i) : `"${i}"`)).join(',')}}`;
}
