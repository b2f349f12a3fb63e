import type { PlateView } from '@fengshou/core/contract';
import type { ChartTheme, Row, Shaped } from '@fengshou/core/plates';
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
  const { shaped, view, theme, label, onDrill, onDrawn } = props;
  const option = useMemo(() => build(shaped, view, theme), [build, shaped, view, theme]);
  const drill =
    onDrill && view.drill
      ? (e: { dataIndex: number }) => {
          const row = rowAt(shaped, view, e.dataIndex);
          if (row && typeof row.areaId === 'number') onDrill(row);
        }
      : undefined;
  return <EChart option={option} onClick={drill} onRendered={onDrawn} label={label} />;
}
