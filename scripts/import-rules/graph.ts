import { existsSync, statSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';

/** One import of a file: the specifier as written, whether only types cross it, and the line. */
export interface ImportRef {
  spec: string;
  typeOnly: boolean;
  line: number;
}

/** An edge of the graph: `to` is a repository path for our own files, or the bare specifier of a package. */
export interface Edge extends ImportRef {
  from: string;
  to: string;
  external: boolean;
}

/**
 * Blanks comments and the insides of strings and templates (keeping their length and line breaks), so the
 * patterns below see only code: a `from '…'` in a comment or in generated text is not an import.
 * Quotes of an import's specifier are kept with their content, found again by position.
 */
function codeOnly(src: string): string {
  const out = src.split('');
  let i = 0;
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  while (i < src.length) {
    const c = src[i];
    if (c === '/' && src[i + 1] === '/') {
      const end = src.indexOf('\n', i);
      const stop = end < 0 ? src.length : end;
      blank(i, stop);
      i = stop;
    } else if (c === '/' && src[i + 1] === '*') {
      const end = src.indexOf('*/', i + 2);
      const stop = end < 0 ? src.length : end + 2;
      blank(i, stop);
      i = stop;
    } else if (c === "'" || c === '"') {
      let k = i + 1;
      while (k < src.length && src[k] !== c && src[k] !== '\n') k += src[k] === '\\' ? 2 : 1;
      // A string right after `from`, `import` or `import(` is a specifier and stays.
      if (!/(\bfrom|\bimport|\bimport\s*\()\s*$/.test(src.slice(Math.max(0, i - 12), i))) blank(i + 1, k);
      i = k + 1;
    } else if (c === '`') {
      let k = i + 1;
      while (k < src.length && src[k] !== '`') k += src[k] === '\\' ? 2 : 1;
      blank(i + 1, k);
      i = k + 1;
    } else i++;
  }
  return out.join('');
}

const STATIC = /^[ \t]*(import|export)\s+(type\s+)?([^;'"]*?\bfrom\s*)?['"]([^'"\n]+)['"]/gm;
const DYNAMIC = /\bimport\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** The imports and re-exports of a TypeScript or JavaScript source, static and dynamic. */
export function importsOf(src: string): ImportRef[] {
  const code = codeOnly(src);
  const lineAt = (at: number) => code.slice(0, at).split('\n').length;
  const refs: ImportRef[] = [];
  for (const m of code.matchAll(STATIC)) {
    // `export const x = …` has no `from` and no quote right after: the pattern only takes a specifier.
    if (m[1] === 'export' && !m[3]) continue;
    const names = m[3] ?? '';
    const typeOnly = Boolean(m[2]) || (/^\{[^}]*\}/.test(names.trim()) && allTypes(names));
    refs.push({ spec: m[4]!, typeOnly, line: lineAt(m.index) });
  }
  for (const m of code.matchAll(DYNAMIC)) refs.push({ spec: m[1]!, typeOnly: false, line: lineAt(m.index) });
  return refs;
}

/** `{ type A, type B } from` imports only types (a `{ type A, b }` brings a value too). */
function allTypes(names: string): boolean {
  const inner = /\{([^}]*)\}/.exec(names)?.[1] ?? '';
  const parts = inner
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return parts.length > 0 && parts.every((p) => p.startsWith('type '));
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** Workspace packages by name, and the folder their bare specifier resolves in. */
export interface WorkspacePackage {
  name: string;
  /** Repository path of the package's source root (`packages/core/src`). */
  src: string;
  /** The entry of the bare name (`index.ts`) and of its sub-paths: `contract` → `contract/index.ts`. */
}

/** Resolves a specifier of `from` to a repository path, or null for a package outside the repository. */
export function resolveSpec(
  root: string,
  from: string,
  spec: string,
  pkgs: WorkspacePackage[],
): string | null {
  let base: string | null = null;
  if (spec.startsWith('.')) base = posix.join(posix.dirname(from), spec);
  else {
    const pkg = pkgs.find((p) => spec === p.name || spec.startsWith(`${p.name}/`));
    if (pkg) base = posix.join(pkg.src, spec.slice(pkg.name.length) || 'index.ts');
  }
  if (base === null) return null;
  const stem = base.replace(/\.js$/, '');
  for (const ext of EXTENSIONS) {
    for (const candidate of [`${base}${ext}`, `${stem}${ext}`]) {
      const abs = join(root, candidate);
      if (existsSync(abs) && statSync(abs).isFile()) return relative(root, abs).split('\\').join('/');
    }
  }
  // Our own file that does not exist (yet) is still ours: rules see where it points.
  return posix.normalize(base);
}

/** The edges of every file: resolved paths for our own files, bare names for packages. */
export function buildEdges(
  root: string,
  files: readonly string[],
  read: (path: string) => string,
  pkgs: WorkspacePackage[],
): Edge[] {
  const edges: Edge[] = [];
  for (const from of files) {
    for (const ref of importsOf(read(from))) {
      const to = resolveSpec(root, from, ref.spec, pkgs);
      edges.push({ ...ref, from, to: to ?? ref.spec, external: to === null });
    }
  }
  return edges;
}

/**
 * The import cycles among files (strongly connected components of more than one file, or a self-import).
 * Only imports that load code count: a ring closed by `import type` decides no load order (TypeScript erases
 * it), and the floors already keep such references pointing down.
 */
export function cycles(edges: readonly Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) {
    if (e.external || e.typeOnly) continue;
    next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  }
  // Tarjan's algorithm, iterative so a deep chain of imports cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  let counter = 0;
  for (const start of next.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; i: number }[] = [{ node: start, i: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const top = work[work.length - 1]!;
      const outs = next.get(top.node) ?? [];
      if (top.i < outs.length) {
        const w = outs[top.i++]!;
        if (!index.has(w)) {
          index.set(w, counter);
          low.set(w, counter++);
          stack.push(w);
          onStack.add(w);
          work.push({ node: w, i: 0 });
        } else if (onStack.has(w)) low.set(top.node, Math.min(low.get(top.node)!, index.get(w)!));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1]!.node;
        low.set(parent, Math.min(low.get(parent)!, low.get(top.node)!));
      }
      if (low.get(top.node) === index.get(top.node)) {
        const scc: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          scc.push(w);
        } while (w !== top.node);
        const selfLoop = scc.length === 1 && outs.includes(top.node);
        if (scc.length > 1 || selfLoop) found.push(scc.sort());
      }
    }
  }
  return found;
}

/** The directory of a repository path (for messages). */
export const folderOf = (path: string) => dirname(path);
