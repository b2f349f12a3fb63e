import {
  OCCUPY_CATEGORY_LABELS,
  OCCUPY_FLAG_LABELS,
  PROCESS_STATUS_LABELS,
  type ProcessStatus,
} from '@fengshou/core';
import { listBatches, listOccupations } from '@fengshou/core/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Input, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { callApi } from '../../api';
import { useCurrentArea } from '../../ui/area/use-current-area';
import { DataState } from '../../ui/data-state';
import { Panel } from '../../ui/panel';
import { ReviewFrame } from '../../ui/review/review-frame';
import { StatusTabs } from '../../ui/review/status-tabs';
import type { PageProps } from '../../ui/route-meta';

/** Status tag colours shared by the occupation screens. */
export const STATUS_COLOR: Record<number, string> = {
  0: 'default',
  1: 'gold',
  2: 'blue',
  3: 'purple',
  4: 'red',
  5: 'green',
  6: 'default',
};

/** 耕地占用审核: the occupation list with its filters and the count per status. */
export default function OccupationListPage({ meta }: PageProps) {
  const { selected } = useCurrentArea();
  const [status, setStatus] = useState<number>();
  const [batch, setBatch] = useState<number>();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const area = selected ? { areaId: selected.areaId, areaLevel: selected.level } : {};
  const batches = useQuery({
    queryKey: ['occupy-batches', area],
    queryFn: ({ signal }) => callApi(listBatches, { ...area, batchType: 1, pageSize: 100 }, { signal }),
    enabled: !!selected,
  });
  const body = {
    ...area,
    ...page,
    processStatus: status,
    arableLandBatchRecordId: batch,
    keyword: keyword || undefined,
  };
  const list = useQuery({
    queryKey: ['occupations', body],
    queryFn: ({ signal }) => callApi(listOccupations, body, { signal }),
    enabled: !!selected,
    placeholderData: keepPreviousData,
  });
  const reset = () => setPage((p) => ({ ...p, pageNo: 1 }));
  return (
    <ReviewFrame meta={meta} subtitle={selected ? `${selected.areaName} · 遥感监测非农化图斑` : undefined}>
      <Panel title="图斑列表">
        <div className="review-filters">
          <Select
            allowClear
            placeholder="监测批次"
            style={{ minWidth: 260 }}
            value={batch}
            onChange={(v) => {
              setBatch(v);
              reset();
            }}
            options={batches.data?.list.map((b) => ({
              value: b.id,
              label: `${b.batchName}（${b.areaName}）`,
            }))}
            aria-label="监测批次"
          />
          <Input.Search
            allowClear
            placeholder="图斑编号或地址"
            style={{ width: 240 }}
            onSearch={(v) => {
              setKeyword(v.trim());
              reset();
            }}
            aria-label="关键字"
          />
        </div>
        <StatusTabs
          counts={list.data?.statusCounts ?? []}
          value={status}
          onChange={(s) => {
            setStatus(s);
            reset();
          }}
        />
        <DataState query={list}>
          {(data) => (
            <Table
              rowKey="id"
              size="small"
              dataSource={data.list}
              loading={list.isFetching}
              scroll={{ x: 1100 }}
              pagination={{
                current: data.pageNo,
                pageSize: data.pageSize,
                total: data.total,
                showTotal: (n) => `共 ${n} 条`,
                onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
              }}
              columns={[
                {
                  title: '图斑编号',
                  dataIndex: 'occupyNum',
                  render: (v: string) => (
                    <Link to={`/land-control/occupation/${encodeURIComponent(v)}`}>{v}</Link>
                  ),
                },
                { title: '所在区域', dataIndex: 'areaName' },
                {
                  title: '占用类型',
                  dataIndex: 'occupyCategory',
                  render: (v: number) => OCCUPY_CATEGORY_LABELS[v] ?? v,
                },
                {
                  title: '占地面积(亩)',
                  dataIndex: 'occupyAcre',
                  align: 'right',
                  render: (v: number) => v.toFixed(2),
                },
                {
                  title: '占用耕地(亩)',
                  dataIndex: 'occupyArableLandAcre',
                  align: 'right',
                  render: (v: number) => v.toFixed(2),
                },
                { title: '监测批次', dataIndex: 'batchName' },
                {
                  title: '状态',
                  dataIndex: 'processStatus',
                  render: (v: number) => (
                    <Tag color={STATUS_COLOR[v]}>{PROCESS_STATUS_LABELS[v as ProcessStatus] ?? v}</Tag>
                  ),
                },
                { title: '认定', dataIndex: 'occupyFlag', render: (v: 0 | 1) => OCCUPY_FLAG_LABELS[v] },
                { title: '更新时间', dataIndex: 'updateTime' },
              ]}
            />
          )}
        </DataState>
      </Panel>
    </ReviewFrame>
  );
}
