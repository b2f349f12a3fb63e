import { cardsOf } from '@fengshou/core/plates';
import type { VisualDef, VisualProps } from '../types';
import { ValueText } from '../value-text';

/**
 * Number cards: a figure per row (summary figures) or, for one row, a figure per series. A list with
 * no numbers at all is counted.
 */
function CardsVisual({ shaped }: VisualProps) {
  const cards = cardsOf(shaped);
  return (
    <ul className={`dv-cards dv-cards-${Math.min(cards.length, 6)}`}>
      {cards.map((c) => (
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
