import { ChartVisual } from '../chart-visual';
import type { VisualDef, VisualProps } from '../types';
import { gaugeOption } from './gauge-option';

function GaugeVisual(props: VisualProps) {
  return <ChartVisual {...props} build={gaugeOption} />;
}

/** A gauge of the first row's first figure. */
export const gaugeVisual: VisualDef = { Component: GaugeVisual, chart: true };
