import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildEdges, cycles, type Edge, type WorkspacePackage } from './graph';
import { RULES, type Rule } from './rules';

/** The workspace packages a bare specifier may name. */
export const PACKAGES: WorkspacePackage[] = [{ name: '@fengshou/core', src: 'packages/core/src' }];

/** One broken rule, as the check prints it. */
export interface Violation {
  rule: string;
  why: string;
  at: string;
  detail: string;
}

/** Every broken rule of a tree: the rules over each import, then the cycles among files. */
export function violations(
  root: string,
  files: readonly string[],
  rules: readonly Rule[] = RULES,
  read: (path: string) => string = (p) => readFileSync(join(root, p), 'utf8'),
): Violation[] {
  const edges = buildEdges(root, files, read, PACKAGES);
  const found: Violation[] = [];
  for (const e of edges) {
    for (const r of rules) {
      if (r.forbids(e)) found.push({ rule: r.name, why: r.why, at: `${e.from}:${e.line}`, detail: e.to });
    }
  }
  for (const ring of cycles(edges)) {
    found.push({
      rule: 'no-cycles',
      why: 'files never import each other round in a ring: move what they share to a file both import',
      at: ring[0]!,
      detail: ring.slice(1).join(', '),
    });
  }
  return found;
}

/** The source files under git's care that the rules read. */
export function sourceFiles(root: string): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return out
    .split('\n')
    .filter((f) => /^(apps|packages)\/.*\.(ts|tsx|mjs)$/.test(f) && !f.includes('/node_modules/'))
    .filter((f) => {
      try {
        readFileSync(join(root, f));
        return true;
      } catch {
        return false; // deleted in the work tree, not yet in git
      }
    });
}

/** Prints the violations grouped by rule; the exit code is 1 when there is any. */
export function report(found: readonly Violation[]): string {
  const lines: string[] = [];
  for (const rule of [...new Set(found.map((v) => v.rule))]) {
    const mine = found.filter((v) => v.rule === rule);
    lines.push(`✖ ${rule} (${mine.length}): ${mine[0]!.why}`);
    for (const v of mine) lines.push(`    ${v.at} → ${v.detail}`);
  }
  return lines.join('\n');
}

export type { Edge };
