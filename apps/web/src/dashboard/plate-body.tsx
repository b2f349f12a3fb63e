import { areaLevelOfCode } from '@fengshou/core';
import type { PlateView } from '@fengshou/core/contract';
import { Button, Empty, Spin } from 'antd';
import { useLayoutEffect, useMemo, useState } from 'react';
import { errorText } from '../api';
import type { AreaRef } from '../area/area-store';
import type { ChartTheme } from './chart-options';
import { ImageCarousel } from './image-carousel';
import { ImageViewer } from './image-viewer';
import { type Row, shapeResult } from './shape';
import {
  type AreaSource,
  type PlateRow,
  plateContext,
  usePlateData,
  usePlateImages,
} from './use-dashboard-data';
import { ChartVisual } from './visuals/chart-visual';
import { CardsVisual, RankVisual, ScrollListVisual, TableVisual } from './visuals/dom-visuals';
import { MapVisual } from './visuals/map-visual';

/**
 * Where a plate's drawing stands; the frame exposes it as data-state for tests and benchmarks. Told in a
 * layout effect, so the frame's state and the loading bar change in the frame that shows the content, not
 * after it is painted and the screen's passive effects have run.
 */
export type PlateState = 'loading' | 'error' | 'empty' | 'drawn';

interface PlateBodyProps {
  plate: PlateRow;
  view: PlateView;
  source: AreaSource | null;
  area: AreaRef;
  theme: ChartTheme;
  onDrill: (area: AreaRef) => void;
  onState: (state: PlateState) => void;
}

const CHARTS = new Set(['bar', 'line', 'pie', 'ring', 'gauge']);

function Loading() {
  return (
    <div className="plate-state" role="status" aria-label="加载中">
      <Spin />
    </div>
  );
}

function Failed({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div className="plate-state is-error" role="alert">
      <span>{errorText(error)}</span>
      <Button size="small" onClick={retry}>
        重新加载
      </Button>
    </div>
  );
}

function Nothing({ text = '暂无数据' }: { text?: string }) {
  return (
    <div className="plate-state">
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />
    </div>
  );
}

function CarouselBody({ plate, onState }: Pick<PlateBodyProps, 'plate' | 'onState'>) {
  const images = usePlateImages(plate.id, true);
  const [viewing, setViewing] = useState<number | null>(null);
  const list = images.data ?? [];
  const state: PlateState = images.isPending
    ? 'loading'
    : images.isError
      ? 'error'
      : list.length
        ? 'drawn'
        : 'empty';
  useLayoutEffect(() => onState(state), [state, onState]);
  if (state === 'loading') return <Loading />;
  if (state === 'error') return <Failed error={images.error} retry={() => void images.refetch()} />;
  if (state === 'empty') return <Nothing text="暂无图片" />;
  return (
    <>
      <ImageCarousel images={list} onOpen={setViewing} />
      {viewing !== null ? (
        <ImageViewer images={list} start={viewing} onClose={() => setViewing(null)} />
      ) : null}
    </>
  );
}

function DataBody({ plate, view, source, area, theme, onDrill, onState }: PlateBodyProps) {
  const ctx = useMemo(() => plateContext(plate, source), [plate, source]);
  const data = usePlateData(plate, ctx, view.refreshSeconds);
  const shaped = useMemo(() => (data.data == null ? null : shapeResult(data.data, view)), [data.data, view]);
  const empty = shaped !== null && shaped.rows.length === 0;
  const chart = CHARTS.has(view.visual) || view.visual === 'map';
  // A chart of a list without numbers cannot be drawn; its rows are listed instead.
  const visual = chart && shaped && shaped.series.length === 0 ? 'scroll-list' : view.visual;
  // The data last drawn by the chart: new data counts as drawn only once the chart has drawn it.
  const [drawnData, setDrawnData] = useState<unknown>(null);
  const chartDrawn = shaped !== null && drawnData === shaped;
  const drawsChart = CHARTS.has(visual) || visual === 'map';
  const chartView = useMemo(() => ({ ...view, visual }), [view, visual]);
  // Another area's figures are on their way: the last ones stay drawn until they arrive.
  const refreshing = ctx === null || data.isPlaceholderData;
  const state: PlateState =
    refreshing || data.isPending
      ? 'loading'
      : data.isError
        ? 'error'
        : data.data === null || empty
          ? 'empty'
          : drawsChart && !chartDrawn
            ? 'loading'
            : 'drawn';
  useLayoutEffect(() => onState(state), [state, onState]);
  if (data.isPending || (ctx === null && data.data === undefined)) return <Loading />;
  if (data.isError) return <Failed error={data.error} retry={() => void data.refetch()} />;
  if (!shaped || empty) return <Nothing text={data.data === null ? '未配置数据源' : '暂无数据'} />;
  const drill = view.drill ? (row: Row) => onDrill(rowArea(row, area)) : undefined;
  const drawn = () => setDrawnData(shaped);
  switch (visual) {
    case 'cards':
      return <CardsVisual shaped={shaped} />;
    case 'rank':
      return <RankVisual shaped={shaped} onDrill={drill} />;
    case 'table':
      return <TableVisual shaped={shaped} onDrill={drill} />;
    case 'scroll-list':
    case 'image-carousel':
      return <ScrollListVisual shaped={shaped} />;
    case 'map':
      return <MapVisual area={area} shaped={shaped} theme={theme} onDrill={onDrill} onDrawn={drawn} />;
    default:
      return (
        <ChartVisual
          shaped={shaped}
          view={chartView}
          theme={theme}
          label={plate.plateName}
          onDrill={drill}
          onDrawn={drawn}
        />
      );
  }
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

/** The drawing part of a plate: its images, or its data source's result in its visual. */
export function PlateBody(props: PlateBodyProps) {
  if (props.view.visual === 'image-carousel' && !props.plate.interfaceUrl) {
    return <CarouselBody plate={props.plate} onState={props.onState} />;
  }
  return <DataBody {...props} />;
}
