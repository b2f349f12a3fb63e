import { ALARM_STATUS_COLORS, ALARM_STATUS_LABELS, type AlarmStatus } from '@fengshou/core';
import { formatValue, type Series } from '@fengshou/core/plates';

// Lifecycle words of an alarm (未处理, 已确认, ...) read at a glance on a wall screen as coloured tags; the
// plates' columns are plain text fields, so the word itself picks the colour.
const STATUS_TONES = new Map(
  (Object.keys(ALARM_STATUS_LABELS).map(Number) as AlarmStatus[]).map((s) => [
    ALARM_STATUS_LABELS[s],
    ALARM_STATUS_COLORS[s],
  ]),
);

/** A figure in its series' format (万/亿, percent, plain) with its unit, or a text field as it is. */
export function ValueText({ value, series }: { value: unknown; series: Series }) {
  const { text, unit } = formatValue(value, series);
  if (series.format === 'text') {
    const tone = STATUS_TONES.get(text);
    return tone ? (
      <span className={`dv-text dv-status dv-status-${tone}`}>{text}</span>
    ) : (
      <span className="dv-text">{text}</span>
    );
  }
  return (
    <>
      <span className="dv-num">{text}</span>
      {unit ? <span className="dv-unit">{unit}</span> : null}
    </>
  );
}
