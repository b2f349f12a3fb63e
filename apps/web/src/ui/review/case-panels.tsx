import { DECLARE_STATUS_LABELS, DECLARE_TYPE_LABELS } from '@fengshou/core';
import type { listOccupationDeclarations, ResultOf } from '@fengshou/core/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { List } from 'antd';
import { DataState } from '../data-state';
import { Panel } from '../panel';
import { CaseTimeline, type LogRow } from './case-timeline';
import { ParcelMap } from './parcel-map';

/** One declaration; occupation and abnormal cases answer the same shape. */
type Declaration = ResultOf<typeof listOccupationDeclarations>[number];

/** 举证申报: the declarations filed against a case (occupation or abnormal). */
export function DeclarationsPanel({ query }: { query: UseQueryResult<Declaration[]> }) {
  return (
    <Panel title="举证申报">
      <DataState query={query} isEmpty={(d) => d.length === 0} emptyText="暂无申报">
        {(d) => (
          <List
            size="small"
            dataSource={d}
            renderItem={(x) => (
              <List.Item key={x.id}>
                <List.Item.Meta
                  title={`${DECLARE_TYPE_LABELS[x.declareType] ?? x.declareType} · ${x.declarantName} ${x.declarantPhone ?? ''}`}
                  description={`${x.content}（${x.declareTime}，${DECLARE_STATUS_LABELS[x.status] ?? x.status}）`}
                />
              </List.Item>
            )}
          />
        )}
      </DataState>
    </Panel>
  );
}

interface CaseMapPanelProps {
  geometry: unknown;
  area: { areaId: number; areaName: string };
  /** Where the reviewer stood, when recorded. */
  marker?: { lng: number; lat: number } | null;
  /** Dates of the batch's before and after images. */
  compareImageDate: string | null;
  imageDate: string;
}

/** 图斑范围: the case outline on the map with the dates of its batch's two images. */
export function CaseMapPanel({ geometry, area, marker, compareImageDate, imageDate }: CaseMapPanelProps) {
  return (
    <Panel title="图斑范围">
      <ParcelMap geometry={geometry} area={area} marker={marker} />
      <div className="review-snapshots">
        <span>前时相影像：{compareImageDate ?? '—'}</span>
        <span>后时相影像：{imageDate}</span>
      </div>
    </Panel>
  );
}

/** The operator log of a case as a timeline. */
export function CaseLogPanel({ title, query }: { title: string; query: UseQueryResult<LogRow[]> }) {
  return (
    <Panel title={title}>
      <DataState query={query} isEmpty={(l) => l.length === 0}>
        {(l) => <CaseTimeline logs={l} />}
      </DataState>
    </Panel>
  );
}
