/**
 * Start-up and command-line progress: each step is shown as it begins and as it ends with its row count, so
 * a first start that generates a county for a minute never looks like a hang. On a terminal one live line
 * carries a bar over the steps and the running step's elapsed time; elsewhere (logs, CI, systemd) plain
 * lines, one when a step begins and one when it ends.
 */
export interface Progress {
  /** A step begins; the returned function ends it with the rows it wrote. */
  begin(name: string): (rows: number) => void;
}

interface Out {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

const BAR = 24;
const fmtRows = (n: number) => n.toLocaleString('en-US');
const fmtMs = (ms: number) => (ms < 10_000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`);

/** A progress reporter for `total` steps (0 when unknown) on `out`, a terminal or not. */
export function createProgress(total: number, out: Out = process.stdout): Progress {
  let done = 0;
  const counter = () => {
    const width = String(Math.max(total, done + 1)).length;
    return total ? `[${String(done + 1).padStart(width)}/${total}]` : '  ';
  };
  if (!out.isTTY) {
    return {
      begin(name) {
        const head = `${counter()} ${name}`;
        out.write(`${head} …\n`);
        const t0 = performance.now();
        return (rows) => {
          out.write(`${head.padEnd(40)} ${fmtRows(rows).padStart(11)} rows ${fmtMs(ms(t0)).padStart(9)}\n`);
          done++;
        };
      },
    };
  }
  return {
    begin(name) {
      const head = counter();
      const t0 = performance.now();
      const draw = () => {
        const filled = total ? Math.round((done / total) * BAR) : 0;
        const bar = total ? `${'█'.repeat(filled)}${'░'.repeat(BAR - filled)} ` : '';
        const line = `${bar}${head} ${name} … ${fmtMs(ms(t0))}`;
        out.write(`\r\x1b[K${line.slice(0, (out.columns ?? 120) - 1)}`);
      };
      draw();
      // The database runs in another thread or process, so the timer keeps ticking while a step works.
      const timer = setInterval(draw, 250);
      timer.unref();
      return (rows) => {
        clearInterval(timer);
        out.write(
          `\r\x1b[K${`${head} ${name}`.padEnd(40)} ${fmtRows(rows).padStart(11)} rows ${fmtMs(ms(t0)).padStart(9)}\n`,
        );
        done++;
      };
    },
  };
}

function ms(t0: number): number {
  return Math.round(performance.now() - t0);
}
