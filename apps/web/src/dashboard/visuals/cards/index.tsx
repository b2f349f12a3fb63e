import { labelText, type Series } from '@fengshou/core/plates';
import type { VisualDef, VisualProps } from '../types';
import { ValueText } from '../value-text';

/**
 * Number cards: a figure per row (summary figures) or, for one row, a figure per series. A list with
 * no numbers at all is counted.
 */
function CardsVisual({ shaped }: VisualProps) {
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

/** Number cards. */
export const cardsVisual: VisualDef = { Component: CardsVisual, chart: false };
