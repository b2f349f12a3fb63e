import type { PlateView } from '@fengshou/core/contract';
import { useMemo } from 'react';
import { EChart } from '../../ui/echart';
import { type ChartTheme, cartesianOption, gaugeOption, pieOption } from '../chart-options';
import type { Row, Shaped } from '../shape';

interface ChartVisualProps {
  shaped: Shaped;
  view: PlateView;
  theme: ChartTheme;
  label: string;
  onDrill?: (row: Row) => void;
  onDrawn?: () => void;
}

/** Bar, line, pie/ring and gauge plates through the one ECharts wrapper. */
export function ChartVisual({ shaped, view, theme, label, onDrill, onDrawn }: ChartVisualProps) {
  const option = useMemo(() => {
    if (view.visual === 'pie' || view.visual === 'ring') return pieOption(shaped, view, theme);
    if (view.visual === 'gauge') return gaugeOption(shaped, view, theme);
    return cartesianOption(shaped, view, theme);
  }, [shaped, view, theme]);
  const horizontal = view.visual === 'bar' && view.horizontal === true;
  const drill =
    onDrill && view.drill
      ? (e: { dataIndex: number }) => {
          const i = horizontal ? shaped.rows.length - 1 - e.dataIndex : e.dataIndex;
          const row = shaped.rows[i];
          if (row && typeof row.areaId === 'number') onDrill(row);
        }
      : undefined;
  return <EChart option={option} onClick={drill} onRendered={onDrawn} label={label} />;
}
