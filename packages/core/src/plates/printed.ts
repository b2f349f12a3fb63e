import { labelText, type Row, type Series, type Shaped, toNumber } from './shape';

/** A number card: its name, the raw value and the series that formats it. */
export interface Card {
  readonly key: string;
  readonly name: string;
  readonly value: unknown;
  readonly series: Series;
}

/** The most cards a plate shows. */
export const MAX_CARDS = 12;

/**
 * Number cards: a figure per row (summary figures) or, for one row, a figure per series. A list with
 * no numbers at all is counted.
 */
export function cardsOf(shaped: Shaped): Card[] {
  const { rows, series, label } = shaped;
  let cards: Card[];
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
  return cards.slice(0, MAX_CARDS);
}

/** The rows of a ranking: by the first series, highest first (rows without a figure last). */
export function rankedRows(shaped: Shaped): Row[] {
  const s = shaped.series[0];
  return s
    ? [...shaped.rows].sort(
        (a, b) => (toNumber(b[s.field]) ?? -Infinity) - (toNumber(a[s.field]) ?? -Infinity),
      )
    : [...shaped.rows];
}

/** The columns of a table: the label column and one column per series. */
export function tableColumnsOf(shaped: Shaped): Series[] {
  return [{ field: shaped.label, name: '名称', unit: '', format: 'text' }, ...shaped.series];
}

/** A column's heading: its name, and its unit when the cells do not carry one (scaled figures do). */
export function columnTitle(c: Series): string {
  return `${c.name}${c.unit && c.format !== 'large' ? `（${c.unit}）` : ''}`;
}
