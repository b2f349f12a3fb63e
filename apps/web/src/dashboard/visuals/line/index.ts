import { chartVisual } from '../chart-visual';
import { lineOption } from './line-option';

/** Lines (smooth and over an area unless the view says otherwise); stacked with `view.stack`. */
export const lineVisual = chartVisual(lineOption);
