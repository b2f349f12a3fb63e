import './metric.css';

export { breakdownOption, MetricChart } from './metric-chart';
export { figureText, MetricStrip } from './metric-strip';
export { useMetricBreakdown, useMetricSummary } from './use-metrics';
