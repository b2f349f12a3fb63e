import { pieOption } from '@fengshou/core/plates';
import { ChartVisual } from '../chart-visual';
import type { VisualDef, VisualProps } from '../types';

function PieVisual(props: VisualProps) {
  return <ChartVisual {...props} build={pieOption} />;
}

/** A pie of the first series by label. */
export const pieVisual: VisualDef = { Component: PieVisual, chart: true };
