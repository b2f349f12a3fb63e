import { chartVisual } from '../chart-visual';
import { gaugeOption } from './gauge-option';

/** A gauge of the first row's first figure. */
export const gaugeVisual = chartVisual(gaugeOption);
