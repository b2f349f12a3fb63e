import type { PlateView } from '@fengshou/core/contract';
import { type ChartTheme, shapeResult } from '@fengshou/core/plates';
import { Table } from 'antd';
import { useMemo } from 'react';
import type { AreaRef } from '../../area/area-store';
import { visualOf } from '../../dashboard/visuals/registry';
import { figureText } from '../../ui/metric';
import type { RegionPageData } from './use-region-page';

const MAP_VIEW: PlateView = { visual: 'map', rows: 'rows', drill: true };
const noop = () => {};

type FigureRow = { key: string; name: string; areaId?: number } & Record<string, unknown>;

/**
 * The centre of the region page: the area's child areas coloured by the first key figure (a click drills
 * into one) above a table of every key figure per child area (a row drills too).
 */
export function RegionCentre({
  page,
  theme,
  onDrill,
}: {
  page: RegionPageData;
  theme: ChartTheme;
  onDrill: (area: AreaRef) => void;
}) {
  const figures = page.figures;
  const shaped = useMemo(() => (figures ? shapeResult(figures, MAP_VIEW) : null), [figures]);
  const MapBody = visualOf('map').Component;
  const childLevel = Math.min(page.area.level + 1, 5);
  const rows = (figures?.rows ?? []) as FigureRow[];
  if (!figures || !shaped) {
    return <div className="data-state">本页面尚未配置主要指标（第1个数字卡片板块）</div>;
  }
  return (
    <div className="region-centre">
      <div className="region-centre-map">
        <MapBody
          shaped={shaped}
          view={MAP_VIEW}
          theme={theme}
          area={page.area}
          label={`${page.area.areaName}下级区域`}
          onDrillArea={onDrill}
          onDrawn={noop}
        />
      </div>
      <Table<FigureRow>
        className="region-centre-table"
        size="small"
        rowKey="key"
        pagination={false}
        scroll={{ y: 220 }}
        dataSource={rows}
        aria-label="下级区域主要指标"
        locale={{ emptyText: `${page.area.areaName}没有下级区域` }}
        onRow={(r) => ({
          onClick: () =>
            r.areaId && childLevel <= 5
              ? onDrill({ areaId: r.areaId, areaName: r.name, level: childLevel })
              : undefined,
          style: { cursor: r.areaId ? 'pointer' : undefined },
        })}
        columns={[
          { key: 'name', title: '下级区域', dataIndex: 'name', fixed: 'left' },
          ...figures.series.map((s) => ({
            key: s.metric,
            title: `${s.name}（${s.unit}）`,
            dataIndex: s.metric,
            align: 'right' as const,
            render: (v: unknown) => figureText(typeof v === 'number' ? v : null),
          })),
        ]}
      />
    </div>
  );
}
