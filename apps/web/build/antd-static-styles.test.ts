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

/** Each style module with its number of hook calls (imports name the hooks too: those are not calls). */
function styleModulesByCalls() {
  return styleModules().map((file) => {
    const code = readFileSync(file, 'utf8');
    const calls = (code.match(/\b(genStyleHooks|genComponentStyleHook|genSubStyleComponent)\(/g) ?? [])
      .length;
    return { file, code, calls };
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
    const hooked = styleModulesByCalls().filter((m) => m.calls > 0);
    for (const { file, code, calls } of hooked) {
      const out = stripStyleFunctions(code, parse);
      expect(out, file).not.toBeNull();
      expect(() => parseAst(out!), file).not.toThrow();
      expect((out!.match(/\(\s*[^()]*,\s*\(\) => \[\]/g) ?? []).length, file).toBe(calls);
    }
    // antd 6 declares its components' styles in about 80 hooks; far fewer means the pattern went stale.
    expect(hooked.reduce((n, m) => n + m.calls, 0)).toBeGreaterThan(70);
  });

  it('leaves the style modules without a hook call as they are', () => {
    const plain = styleModulesByCalls().filter((m) => m.calls === 0);
    expect(plain.length).toBeGreaterThan(0);
    for (const { file, code } of plain) expect(stripStyleFunctions(code, parse), file).toBeNull();
  });
});
