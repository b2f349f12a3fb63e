import { areaLevelOfCode, badParams, currentAreaId, RespCode, RespError } from '@fengshou/core';
import type { EndpointDef, ScopeRef } from '@fengshou/core/contract';
import { areaCodeRange } from '../auth/scope';
import type { Session } from '../auth/sessions';
import type { Queryable } from '../db/client';
import { RECORD_AREAS } from './record-areas';

/** The area a request is about: the area its declared area field asked, or the caller's own. */
export interface RequestArea {
  areaId: number;
  level: number;
  /** The codes of the area and everything below it: `area_id BETWEEN lo AND hi`. */
  range: [number, number];
  /** True when the body named the area; false when it is the caller's own area. */
  asked: boolean;
}

const outside = (detail = '无权访问该区域的数据') => new RespError(RespCode.NO_ACCESS, detail);

/** The caller's own area, for a request that names none. */
export function callerArea(session: Session): RequestArea {
  const { areaId, level } = session.scope;
  return { areaId, level, range: areaCodeRange(areaId), asked: false };
}

const valuesOf = (v: unknown): unknown[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);

/**
 * Checks the declared scoped fields of a body against the caller's area, in declaration order: an area code
 * outside it answers 401 (an ancestor too, unless the field allows ancestors), a stated level that does not
 * match the code 300 naming the level field, a record that does not exist 300 naming the field, a record
 * outside the area 401 (unless it lies over the area and the field allows that). Answers the area the request is about. Synchronous unless a record must be looked up.
 */
export function scopeRequest(
  endpoint: EndpointDef,
  body: unknown,
  session: Session,
  db: Queryable,
): RequestArea | Promise<RequestArea> {
  const scope = endpoint.scope;
  let area = callerArea(session);
  if (!scope) return area;
  const b = (body ?? {}) as Record<string, unknown>;
  const records: [string, Extract<ScopeRef, { kind: 'record' }>, unknown[]][] = [];
  for (const [field, ref] of Object.entries(scope)) {
    if (ref.kind === 'record') {
      const values = valuesOf(b[field]);
      if (values.length > 0) records.push([field, ref, values]);
      continue;
    }
    const values = remapAreaField(b, field, ref.level);
    if (values.length === 0) continue;
    for (const v of values) {
      const id = Number(v);
      if (session.scope.contains(id)) continue;
      if (ref.ancestors && session.scope.isAncestor(id)) continue;
      throw outside();
    }
    const level = ref.level === undefined ? undefined : b[ref.level];
    if (values.length === 1 && !Array.isArray(b[field])) {
      const id = Number(values[0]);
      if (level !== undefined && level !== null && areaLevelOfCode(id) !== level) {
        throw badParams([ref.level!], '区域级别与区域编码不一致');
      }
      // The first single area field inside the caller's area is what the request is about.
      if (!area.asked && session.scope.contains(id)) {
        area = { areaId: id, level: areaLevelOfCode(id) ?? 5, range: areaCodeRange(id), asked: true };
      }
    }
  }
  if (records.length === 0) return area;
  return checkRecords(db, session, records).then(() => area);
}

/**
 * The values of a declared area field with retired codes replaced in the body (spec §9: 310230… of the
 * former 崇明县 is looked up as 310151…), and a stated level of
 * a replaced code moved with it: handlers and the scope check see the current code only.
 */
function remapAreaField(
  b: Record<string, unknown>,
  field: string,
  levelField: string | undefined,
): unknown[] {
  const given = b[field];
  const values = valuesOf(given);
  const mapped = values.map((v) => (typeof v === 'number' ? currentAreaId(v) : v));
  if (mapped.every((v, i) => v === values[i])) return values;
  b[field] = Array.isArray(given) ? mapped : mapped[0];
  const level = levelField === undefined ? undefined : b[levelField];
  if (!Array.isArray(given) && typeof level === 'number' && typeof mapped[0] === 'number') {
    if (areaLevelOfCode(values[0] as number) === level) b[levelField!] = areaLevelOfCode(mapped[0]);
  }
  return mapped;
}

async function checkRecords(
  db: Queryable,
  session: Session,
  records: [string, Extract<ScopeRef, { kind: 'record' }>, unknown[]][],
): Promise<void> {
  for (const [field, ref, values] of records) {
    const lookup = RECORD_AREAS[ref.record];
    const key = lookup.keys[ref.by ?? 'id'];
    if (!key) throw new Error(`no lookup of ${ref.record} by ${ref.by}`);
    const wanted = [...new Set(values.map((v) => (key.type === 'int' ? Number(v) : String(v))))];
    const rows = await db.query<{ k: number | string; a: number | string }>(
      `SELECT ${key.column} AS k, ${lookup.area} AS a FROM ${lookup.table}
        WHERE ${key.column} = ANY($1::${key.type}[])${lookup.where ? ` AND ${lookup.where}` : ''}`,
      [wanted],
    );
    if (rows.length < wanted.length && !ref.skipUnknown) {
      throw lookup.missing === null ? outside(lookup.outside) : badParams([field], lookup.missing);
    }
    for (const r of rows) {
      const a = Number(r.a);
      if (!session.scope.contains(a) && !(ref.over && session.scope.isAncestor(a)))
        throw outside(lookup.outside);
    }
  }
}

/** Every (record, key) pair the endpoints declare has a lookup: checked when the app is built. */
export function assertLookups(endpoints: readonly EndpointDef[]): void {
  for (const e of endpoints) {
    for (const [field, ref] of Object.entries(e.scope ?? {})) {
      if (ref.kind === 'record' && !RECORD_AREAS[ref.record]?.keys[ref.by ?? 'id']) {
        throw new Error(`${e.path}: ${field} names ${ref.record} by ${ref.by ?? 'id'}, which has no lookup`);
      }
    }
  }
}
