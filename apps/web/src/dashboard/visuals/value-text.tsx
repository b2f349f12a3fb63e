import { formatValue, type Series } from '../shape';

/** A figure in its series' format (万/亿, percent, plain) with its unit, or a text field as it is. */
export function ValueText({ value, series }: { value: unknown; series: Series }) {
  const { text, unit } = formatValue(value, series);
  if (series.format === 'text') return <span className="dv-text">{text}</span>;
  return (
    <>
      <span className="dv-num">{text}</span>
      {unit ? <span className="dv-unit">{unit}</span> : null}
    </>
  );
}
