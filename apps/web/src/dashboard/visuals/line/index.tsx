import { lineOption } from '@fengshou/core/plates';
import { ChartVisual } from '../chart-visual';
import type { VisualDef, VisualProps } from '../types';

function LineVisual(props: VisualProps) {
  return <ChartVisual {...props} build={lineOption} />;
}

/** Lines (smooth and over an area unless the view says otherwise); stacked with `view.stack`. */
export const lineVisual: VisualDef = { Component: LineVisual, chart: true };
