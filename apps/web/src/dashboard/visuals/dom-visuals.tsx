import { useEffect, useRef, useState } from 'react';
import { formatValue, labelText, type Row, type Series, type Shaped, toNumber } from '../shape';

/** A row the user can drill into (it names an area). */
export type DrillHandler = (row: Row) => void;

function ValueText({ value, series }: { value: unknown; series: Series }) {
  const { text, unit } = formatValue(value, series);
  if (series.format === 'text') return <span className="dv-text">{text}</span>;
  return (
    <>
      <span className="dv-num">{text}</span>
      {unit ? <span className="dv-unit">{unit}</span> : null}
    </>
  );
}

/**
 * Number cards: a figure per row (summary figures) or, for one row, a figure per series. A list with
 * no numbers at all is counted.
 */
export function CardsVisual({ shaped }: { shaped: Shaped }) {
  const { rows, series, label } = shaped;
  let cards: { key: string; name: string; value: unknown; series: Series }[];
  if (series.length === 0) {
    cards = [
      {
        key: 'n',
        name: '数量',
        value: rows.length,
        series: { field: '', name: '', unit: '项', format: 'large' },
      },
    ];
  } else if (rows.length === 1 || series[0]?.field !== 'value') {
    const row = rows[0] ?? {};
    cards = series.map((s) => ({ key: s.field, name: s.name, value: row[s.field], series: s }));
  } else {
    cards = rows.map((r, i) => ({
      key: `${i}`,
      name: labelText(r, label),
      value: r.value,
      series: { ...series[0]!, unit: typeof r.unit === 'string' ? r.unit : series[0]!.unit },
    }));
  }
  return (
    <ul className={`dv-cards dv-cards-${Math.min(cards.length, 6)}`}>
      {cards.slice(0, 12).map((c) => (
        <li key={c.key} className="dv-card">
          <div className="dv-card-value">
            <ValueText value={c.value} series={c.series} />
          </div>
          <div className="dv-card-name" title={c.name}>
            {c.name}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Ranking: rows by the first series, highest first, with a bar of their share of the top. */
export function RankVisual({ shaped, onDrill }: { shaped: Shaped; onDrill?: DrillHandler }) {
  const s = shaped.series[0];
  const rows = s
    ? [...shaped.rows].sort(
        (a, b) => (toNumber(b[s.field]) ?? -Infinity) - (toNumber(a[s.field]) ?? -Infinity),
      )
    : [...shaped.rows];
  const top = s ? Math.max(...rows.map((r) => toNumber(r[s.field]) ?? 0), 1) : 1;
  return (
    <ol className="dv-rank">
      {rows.map((r, i) => {
        const drill = onDrill && typeof r.areaId === 'number' ? () => onDrill(r) : undefined;
        const share = s ? Math.max(0, (toNumber(r[s.field]) ?? 0) / top) : 0;
        const name = labelText(r, shaped.label);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat; the rank position is the identity
          <li key={`${name}-${i}`} className={`dv-rank-row${i < 3 ? ' is-top' : ''}`}>
            <span className="dv-rank-no">{i + 1}</span>
            {drill ? (
              <button type="button" className="dv-rank-name is-link" onClick={drill} title={`进入${name}`}>
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

function columnsOf(shaped: Shaped): Series[] {
  return [{ field: shaped.label, name: '名称', unit: '', format: 'text' }, ...shaped.series];
}

/** A table of the rows: the label column and one column per series. */
export function TableVisual({ shaped, onDrill }: { shaped: Shaped; onDrill?: DrillHandler }) {
  const columns = columnsOf(shaped);
  return (
    <div className="dv-table-wrap">
      <table className="dv-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.field}>
                {c.name}
                {c.unit && c.format !== 'large' ? `（${c.unit}）` : ''}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shaped.rows.map((r, i) => (
            <tr
              // biome-ignore lint/suspicious/noArrayIndexKey: rows of a result have no id of their own
              key={i}
              className={onDrill && typeof r.areaId === 'number' ? 'is-link' : undefined}
              onClick={onDrill && typeof r.areaId === 'number' ? () => onDrill(r) : undefined}
            >
              {columns.map((c, j) => (
                <td key={c.field}>
                  {j === 0 ? labelText(r, c.field) : <ValueText value={r[c.field]} series={c} />}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A list that scrolls by itself when it is longer than its box (a wall screen has no one to scroll it),
 * pausing under the mouse. The animation is CSS on a doubled list, so no timer keeps running.
 */
export function ScrollListVisual({ shaped }: { shaped: Shaped }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [overflow, setOverflow] = useState(false);
  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    // The list is read at each check: a new head record mounts a new one (below).
    const check = () => setOverflow((listRef.current?.scrollHeight ?? 0) > box.clientHeight + 2);
    const observer = new ResizeObserver(check);
    observer.observe(box);
    check();
    return () => observer.disconnect();
  }, []);
  // Records (text fields only) read as a title with a line of details under it.
  const records = shaped.series.length > 0 && shaped.series.every((s) => s.format === 'text');
  const items = shaped.rows.map((r, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: rows of a result have no id of their own
    <li key={i} className={`dv-scroll-item${records ? ' is-record' : ''}`}>
      <span className="dv-scroll-name" title={labelText(r, shaped.label)}>
        {labelText(r, shaped.label)}
      </span>
      {records ? (
        <span className="dv-scroll-meta">
          {shaped.series
            .filter((s) => s.field !== shaped.label)
            .map((s) => (
              <ValueText key={s.field} value={r[s.field]} series={s} />
            ))}
        </span>
      ) : (
        shaped.series.map((s) => (
          <span key={s.field} className="dv-scroll-value">
            <ValueText value={r[s.field]} series={s} />
          </span>
        ))
      )}
    </li>
  ));
  const seconds = Math.max(8, shaped.rows.length * 1.6);
  // A new record at the head (a live alarm) starts the scroll again from the top, so it is on screen at once
  // rather than when the loop comes round.
  const head = shaped.rows[0];
  const headKey = head ? String(head.key ?? labelText(head, shaped.label)) : '';
  return (
    <div ref={boxRef} className={`dv-scroll${overflow ? ' is-moving' : ''}`}>
      <div
        key={headKey}
        className="dv-scroll-track"
        style={overflow ? { animationDuration: `${seconds}s` } : undefined}
      >
        <ul ref={listRef} className="dv-scroll-list">
          {items}
        </ul>
        {overflow ? (
          <ul className="dv-scroll-list" aria-hidden="true">
            {items}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
