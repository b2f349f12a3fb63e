import { ABNORMAL_TYPE_LABELS, BATCH_TYPE_LABELS } from '@fengshou/core';
import { convergeBatch, convergeLandAbnormal } from '@fengshou/core/contract';
import { useQuery } from '@tanstack/react-query';
import { Select, Table } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { callApi } from '../../api';
import { AreaMap, parcelsLayer } from '../../map';
import { useCurrentArea } from '../../ui/area/use-current-area';
import { DataState } from '../../ui/data-state';
import { Panel } from '../../ui/panel';
import { ReviewFrame } from '../../ui/review/review-frame';
import type { PageProps } from '../../ui/route-meta';

/** 监测批次总览: every batch over the area with its case counts, and abnormal cases per child area. */
export default function BatchOverviewPage({ meta }: PageProps) {
  const { selected } = useCurrentArea();
  const [batch, setBatch] = useState<number>();
  // With a batch chosen, the map shows the parcels its findings touch (within the shown area).
  const layers = useMemo(
    () =>
      batch ? [parcelsLayer({ areaId: selected?.areaId, batchId: batch, title: '本批次图斑涉及地块' })] : [],
    [batch, selected?.areaId],
  );
  const area = selected ? { areaId: selected.areaId, areaLevel: selected.level } : {};
  const batches = useQuery({
    queryKey: ['converge-batches', area],
    queryFn: ({ signal }) => callApi(convergeBatch, area, { signal }),
    enabled: !!selected,
  });
  const kids = useQuery({
    queryKey: ['converge-abnormal', area, batch],
    queryFn: ({ signal }) =>
      callApi(convergeLandAbnormal, { ...area, cultivatedLandBatchId: batch }, { signal }),
    enabled: !!selected && (selected.level ?? 5) < 5,
  });
  return (
    <ReviewFrame meta={meta} subtitle={selected?.areaName}>
      <div className="review-case">
        <div className="review-col">
          <Panel title="监测批次">
            <DataState query={batches} isEmpty={(b) => b.length === 0}>
              {(b) => (
                <Table
                  rowKey="id"
                  size="small"
                  dataSource={b}
                  pagination={{ pageSize: 10 }}
                  columns={[
                    { title: '批次', dataIndex: 'batchName' },
                    {
                      title: '类型',
                      dataIndex: 'batchType',
                      render: (v: number) => BATCH_TYPE_LABELS[v] ?? v,
                    },
                    { title: '区域', dataIndex: 'areaName' },
                    {
                      title: '前时相',
                      dataIndex: 'compareImageDate',
                      render: (v: string | null) => v ?? '—',
                    },
                    { title: '后时相', dataIndex: 'imageDate' },
                    { title: '图斑数', dataIndex: 'caseCount', align: 'right' },
                    { title: '已完成', dataIndex: 'doneCount', align: 'right' },
                    { title: '面积(亩)', dataIndex: 'caseAreaMu', align: 'right' },
                    {
                      title: '',
                      key: 'go',
                      render: (_: unknown, r) =>
                        r.batchType === 1 ? (
                          <Link to="/land-control/occupation">审核</Link>
                        ) : r.batchType === 2 ? (
                          <Link to="/land-control/abnormal">处置</Link>
                        ) : null,
                    },
                  ]}
                />
              )}
            </DataState>
          </Panel>
          <Panel
            title="耕地异常分区汇总"
            extra={
              <Select
                allowClear
                placeholder="全部批次"
                style={{ minWidth: 240 }}
                value={batch}
                onChange={setBatch}
                options={batches.data
                  ?.filter((b) => b.batchType === 2)
                  .map((b) => ({ value: b.id, label: b.batchName }))}
              />
            }
          >
            <DataState query={kids} isEmpty={(k) => k.length === 0} emptyText="无下级区域">
              {(k) => (
                <Table
                  rowKey="areaId"
                  size="small"
                  dataSource={k}
                  pagination={false}
                  columns={[
                    { title: '区域', dataIndex: 'areaName' },
                    { title: '图斑数', dataIndex: 'caseCount', align: 'right' },
                    { title: '面积(亩)', dataIndex: 'caseAreaMu', align: 'right' },
                    { title: '已完成', dataIndex: 'doneCount', align: 'right' },
                    { title: '已整治', dataIndex: 'governedCount', align: 'right' },
                    {
                      title: '类型构成',
                      dataIndex: 'byType',
                      render: (v: { abnormalType: number; count: number }[]) =>
                        v.map((t) => `${ABNORMAL_TYPE_LABELS[t.abnormalType]} ${t.count}`).join('，') || '—',
                    },
                  ]}
                />
              )}
            </DataState>
          </Panel>
        </div>
        <div className="review-col">
          <Panel title={`${selected?.areaName ?? ''}区划图`} className="batch-map">
            <AreaMap layers={layers} />
          </Panel>
        </div>
      </div>
    </ReviewFrame>
  );
}
