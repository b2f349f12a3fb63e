import { areaLevelOfCode, type DataSourceFilter } from '@fengshou/core';
import type { PlateView } from '@fengshou/core/contract';
import type { ChartTheme } from '@fengshou/core/plates';
import { missingHint, missingOf, periodOfResult, type Row, shapeResult } from '@fengshou/core/plates';
import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import type { AreaRef } from '../area/area-store';
import { PlateEmpty, PlateFailed, PlateLoading, type PlateState } from './plate-state';
import { type AreaSource, type PlateRow, plateContext, usePlateData } from './use-dashboard-data';
import { visualOf } from './visuals/registry';

interface PlateBodyProps {
  plate: PlateRow;
  view: PlateView;
  source: AreaSource | null;
  area: AreaRef;
  theme: ChartTheme;
  onDrill: (area: AreaRef) => void;
  onState: (state: PlateState) => void;
  /** Told the period the drawn figures cover (null when they state none). */
  onPeriod?: (period: string | null) => void;
  /** The dashboard's linkage filter as this plate sees it (its `$_filter…` context). */
  filter?: DataSourceFilter;
  /** A click on an element of a plate with a linkage. */
  onPick?: (plate: PlateRow, row: Row) => void;
}

function DataBody(props: PlateBodyProps) {
  const { plate, view, source, area, theme, onDrill, onState, onPeriod, filter, onPick } = props;
  const ctx = useMemo(() => {
    const own = plateContext(plate, source);
    return own && filter ? { ...own, filter } : own;
  }, [plate, source, filter]);
  const pick = useCallback((row: Row) => onPick?.(plate, row), [onPick, plate]);
  const data = usePlateData(plate, ctx, view.refreshSeconds);
  // Nothing recorded in the area yet: what is missing is said instead of zeros or an empty chart.
  const missing = useMemo(() => missingOf(data.data), [data.data]);
  const shaped = useMemo(
    () => (data.data == null || missing ? null : shapeResult(data.data, view)),
    [data.data, missing, view],
  );
  const empty = missing !== null || (shaped !== null && shaped.rows.length === 0);
  // A chart of a list without numbers cannot be drawn; its rows are listed instead.
  const name =
    visualOf(view.visual).chart && shaped && shaped.series.length === 0 ? 'scroll-list' : view.visual;
  const visual = visualOf(name);
  // The data last drawn by the chart: new data counts as drawn only once the chart has drawn it.
  const [drawnData, setDrawnData] = useState<unknown>(null);
  const chartDrawn = shaped !== null && drawnData === shaped;
  const chartView = useMemo(() => ({ ...view, visual: name }), [view, name]);
  // Another area's figures are on their way: the last ones stay drawn until they arrive.
  const refreshing = ctx === null || data.isPlaceholderData;
  const state: PlateState =
    refreshing || data.isPending
      ? 'loading'
      : data.isError
        ? 'error'
        : data.data === null || empty
          ? 'empty'
          : visual.chart && !chartDrawn
            ? 'loading'
            : 'drawn';
  useLayoutEffect(() => onState(state), [state, onState]);
  const period = useMemo(() => periodOfResult(data.data), [data.data]);
  useLayoutEffect(() => onPeriod?.(period), [period, onPeriod]);
  if (data.isPending || (ctx === null && data.data === undefined)) return <PlateLoading />;
  if (data.isError) return <PlateFailed error={data.error} retry={() => void data.refetch()} />;
  if (missing) return <PlateEmpty hint={missingHint(missing)} />;
  if (!shaped || empty) return <PlateEmpty text={data.data === null ? '未配置数据源' : '暂无数据'} />;
  const { Component } = visual;
  return (
    <Component
      shaped={shaped}
      view={chartView}
      theme={theme}
      area={area}
      label={plate.plateName}
      onDrill={view.drill ? (row: Row) => onDrill(rowArea(row, area)) : undefined}
      onPick={plate.linkage && onPick ? pick : undefined}
      onDrillArea={onDrill}
      onDrawn={() => setDrawnData(shaped)}
    />
  );
}

/**
 * The child area a drilled row names (a breakdown by area carries areaId and the area's name); its level
 * comes from the code itself, since a breakdown may skip a level (上海市 → districts, past 市辖区).
 */
function rowArea(row: Row, parent: AreaRef): AreaRef {
  return {
    areaId: Number(row.areaId),
    areaName: String(row.name ?? row.areaName ?? row.areaId),
    level: areaLevelOfCode(Number(row.areaId)) ?? Math.min(parent.level + 1, 5),
  };
}

/** The drawing part of a plate: its own body (images) without a data source, else the source's result. */
export function PlateBody(props: PlateBodyProps) {
  const { Standalone } = visualOf(props.view.visual);
  if (Standalone && !props.plate.interfaceUrl) {
    return <Standalone plate={props.plate} onState={props.onState} />;
  }
  return <DataBody {...props} />;
}
