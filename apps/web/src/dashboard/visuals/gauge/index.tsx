import { gaugeOption } from '@fengshou/core/plates';
import { ChartVisual } from '../chart-visual';
import type { VisualDef, VisualProps } from '../types';

function GaugeVisual(props: VisualProps) {
  return <ChartVisual {...props} build={gaugeOption} />;
}

/** A gauge of the first row's first figure. */
export const gaugeVisual: VisualDef = { Component: GaugeVisual, chart: true };
