import { chartVisual } from '../chart-visual';
import { pieOption } from './pie-option';

/** A pie of the first series by label. */
export const pieVisual = chartVisual((shaped, view, theme) => pieOption(shaped, view, theme));
