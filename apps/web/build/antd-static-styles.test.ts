import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { stripStyleFunctions } from './antd-static-styles';

const antdEs = join(dirname(createRequire(import.meta.url).resolve('antd/package.json')), 'es');
const parse = (code: string) => parseAst(code) as never;

/** Every style module of the installed antd, as the plugin's pattern picks them. */
function styleModules(dir = antdEs): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return styleModules(path);
    return /[\\/]style[\\/][^\\/]+\.js$/.test(path) ? [path] : [];
  });
}

describe('antd static styles (build plugin)', () => {
  it('replaces the style function of a hook and keeps its name, tokens and options', () => {
    const code = `import { genStyleHooks } from '../../theme/internal';
const genButtonStyle = token => ({ [token.componentCls]: { color: token.colorText } });
export default genStyleHooks('Button', token => [genButtonStyle(token), '样式'], prepareComponentToken, { unitless: { fontWeight: true } });`;
    const out = stripStyleFunctions(code, parse)!;
    expect(out).toContain(
      "genStyleHooks('Button', () => [], prepareComponentToken, { unitless: { fontWeight: true } })",
    );
    // What only the style function used is no longer referenced: the bundler drops it.
    expect(out.split('genButtonStyle(')).toHaveLength(1);
    expect(stripStyleFunctions("export const x = genCalc('css');", parse)).toBeNull();
  });

  it('finds a style function in every style hook of the installed antd and leaves valid modules', () => {
    const files = styleModules();
    let hooks = 0;
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      const calls = (code.match(/\b(genStyleHooks|genComponentStyleHook|genSubStyleComponent)\(/g) ?? [])
        .length;
      // Imports name the hooks too (`import { genStyleHooks } …`): those are not calls.
      const out = stripStyleFunctions(code, parse);
      if (calls === 0) {
        expect(out, file).toBeNull();
        continue;
      }
      hooks += calls;
      expect(out, file).not.toBeNull();
      expect(() => parseAst(out!), file).not.toThrow();
      expect((out!.match(/\(\s*[^()]*,\s*\(\) => \[\]/g) ?? []).length, file).toBe(calls);
    }
    // antd 6 declares its components' styles in about 80 hooks; far fewer means the pattern went stale.
    expect(hooks).toBeGreaterThan(70);
  });
});
