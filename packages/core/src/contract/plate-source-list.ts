import { ALL_ENDPOINTS } from './index';
import { isPlateSourceEndpoint } from './plate-source';

/**
 * The text of plate-source-paths.ts: every plate source of the contract with its own client time-out. The
 * browser checks a plate's path against that static list and calls it at once, instead of first loading
 * the contract groups (their zod schemas) that declare it; the test keeps the two equal.
 */
export function plateSourceListText(): string {
  const sources = ALL_ENDPOINTS.filter(isPlateSourceEndpoint).sort((a, b) => (a.path < b.path ? -1 : 1));
  const rows = sources.map((e) => `  '${e.path}': ${e.timeoutMs ?? 0},`);
  return [
    '// Generated from the contract by `npm run gen:plate-sources -w @fengshou/core`; plate-source.test.ts keeps',
    '// it equal to the contract. Do not edit by hand.',
    '',
    '/** Every path a plate may name (display-callable, not the login group), with its time-out in ms (0: the default). */',
    'export const PLATE_SOURCE_TIMEOUTS: Readonly<Record<string, number>> = {',
    ...rows,
    '};',
    '',
  ].join('\n');
}
