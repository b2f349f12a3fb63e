import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// The default demo (scale 1) seeded once per `npm test`: the consistency run seeds it in its global setup and
// keeps the data directory here; the end-to-end server then starts from a copy instead of seeding it again
// (about 85 s). The name carries a fingerprint of everything the seed reads, so after an edit the image is
// not found and the server seeds as before.

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const IMAGES = join(ROOT, '.tmp', 'demo-images');
const SOURCES = ['apps/server/src', 'packages/core/src', 'package-lock.json'];

function* files(path: string): Generator<string> {
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path).sort()) yield* files(join(path, name));
}

/** The directory the image of the current sources lives in (whether or not it exists). */
export function demoImageDir(): string {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    for (const file of files(join(ROOT, source))) {
      if (/\.test\.tsx?$/.test(file)) continue;
      hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return join(IMAGES, hash.digest('hex').slice(0, 16));
}

/** Keeps a seeded data directory as the image of the current sources, replacing older images. */
export function keepDemoImage(dataDir: string): void {
  const target = demoImageDir();
  rmSync(IMAGES, { recursive: true, force: true });
  mkdirSync(IMAGES, { recursive: true });
  const partial = `${target}.partial`;
  cpSync(dataDir, partial, { recursive: true });
  renameSync(partial, target);
}

/** Copies the image of the current sources into an empty data directory; false when there is none. */
export function restoreDemoImage(dataDir: string): boolean {
  const image = demoImageDir();
  if (!existsSync(image)) return false;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  cpSync(image, dataDir, { recursive: true });
  return true;
}

// `tsx apps/server/test/demo-image.ts restore DIR` (e2e/start-server.sh).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1] && process.argv[2] === 'restore') {
  const dir = process.argv[3];
  if (!dir) throw new Error('usage: demo-image.ts restore DATA_DIR');
  console.log(
    restoreDemoImage(dir)
      ? `e2e: the demo seeded by the consistency run copied into ${dir}`
      : 'e2e: no demo image of these sources; the server seeds the demo',
  );
}
