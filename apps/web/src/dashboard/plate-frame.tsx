import { InfoCircleOutlined, RightOutlined } from '@ant-design/icons';
import type { DataSourceFilter } from '@fengshou/core';
import type { ChartTheme, Row } from '@fengshou/core/plates';
import { viewOf } from '@fengshou/core/plates';
import { Tooltip } from 'antd';
import { type CSSProperties, memo, useCallback, useMemo, useState } from 'react';
import type { AreaRef } from '../area/area-store';
import { PlateBody } from './plate-body';
import type { PlateState } from './plate-state';
import type { AreaSource, PlateRow } from './use-dashboard-data';

interface PlateFrameProps {
  plate: PlateRow;
  gridArea: string;
  bordered: boolean;
  source: AreaSource | null;
  area: AreaRef;
  theme: ChartTheme;
  onDrill: (area: AreaRef) => void;
  onDetail: (plate: PlateRow) => void;
  /** Told whenever the plate's drawing state changes (the screen's loading bar counts them). */
  onStateChange?: (plateId: number, state: PlateState) => void;
  /** The dashboard's linkage filter as this plate sees it. */
  filter?: DataSourceFilter;
  /** A click on an element of a plate with a linkage (联动). */
  onPick?: (plate: PlateRow, row: Row) => void;
  /** A word after the name: the crop a price plate follows. */
  tag?: string;
}

/**
 * One plate (spec §3): its name with the remark as a tooltip, the declaration as a description line,
 * the detail link when detailFlag is 1, and the drawing of its data source. Memoised: the screen renders
 * again whenever a plate settles (the loading bar counts them), and the other plates need not.
 */
export const PlateFrame = memo(function PlateFrame({
  plate,
  gridArea,
  bordered,
  source,
  area,
  theme,
  onDrill,
  onDetail,
  onStateChange,
  filter,
  onPick,
  tag,
}: PlateFrameProps) {
  const [state, setState] = useState<PlateState>('loading');
  const [period, setPeriod] = useState<string | null>(null);
  const onState = useCallback(
    (s: PlateState) => {
      setState(s);
      onStateChange?.(plate.id, s);
    },
    [onStateChange, plate.id],
  );
  // Stable per plate: the data shaping and chart options are memoised on it.
  const view = useMemo(() => viewOf(plate), [plate]);
  const style: CSSProperties = { gridArea };
  return (
    <section
      className={`dash-plate${bordered ? ' is-bordered' : ''}${plate.linkage ? ' is-linked' : ''}`}
      style={style}
      data-plate-id={plate.id}
      data-visual={view.visual}
      data-state={state}
      aria-label={plate.plateName}
    >
      <header className="dash-plate-head">
        <h2 className="dash-plate-title">
          {plate.remark ? (
            <Tooltip title={plate.remark}>
              <span className="dash-plate-name">
                {plate.plateName}
                {tag ? <em className="dash-plate-tag">{tag}</em> : null}
                <InfoCircleOutlined className="dash-plate-hint" />
              </span>
            </Tooltip>
          ) : (
            <span className="dash-plate-name">
              {plate.plateName}
              {tag ? <em className="dash-plate-tag">{tag}</em> : null}
            </span>
          )}
          {period ? (
            <span className="dash-plate-period" title={period}>
              （{period}）
            </span>
          ) : null}
        </h2>
        {plate.detailFlag === 1 ? (
          <button type="button" className="dash-plate-detail" onClick={() => onDetail(plate)}>
            详情
            <RightOutlined />
          </button>
        ) : null}
      </header>
      {plate.declaration ? (
        <p className="dash-plate-desc" title={plate.declaration}>
          {plate.declaration}
        </p>
      ) : null}
      <div className="dash-plate-body">
        <PlateBody
          plate={plate}
          view={view}
          source={source}
          area={area}
          theme={theme}
          onDrill={onDrill}
          onState={onState}
          onPeriod={setPeriod}
          filter={filter}
          onPick={onPick}
        />
      </div>
    </section>
  );
});
