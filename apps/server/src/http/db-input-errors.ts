import { badParams } from '@fengshou/core';

// SQLSTATEs PostgreSQL and PostGIS raise on a value a caller sent: class 22 (data exceptions: 22023 invalid
// parameter value, 22P02 bad text representation, out-of-range numbers) and XX000, which PostGIS uses for
// every geometry it cannot handle (an antipodal edge, a ring that does not close, an unparsable GeoJSON).
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;
const POSTGIS_FAULT = 'XX000';

/** The SQLSTATE of a database error, if it is one. */
function sqlStateOf(e: unknown): string | undefined {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** True for a PostgreSQL data exception (class 22): a value slipped past the schema that the database refuses. */
export function isDataException(e: unknown): boolean {
  const code = sqlStateOf(e);
  return code !== undefined && DATA_EXCEPTION.test(code);
}

/**
 * Runs statements over user input (a drawn geometry): a data exception or a PostGIS fault of that input
 * becomes 300 naming the fields, never a 500. Other failures (database down, a bug) pass unchanged.
 */
export async function withInputFields<T>(
  fields: string[],
  message: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isDataException(e) || sqlStateOf(e) === POSTGIS_FAULT) throw badParams(fields, message);
    throw e;
  }
}
