import { DECLARE_STATUS_LABELS, DECLARE_TYPE_LABELS } from '@fengshou/core';
import type { listOccupationDeclarations, ResultOf } from '@fengshou/core/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { List } from 'antd';
import { DataState } from '../ui/data-state';
import { Panel } from '../ui/panel';
import { CaseTimeline, type LogRow } from './case-timeline';
import { SnapshotCompare, type SnapshotCompareProps } from './snapshot-compare';

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

/** 图斑范围: the case outlined on its batch's before and after images, side by side. */
export function CaseMapPanel(props: SnapshotCompareProps) {
  return (
    <Panel title="图斑范围 · 前后时相对比">
      <SnapshotCompare {...props} />
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
