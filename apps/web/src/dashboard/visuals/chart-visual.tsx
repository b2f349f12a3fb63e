import type { PlateView } from '@fengshou/core/contract';
import { type ChartTheme, labelText, type Row, type Shaped } from '@fengshou/core/plates';
import { useMemo } from 'react';
import { EChart } from '../../ui/echart';
import type { ChartOption } from '../../ui/echarts';
import type { VisualProps } from './types';

/** Builds a chart's ECharts option (pure: ECharts itself loads with the first chart drawn). */
export type OptionBuilder = (shaped: Shaped, view: PlateView, theme: ChartTheme) => ChartOption;

/** The row a clicked data item stands for (a chart may draw the rows in another order). */
export type RowAt = (shaped: Shaped, view: PlateView, dataIndex: number) => Row | undefined;

const inOrder: RowAt = (shaped, _view, i) => shaped.rows[i];

interface ChartVisualProps extends VisualProps {
  /** Module-level (stable): the option is memoised on the data, the view and the theme. */
  build: OptionBuilder;
  rowAt?: RowAt;
}

/** A chart visualisation: its option builder drawn through the one ECharts wrapper. */
export function ChartVisual({ build, rowAt = inOrder, ...props }: ChartVisualProps) {
  const { shaped, view, theme, label, onDrill, onPick, onDrawn } = props;
  const option = useMemo(() => build(shaped, view, theme), [build, shaped, view, theme]);
  const click = onPick
    ? (e: { dataIndex: number }) => {
        const row = rowAt(shaped, view, e.dataIndex);
        if (row) onPick(row);
      }
    : onDrill && view.drill
      ? (e: { dataIndex: number }) => {
          const row = rowAt(shaped, view, e.dataIndex);
          if (row && typeof row.areaId === 'number') onDrill(row);
        }
      : undefined;
  return (
    <>
      <EChart option={option} onClick={click} onRendered={onDrawn} label={label} />
      {onPick ? <PickList rows={shaped.rows} label={shaped.label} onPick={onPick} /> : null}
    </>
  );
}

/** The chart's elements as buttons for the keyboard and screen readers: the canvas offers none. */
function PickList({
  rows,
  label,
  onPick,
}: {
  rows: readonly Row[];
  label: string;
  onPick: (row: Row) => void;
}) {
  return (
    <ul className="dash-pick-list" aria-label="联动项">
      {rows.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat; the row's position is its identity
        <li key={i}>
          <button type="button" onClick={() => onPick(r)}>
            {labelText(r, label)}
          </button>
        </li>
      ))}
    </ul>
  );
}
