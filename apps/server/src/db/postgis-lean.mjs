// @ts-check
// PGlite unpacks an extension's whole bundle into memory and compiles every library in it at each start. The
// PostGIS bundle carries raster and topology (two more 16 MB libraries we never load), every upgrade script and
// the tiger geocoder: about 1.7 s of CPU per start that buys nothing. This keeps what `CREATE EXTENSION postgis`
// and the PostGIS library need (the library, its control file and install script, the PROJ data), once per
// installed bundle, in the temporary directory.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { postgis } from '@electric-sql/pglite-postgis';

const BLOCK = 512;

/** Entries kept: the PostGIS library, what CREATE EXTENSION postgis reads, and the PROJ data it transforms with. */
export function keepEntry(/** @type {string} */ name) {
  return (
    name === 'lib/postgresql/postgis-3.so' ||
    name === 'share/postgresql/extension/postgis.control' ||
    /^share\/postgresql\/extension\/postgis--\d+\.\d+\.\d+\.sql$/.test(name) ||
    name.startsWith('share/proj/')
  );
}

/** Name of a ustar entry (prefix + name). */
function entryName(/** @type {Buffer} */ header) {
  const field = (/** @type {number} */ at, /** @type {number} */ len) => {
    const raw = header.subarray(at, at + len);
    const end = raw.indexOf(0);
    return raw.subarray(0, end < 0 ? len : end).toString('utf8');
  };
  const prefix = header.subarray(257, 262).toString() === 'ustar' ? field(345, 155) : '';
  const name = field(0, 100);
  return prefix ? `${prefix}/${name}` : name;
}

/**
 * Copies the tar entries `keep` accepts, block for block. Directory entries stay (PGlite makes the paths from
 * them); an extended header ('x', 'L') travels with the entry after it.
 */
export function filterTar(/** @type {Buffer} */ tar, /** @type {(name: string) => boolean} */ keep) {
  /** @type {Buffer[]} */
  const out = [];
  /** @type {Buffer[]} */
  let carried = [];
  for (let at = 0; at + BLOCK <= tar.length; ) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((b) => b === 0)) break;
    const size = Number.parseInt(header.subarray(124, 136).toString().replace(/\0.*$/, '').trim() || '0', 8);
    const end = at + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    const entry = tar.subarray(at, end);
    const type = String.fromCharCode(header[156] || 48);
    if (type === 'x' || type === 'L') carried.push(entry);
    else {
      const name = entryName(header).replace(/^\.\//, '');
      if (type === '5' || keep(name)) out.push(...carried, entry);
      carried = [];
    }
    at = end;
  }
  out.push(Buffer.alloc(2 * BLOCK));
  return Buffer.concat(out);
}

/**
 * The lean bundle's path, written on first use for this bundle, or the full bundle's where it cannot be
 * written (a read-only temporary directory).
 */
function leanBundle(/** @type {URL} */ full) {
  try {
    return writeLeanBundle(full);
  } catch (e) {
    console.warn(`PostGIS: using the full extension bundle (${e instanceof Error ? e.message : e})`);
    return full;
  }
}

function writeLeanBundle(/** @type {URL} */ full) {
  // Keyed by the installed bundle (size and time, not its content: hashing 20 MB cost ~0.17 s of every
  // start) and by what is kept, so a changed filter writes a new file.
  const { size, mtimeMs } = statSync(full);
  const key = createHash('sha1').update(`${size}:${mtimeMs}:${keepEntry}`).digest('hex').slice(0, 12);
  const path = join(tmpdir(), `fengshou-postgis-${key}.tar.gz`);
  if (!existsSync(path) || statSync(path).size === 0) {
    // Stored, not deflated: PGlite gunzips it at every start, and inflating costs more than reading.
    const lean = gzipSync(filterTar(gunzipSync(readFileSync(full)), keepEntry), { level: 0 });
    // Several processes may start at once: each writes its own file and renames it into place.
    const part = `${path}.${process.pid}.${Date.now()}`;
    writeFileSync(part, lean);
    renameSync(part, path);
    // Files of an earlier install or filter (26 MB each) go.
    for (const name of readdirSync(tmpdir()))
      if (/^fengshou-postgis-[0-9a-f]{12}\.tar\.gz$/.test(name) && join(tmpdir(), name) !== path)
        rmSync(join(tmpdir(), name), { force: true });
  }
  return pathToFileURL(path);
}

/** The PostGIS extension of @electric-sql/pglite-postgis with the lean bundle. */
export const leanPostgis = {
  name: postgis.name,
  /** @type {typeof postgis.setup} */
  setup: async (pg, emscriptenOpts) => {
    const setup = await postgis.setup(pg, emscriptenOpts);
    return { ...setup, bundlePath: leanBundle(setup.bundlePath) };
  },
};
