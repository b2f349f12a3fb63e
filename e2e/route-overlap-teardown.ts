import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SPEC_PATHS } from '../apps/web/src/app/routes/spec-paths';
import { loadRouteTexts, measure } from './specs/route-overlap';

/**
 * The route overlap, measured once the run has ended over the texts the route walk took of every path of spec
 * §2 (route-walk.spec.ts). A run that walked only part of the table (one spec, a grep) does not measure. The
 * figures are printed and written to test-results/route-overlap.json; a failure fails the run.
 */
export default function routeOverlapTeardown(): void {
  const routes = loadRouteTexts();
  const missing = SPEC_PATHS.filter((p) => !routes.some((r) => r.path === p));
  if (missing.length) {
    if (routes.length)
      console.log(`route overlap not measured: the walk took ${routes.length} of ${SPEC_PATHS.length} paths`);
    return;
  }
  const result = measure(SPEC_PATHS.map((p) => routes.find((r) => r.path === p)!));
  console.log(result.lines.join('\n'));
  writeFileSync(
    join(import.meta.dirname, 'test-results', 'route-overlap.json'),
    JSON.stringify({ ...result, routes }, null, 1),
  );
  if (result.failures.length)
    throw new Error(`routes without content of their own:\n  ${result.failures.join('\n  ')}`);
}
