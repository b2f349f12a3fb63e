import { chartVisual } from '../chart-visual';
import { pieOption } from '../pie/pie-option';

/** A ring: the pie with its middle left out. */
export const ringVisual = chartVisual((shaped, view, theme) => pieOption(shaped, view, theme, '48%'));
