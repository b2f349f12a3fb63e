import { labelText, rankedRows, toNumber } from '@fengshou/core/plates';
import type { VisualDef, VisualProps } from '../types';
import { ValueText } from '../value-text';

/** Ranking: rows by the first series, highest first, with a bar of their share of the top. */
function RankVisual({ shaped, onDrill, onPick }: VisualProps) {
  const s = shaped.series[0];
  const rows = rankedRows(shaped);
  const top = s ? Math.max(...rows.map((r) => toNumber(r[s.field]) ?? 0), 1) : 1;
  return (
    <ol className="dv-rank">
      {rows.map((r, i) => {
        const drill = onPick
          ? () => onPick(r)
          : onDrill && typeof r.areaId === 'number'
            ? () => onDrill(r)
            : undefined;
        const share = s ? Math.max(0, (toNumber(r[s.field]) ?? 0) / top) : 0;
        const name = labelText(r, shaped.label);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat; the rank position is the identity
          <li key={`${name}-${i}`} className={`dv-rank-row${i < 3 ? ' is-top' : ''}`}>
            <span className="dv-rank-no">{i + 1}</span>
            {drill ? (
              <button
                type="button"
                className="dv-rank-name is-link"
                onClick={drill}
                title={onPick ? `联动：${name}` : `进入${name}`}
              >
                {name}
              </button>
            ) : (
              <span className="dv-rank-name">{name}</span>
            )}
            <span className="dv-rank-bar">
              <span style={{ width: `${(share * 100).toFixed(1)}%` }} />
            </span>
            <span className="dv-rank-value">{s ? <ValueText value={r[s.field]} series={s} /> : null}</span>
          </li>
        );
      })}
    </ol>
  );
}

/** A ranking with share bars; rows naming an area drill. */
export const rankVisual: VisualDef = { Component: RankVisual, chart: false };
