import { ringOption } from '@fengshou/core/plates';
import { ChartVisual } from '../chart-visual';
import type { VisualDef, VisualProps } from '../types';

function RingVisual(props: VisualProps) {
  return <ChartVisual {...props} build={ringOption} />;
}

/** A ring of the first series by label. */
export const ringVisual: VisualDef = { Component: RingVisual, chart: true };
