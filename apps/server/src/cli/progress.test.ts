import { describe, expect, it } from 'vitest';
import { createProgress } from './progress';

function sink(isTTY: boolean) {
  const out = { isTTY, columns: 100, text: '', write: (t: string) => (out.text += t) };
  return out;
}

describe('start-up progress', () => {
  it('writes plain lines off a terminal: each step as it begins and as it ends with its rows', () => {
    const out = sink(false);
    const p = createProgress(2, out);
    const end = p.begin('areas');
    expect(out.text).toBe('[1/2] areas …\n');
    end(10091);
    p.begin('portal')(3);
    const lines = out.text.trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^\[1\/2\] areas\s+10,091 rows\s+\d+ ms$/);
    expect(lines[3]).toMatch(/^\[2\/2\] portal\s+3 rows/);
    expect(out.text).not.toContain('\r');
  });

  it('redraws one line with a bar on a terminal and leaves a finished line per step', () => {
    const out = sink(true);
    const p = createProgress(4, out);
    p.begin('areas')(5);
    const end = p.begin('farms');
    // One of four steps done: a quarter of the bar is filled.
    expect(out.text).toContain(`\r\x1b[K${'█'.repeat(6)}${'░'.repeat(18)} [2/4] farms …`);
    end(7);
    const finished = out.text.split('\n').map((l) => l.split('\r\x1b[K').at(-1));
    expect(finished[0]).toMatch(/^\[1\/4\] areas\s+5 rows/);
    expect(finished[1]).toMatch(/^\[2\/4\] farms\s+7 rows/);
  });
});
