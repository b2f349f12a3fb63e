import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ALL_ENDPOINTS } from '../src/contract/index';
import { isPlateSourceEndpoint } from '../src/contract/plate-source';

// Rewrites src/contract/plate-source-paths.ts from the contract: `npm run gen:plate-sources -w @fengshou/core`.
const sources = ALL_ENDPOINTS.filter(isPlateSourceEndpoint).sort((a, b) => (a.path < b.path ? -1 : 1));
const text = [
  '// Generated from the contract by `npm run gen:plate-sources -w @fengshou/core`; plate-source.test.ts keeps',
  '// it equal to the contract. Do not edit by hand.',
  '',
  '/**',
  ' * Every path a plate may name (display-callable, not the login group) with its client time-out in ms (0: the',
  " * default). The browser checks a plate's path here and calls it at once, instead of first loading the contract",
  ' * group (its zod schemas) that declares it.',
  ' */',
  'export const PLATE_SOURCE_TIMEOUTS: Readonly<Record<string, number>> = {',
  ...sources.map((e) => `  '${e.path}': ${e.timeoutMs ?? 0},`),
  '};',
  '',
].join('\n');
const file = fileURLToPath(new URL('../src/contract/plate-source-paths.ts', import.meta.url));
writeFileSync(file, text);
console.log(`wrote ${sources.length} plate sources to ${file}`);
