import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceFiles, violations } from './check';
import { importsOf } from './graph';

let root: string;

/** A throw-away tree of the repository's shape. */
function tree(files: Record<string, string>): string[] {
  root = mkdtempSync(join(tmpdir(), 'import-rules-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return Object.keys(files);
}

/** The broken rules of a tree, as `rule file:line`. */
function rulesBroken(files: Record<string, string>): string[] {
  const paths = tree(files);
  return violations(root, paths).map((v) => `${v.rule} ${v.at}`);
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('import rules', () => {
  it('pass a tree that keeps them', () => {
    expect(
      rulesBroken({
        'packages/core/src/index.ts': "export * from './format';\n",
        'packages/core/src/format.ts': 'export const f = 1;\n',
        'apps/web/src/features/farms/page.tsx':
          "import { f } from '@fengshou/core';\nimport { A } from '../../ui/a';\n",
        'apps/web/src/ui/a.tsx': "import { B } from '../area/b';\nexport const A = B;\n",
        'apps/web/src/area/b.ts': 'export const B = 2;\n',
        'apps/server/src/modules/iot/routes.ts':
          "import { r } from './repo';\nimport { q } from '../../query/q';\n",
        'apps/server/src/modules/iot/repo.ts': 'export const r = 1;\n',
        'apps/server/src/query/q.ts': 'export const q = 1;\n',
        'apps/server/src/server.ts': "import { seed } from './demo/seed';\n",
        'apps/server/src/demo/seed.ts': "import { r } from '../modules/iot/repo';\n",
      }),
    ).toEqual([]);
  });

  it('fail on each kind of deliberate violation, naming the file and line', () => {
    expect(
      rulesBroken({
        'packages/core/src/a.ts':
          "import { readFileSync } from 'node:fs';\nimport { useState } from 'react';\n",
        'packages/core/src/b.ts': "import type { App } from '../../../apps/server/src/app';\n",
        'apps/web/src/features/farms/page.tsx': "import { X } from '../iot/x';\n",
        'apps/web/src/features/iot/x.tsx':
          "import { S } from '../../../../server/src/app';\nexport const X = S;\n",
        'apps/web/src/ui/panel.tsx': "import { Map } from '../map/map';\n",
        'apps/web/src/map/map.tsx': 'export const Map = 1;\n',
        'apps/server/src/app.ts': 'export const App = 1;\n',
        'apps/server/src/modules/certificates/repo.ts': "import { reach } from '../farm-ops/routes';\n",
        'apps/server/src/modules/farm-ops/routes.ts': 'export const reach = 1;\n',
        'apps/server/src/modules/files/scene.ts': "import { rng } from '../../demo/rng';\n",
        'apps/server/src/demo/rng.ts': 'export const rng = 1;\n',
        'apps/server/src/auth/scope.ts': "import { ApiError } from '../http/errors';\n",
        'apps/server/src/http/errors.ts': 'export class ApiError {}\n',
      }),
    ).toEqual([
      'core-is-pure packages/core/src/a.ts:1',
      'core-is-pure packages/core/src/a.ts:2',
      'core-below-apps packages/core/src/b.ts:1',
      'features-apart apps/web/src/features/farms/page.tsx:1',
      'apps-apart apps/web/src/features/iot/x.tsx:1',
      'web-floors apps/web/src/ui/panel.tsx:1',
      'routes-private apps/server/src/modules/certificates/repo.ts:1',
      'demo-is-a-plugin apps/server/src/modules/files/scene.ts:1',
      'server-floors apps/server/src/modules/files/scene.ts:1',
      'server-floors apps/server/src/auth/scope.ts:1',
    ]);
  });

  it('find a ring of files, however it closes (re-export, dynamic import), but not one closed by types only', () => {
    const paths = tree({
      'packages/core/src/contract/index.ts': "export * from './plate-source';\n",
      'packages/core/src/contract/plate-source.ts': "import { ALL } from './index';\n",
      'apps/server/src/http/route.ts': "import type { Services } from '../services';\nexport const r = 1;\n",
      'apps/server/src/services.ts': "import type { Route } from './http/route';\n",
      'apps/server/src/modules/index.ts': "import { x } from './exports/routes';\n",
      'apps/server/src/modules/exports/routes.ts': "import { run } from './run';\nexport const x = 1;\n",
      'apps/server/src/modules/exports/run.ts': "export const run = () => import('../index');\n",
    });
    const found = violations(root, paths);
    expect(found.map((v) => [v.rule, v.at, v.detail])).toEqual([
      ['no-cycles', 'packages/core/src/contract/index.ts', 'packages/core/src/contract/plate-source.ts'],
      [
        'no-cycles',
        'apps/server/src/modules/exports/routes.ts',
        'apps/server/src/modules/exports/run.ts, apps/server/src/modules/index.ts',
      ],
    ]);
  });

  it('let tests reach what they exercise', () => {
    expect(
      rulesBroken({
        'apps/server/src/modules/login/session.test.ts': "import { LOGINS } from '../../demo/logins';\n",
        'apps/server/src/modules/login/test-support.ts': "import { LOGINS } from '../../demo/logins';\n",
        'apps/server/src/demo/logins.ts': 'export const LOGINS = [];\n',
      }),
    ).toEqual([]);
  });
});

describe('importsOf', () => {
  it('reads static, multi-line, type-only, re-export, side-effect and dynamic imports', () => {
    const src = [
      "import a from 'a';",
      'import {',
      '  b,',
      '  c,',
      "} from './bc';",
      "import type { T } from './t';",
      "import { type U, type V } from './uv';",
      "import { type W, w } from './w';",
      "export * from './all';",
      "export type { X } from './x';",
      "import './side';",
      "const lazy = () => import('./lazy');",
    ].join('\n');
    expect(importsOf(src)).toEqual([
      { spec: 'a', typeOnly: false, line: 1 },
      { spec: './bc', typeOnly: false, line: 2 },
      { spec: './t', typeOnly: true, line: 6 },
      { spec: './uv', typeOnly: true, line: 7 },
      { spec: './w', typeOnly: false, line: 8 },
      { spec: './all', typeOnly: false, line: 9 },
      { spec: './x', typeOnly: true, line: 10 },
      { spec: './side', typeOnly: false, line: 11 },
      { spec: './lazy', typeOnly: false, line: 12 },
    ]);
  });

  it('ignores imports written in comments and strings', () => {
    const src = [
      "// import { a } from './commented';",
      "/* export * from './block'; */",
      "const text = `import { b } from './templated';`;",
      'const s = "import c from \'./quoted\'";',
      "import { real } from './real';",
    ].join('\n');
    expect(importsOf(src).map((r) => r.spec)).toEqual(['./real']);
  });
});

describe('the repository', () => {
  it('lists its own source files for the check', () => {
    const files = sourceFiles(join(import.meta.dirname, '../..'));
    expect(files).toContain('packages/core/src/index.ts');
    expect(files.some((f) => f.startsWith('apps/web/src/'))).toBe(true);
  });
});
