import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES = join(import.meta.dirname, '../modules');

// A handler reads the request's area (areaOf) after the binding checked the declared scope. These files
// look at a caller's scope themselves, each for a reason a declaration cannot state:
const READS_SCOPE: Readonly<Record<string, string>> = {
  'files/plugin.ts': 'pictures are files, not endpoints: a signed URL or token grants an area',
  'landoccupy/evidence.ts': 'review photos are files, not endpoints: a signed URL or token grants an area',
  'foundation/area-routes.ts': 'from a declared ancestor only the way down to the own area is listed',
  'gis/routes.ts': 'from a declared ancestor only the way down to the own area is drawn',
  'gis/imagery-repo.ts': 'imagery tiles are not endpoints: the tile route checks the batch it serves',
  'login/subject-routes.ts': 'switching subjects is bounded by the user’s own subject, not the current one',
  'login/session-routes.ts': 'a user looked up by id answers unknown and foreign ids alike (no probing)',
  'portal/access.ts':
    'roles: one’s own role is readable by everyone, others only by their subject’s managers',
  'downloads/file-route.ts':
    'job files are not endpoints: the signed URL names the job’s area, which the caller must hold now',
  'downloads/routes.ts':
    'a job’s area is stored with it: a download is signed only while the caller holds it',
  'exports/run-export.ts':
    'an export is filed under its maker’s area; its rows pass the list’s own declared check',
  'iot/test-hooks.ts': 'a test hook outside the contract, enabled only with TEST_HOOKS=on',
  'fieldcheck/dispatch.ts':
    'a task moves between levels: who holds it (the caller’s own level or below) decides who may hand it on',
  'fieldcheck/routes.ts':
    'my tasks are those held at the caller’s own area or by the caller, not the area asked',
  'fieldcheck/target.ts': 'a task is handed only below the caller’s own level, whatever area is on screen',
  'login/playlist-repo.ts':
    'a playlist names many areas, one per entry: each must lie in the subject’s scope',
  'portal/plate-image-files.ts':
    'plate pictures are files, not endpoints: a signed URL or token grants the dashboard’s area',
};

const SCOPE_BY_HAND = /\bscope\.(contains|resolve|isAncestor|range|areaId)\b/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /(?<!\.test)\.ts$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe('area scope in the modules', () => {
  it('is declared in the contract, not checked by hand, except where a declaration cannot say it', () => {
    const byHand = sources(MODULES)
      .filter((f) => SCOPE_BY_HAND.test(readFileSync(f, 'utf8')))
      .map((f) => relative(MODULES, f).split('\\').join('/'));
    expect(byHand.filter((f) => !(f in READS_SCOPE))).toEqual([]);
    // An exception whose file no longer reads the scope goes too.
    expect(Object.keys(READS_SCOPE).filter((f) => !byHand.includes(f))).toEqual([]);
  });

  it('fails on a handler that checks an area by hand', () => {
    expect(SCOPE_BY_HAND.test('if (!caller.scope.contains(row.areaId)) throw outside();')).toBe(true);
    expect(SCOPE_BY_HAND.test('const [lo, hi] = areaOf(ctx).range;')).toBe(false);
  });
});
