import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every calendar reading of the platform is Beijing's (packages/core/src/time/beijing.ts). These spellings
// read the host's or the browser's zone, or the UTC date, and so give another day around midnight.
const FORBIDDEN: [RegExp, string][] = [
  [/toISOString\(\)\.slice\(0, ?10\)/, 'the UTC date'],
  [/\.get(?:FullYear|Month|Date|Day|Hours|Minutes)\(\)/, 'a local-zone getter'],
  [/\.set(?:FullYear|Month|Date|Hours)\(/, 'a local-zone setter'],
  [/toLocale(?:Date|Time)String\(/, 'a local-zone format'],
  [/toLocaleString\([^)]*hour/, 'a local-zone format'],
  [/\bdayjs\(\)/, 'the local-zone clock'],
];

// Files that may: each says why beside the line.
const ALLOWED = new Set([
  'packages/core/src/time/beijing.ts',
  // ExcelJS reads a date cell as the date at 00:00 UTC.
  'apps/server/src/import/table.ts',
  // The shapefile reader builds a .dbf date at local midnight.
  'apps/server/src/import/kinds/rows.ts',
]);

const ROOT = join(import.meta.dirname, '..', '..');
const TREES = ['packages/core/src', 'apps/server/src', 'apps/web/src'];

function* sources(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* sources(p);
    else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) yield p;
  }
}

describe('Beijing time everywhere', () => {
  it('no source reads the calendar outside the Beijing time helper', () => {
    const found: string[] = [];
    for (const tree of TREES)
      for (const file of sources(join(ROOT, tree))) {
        const rel = relative(ROOT, file);
        if (ALLOWED.has(rel)) continue;
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            for (const [re, what] of FORBIDDEN)
              if (re.test(line)) found.push(`${rel}:${i + 1} ${what}: ${line.trim()}`);
          });
      }
    expect(found).toEqual([]);
  });

  it('catches each spelling it forbids', () => {
    const lines = [
      'new Date().toISOString().slice(0, 10)',
      'd.getDate()',
      'd.setHours(0, 0, 0, 0)',
      'd.toLocaleDateString()',
      "new Date().toLocaleString('zh-CN', { hour12: false })",
      'const now = dayjs();',
    ];
    expect(lines.filter((l) => FORBIDDEN.some(([re]) => re.test(l)))).toEqual(lines);
  });
});
