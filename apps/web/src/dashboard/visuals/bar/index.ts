import { chartVisual } from '../chart-visual';
import { barOption, isHorizontal } from './bar-option';

/** Bars (vertical, or horizontal with `view.horizontal`); stacked with `view.stack`. */
export const barVisual = chartVisual(
  barOption,
  (shaped, view, i) =>
    // Lying bars are drawn last row first, so the first row is on top.
    shaped.rows[isHorizontal(view) ? shaped.rows.length - 1 - i : i],
);
