import type { Plugin } from 'vite';

/** antd's style modules: each builds a component's CSS-in-JS from its design tokens. */
const STYLE_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/](.+[\\/])?style[\\/][^\\/]+\.js$/;
/** The hooks that take a style function as their second argument. */
const STYLE_HOOKS = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);

interface Node {
  type: string;
  start: number;
  end: number;
  callee?: Node & { name?: string };
  arguments?: Node[];
  [key: string]: unknown;
}

/**
 * Replaces the style function of every antd style hook by one that generates nothing, in the build.
 *
 * The app runs antd in zero-runtime mode (app/theme.ts): its styles come prebuilt (antd/dist/antd.css) and a
 * style hook returns its class hash before it would call the style function. Those functions and the
 * helpers only they use are still bundled, about 40 KB gzipped of a dashboard's JavaScript that never runs;
 * replaced, the bundler drops them. The component tokens (the hooks' third argument) stay: antd still
 * registers each component's CSS variables at run time. A component rendered outside the zero-runtime
 * provider would inject no CSS of its own, and antd.css still styles it.
 */
export function antdStaticStyles(): Plugin {
  return {
    name: 'fengshou-antd-static-styles',
    apply: 'build',
    transform(code, id) {
      if (!STYLE_MODULE.test(id)) return null;
      // No source map: nothing of what is left of these modules is worth debugging in the browser.
      const stripped = stripStyleFunctions(code, (source) => this.parse(source) as unknown as Node);
      return stripped === null ? null : { code: stripped, map: null };
    },
  };
}

/** The module with each style hook's style function replaced, or null when it calls none. */
export function stripStyleFunctions(code: string, parse: (code: string) => Node): string | null {
  const spans: [number, number][] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const n = node as Node;
    const styleFn = n.arguments?.[1];
    if (n.type === 'CallExpression' && STYLE_HOOKS.has(n.callee?.name ?? '') && styleFn) {
      // The other arguments (component tokens, options) are kept as they are.
      spans.push([styleFn.start, styleFn.end]);
      return;
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'type') visit(value);
  };
  visit(parse(code));
  let out = code;
  // From the last to the first, so earlier offsets stay valid.
  for (const [start, end] of spans.sort((a, b) => b[0] - a[0])) {
    out = `${out.slice(0, start)}() => []${out.slice(end)}`;
  }
  return spans.length ? out : null;
}
