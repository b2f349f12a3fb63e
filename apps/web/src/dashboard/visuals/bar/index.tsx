import { barOption, isHorizontal } from '@fengshou/core/plates';
import { ChartVisual, type RowAt } from '../chart-visual';
import type { VisualDef, VisualProps } from '../types';

// Lying bars are drawn last row first, so the first row is on top.
const rowAt: RowAt = (shaped, view, i) => shaped.rows[isHorizontal(view) ? shaped.rows.length - 1 - i : i];

function BarVisual(props: VisualProps) {
  return <ChartVisual {...props} build={barOption} rowAt={rowAt} />;
}

/** Bars (vertical, or horizontal with `view.horizontal`); stacked with `view.stack`. */
export const barVisual: VisualDef = { Component: BarVisual, chart: true };
