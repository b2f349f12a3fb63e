/**
 * Keyword filters: a row matches when a column contains the word, case-insensitively (`%word%`, the word
 * escaped by containsPattern). Written as `lower(column) LIKE lower(pattern)`, which is what ILIKE does in
 * a UTF-8 database (lowercase both, then LIKE) without lowercasing the pattern again for every row (five
 * times faster on PGlite), and which the trigram indexes on `lower(column)` of the schema answer for a
 * word of three or more letters. Every form here selects exactly the rows of the plain ILIKE.
 */

/** `column` contains the pattern, ignoring case (as `column ILIKE pattern`). */
export function contains(column: string, pattern: string): string {
  return `lower(${column}) LIKE lower(${pattern})`;
}

/** Whether pg_trgm can look the word up: a run of three letters or digits gives it a trigram. */
export function trigramWord(keyword: string): boolean {
  return /[\p{L}\p{N}]{3}/u.test(keyword);
}

/** Whether the word has a Chinese character: lowercasing never makes one out of ASCII. */
export function hasHan(keyword: string): boolean {
  return /\p{Script=Han}/u.test(keyword);
}

/** Codes with a non-ASCII character, as the partial indexes of the schema list them. */
export const WIDE = (column: string) => `${column} ~ '[^[:ascii:]]'`;

/**
 * An ASCII code column (order, certificate, policy numbers) contains the pattern: a word with a Chinese
 * character can only lie in a code with a non-ASCII character, so the condition names those first and a
 * partial index on `WIDE(column)` lists them (normally none) without testing every code.
 */
export function codeContains(column: string, pattern: string, keyword: string): string {
  return hasHan(keyword) ? `(${WIDE(column)} AND ${contains(column, pattern)})` : contains(column, pattern);
}

/**
 * The farms whose name (or another of `columns`) or whose company's name contains the pattern: the
 * `f.farm_name ILIKE p OR c.company_name ILIKE p` of a list joined to farms f and companies c, as a union of
 * lookups in the trigram indexes of farms and companies.
 */
export function farmsNamed(pattern: string, columns = ['farm_name'], companies = true): string {
  const own = `SELECT id FROM farms WHERE ${columns.map((c) => contains(c, pattern)).join(' OR ')}`;
  if (!companies) return own;
  return `${own}
    UNION SELECT id FROM farms WHERE company_id IN (SELECT id FROM companies WHERE ${contains('company_name', pattern)})`;
}

/**
 * The keyword of a list of `table` (alias `a`) matching the row's own text columns and ASCII `codes` and,
 * with `farms`, the name of the row's farm f (and with 'company' of the farm's company c), joined by the
 * list. A word with a trigram is looked up in the indexes (a union of the rows of the named farms and of
 * the own columns); a shorter one is tested on the list's rows, its codes through codeContains.
 */
export function rowKeyword(
  pattern: string,
  keyword: string,
  t: { a: string; table: string; own?: string[]; codes?: string[]; farms?: 'farm' | 'company' },
): string {
  const { a, table, own = [], codes = [], farms } = t;
  const at = (cols: string[]) => cols.map((c) => contains(`${a}.${c}`, pattern));
  if (trigramWord(keyword) && farms) {
    const rows = [...own, ...codes].map((c) => contains(c, pattern));
    const named = `SELECT id FROM ${table} WHERE farm_id IN (${farmsNamed(pattern, ['farm_name'], farms === 'company')})`;
    return `${a}.id IN (${rows.length ? `SELECT id FROM ${table} WHERE ${rows.join(' OR ')} UNION ` : ''}${named})`;
  }
  const names = farms ? [contains('f.farm_name', pattern)] : [];
  if (farms === 'company') names.push(contains('c.company_name', pattern));
  if (!trigramWord(keyword) && hasHan(keyword) && codes.length) {
    const wide = codes.map((c) => codeContains(c, pattern, keyword)).join(' OR ');
    return `(${[...names, ...at(own), `${a}.id IN (SELECT id FROM ${table} WHERE ${wide})`].join(' OR ')})`;
  }
  return `(${[...names, ...at(own), ...at(codes)].join(' OR ')})`;
}

/** A LIKE pattern matching `keyword` anywhere, with the wildcard characters escaped. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
