import type { PlateView } from '@fengshou/core/contract';
import type { ChartTheme } from '../../chart-theme';
import type { Shaped } from '../../shape';
import { ChartVisual } from '../chart-visual';
import { pieOption } from '../pie/pie-option';
import type { VisualDef, VisualProps } from '../types';

/** The pie with its middle left out. */
const ringOption = (shaped: Shaped, view: PlateView, theme: ChartTheme) =>
  pieOption(shaped, view, theme, '48%');

function RingVisual(props: VisualProps) {
  return <ChartVisual {...props} build={ringOption} />;
}

/** A ring of the first series by label. */
export const ringVisual: VisualDef = { Component: RingVisual, chart: true };
