import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { filterTar, keepEntry } from './postgis-lean.mjs';

/** Names of a tar's entries (ustar, the only format the bundle uses). */
function names(tar: Buffer): string[] {
  const out: string[] = [];
  for (let at = 0; at + 512 <= tar.length; ) {
    const h = tar.subarray(at, at + 512);
    if (h.every((b) => b === 0)) break;
    const field = (from: number, len: number) =>
      h
        .subarray(from, from + len)
        .toString()
        .replace(/\0.*$/s, '');
    const prefix = field(345, 155);
    out.push(prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
    at += 512 + Math.ceil(Number.parseInt(field(124, 12).trim() || '0', 8) / 512) * 512;
  }
  return out;
}

const require = createRequire(import.meta.url);
const bundle = join(dirname(require.resolve('@electric-sql/pglite-postgis')), 'postgis.tar.gz');

describe('lean PostGIS bundle', () => {
  const full = gunzipSync(readFileSync(bundle));
  const lean = filterTar(full, keepEntry);

  it('keeps the library, what CREATE EXTENSION postgis reads and the PROJ data, and nothing else', () => {
    const files = names(lean).filter((n) => !n.endsWith('/'));
    expect(files).toContain('lib/postgresql/postgis-3.so');
    expect(files).toContain('share/postgresql/extension/postgis.control');
    expect(files).toContain('share/proj/proj.db');
    expect(files.filter((n) => /postgis--[\d.]+\.sql$/.test(n))).toHaveLength(1);
    expect(files.filter((n) => /raster|topology|tiger|--ANY|unpackaged/.test(n))).toEqual([]);
    // Every entry the full bundle has and the filter accepts is there, in the same order.
    expect(files).toEqual(names(full).filter((n) => !n.endsWith('/') && keepEntry(n)));
  });

  it('is a well-formed archive well under half the size', () => {
    expect(lean.length % 512).toBe(0);
    expect(lean.subarray(-1024).every((b) => b === 0)).toBe(true);
    expect(lean.length).toBeLessThan(full.length / 2);
  });
});
