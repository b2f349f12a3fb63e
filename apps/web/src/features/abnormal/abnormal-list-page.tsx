import {
  ABNORMAL_TYPE_LABELS,
  CULTIVATED_ABNORMAL_LIST_DEFAULTS,
  GOVERNANCE_FLAG_LABELS,
  PROCESS_STATUS_LABELS,
  type ProcessStatus,
} from '@fengshou/core';
import { listAbnormals, listBatches } from '@fengshou/core/contract';
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

/** Status tag colours of the abnormal screens. */
export const STATUS_COLOR: Record<number, string> = {
  1: 'gold',
  2: 'blue',
  3: 'purple',
  4: 'red',
  5: 'green',
};

/** 耕地异常处置: the abnormal list (page 1, 10 a page by default) with the count per status. */
export default function AbnormalListPage({ meta }: PageProps) {
  const { selected } = useCurrentArea();
  const [status, setStatus] = useState<number>();
  const [batch, setBatch] = useState<number>();
  const [type, setType] = useState<number>();
  const [governed, setGoverned] = useState<0 | 1>();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState<{ pageNo: number; pageSize: number }>({
    ...CULTIVATED_ABNORMAL_LIST_DEFAULTS,
  });
  const area = selected ? { areaId: selected.areaId, areaLevel: selected.level } : {};
  const batches = useQuery({
    queryKey: ['abnormal-batches', area],
    queryFn: ({ signal }) => callApi(listBatches, { ...area, batchType: 2, pageSize: 100 }, { signal }),
    enabled: !!selected,
  });
  const body = {
    ...area,
    ...page,
    processStatus: status,
    cultivatedLandBatchId: batch,
    abnormalType: type,
    governanceFlag: governed,
    keyword: keyword || undefined,
  };
  const list = useQuery({
    queryKey: ['abnormals', body],
    queryFn: ({ signal }) => callApi(listAbnormals, body, { signal }),
    enabled: !!selected,
    placeholderData: keepPreviousData,
  });
  const first =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage((p) => ({ ...p, pageNo: 1 }));
    };
  return (
    <ReviewFrame meta={meta} subtitle={selected ? `${selected.areaName} · 非粮化及撂荒图斑` : undefined}>
      <Panel title="异常图斑列表">
        <div className="review-filters">
          <Select
            allowClear
            placeholder="监测批次"
            style={{ minWidth: 260 }}
            value={batch}
            onChange={first(setBatch)}
            options={batches.data?.list.map((b) => ({
              value: b.id,
              label: `${b.batchName}（${b.areaName}）`,
            }))}
            aria-label="监测批次"
          />
          <Select
            allowClear
            placeholder="异常类型"
            style={{ width: 120 }}
            value={type}
            onChange={first(setType)}
            options={Object.entries(ABNORMAL_TYPE_LABELS).map(([v, label]) => ({ value: Number(v), label }))}
          />
          <Select
            allowClear
            placeholder="整治情况"
            style={{ width: 120 }}
            value={governed}
            onChange={first(setGoverned)}
            options={[0, 1].map((v) => ({ value: v, label: GOVERNANCE_FLAG_LABELS[v as 0 | 1] }))}
          />
          <Input.Search
            allowClear
            placeholder="地块编码或现状"
            style={{ width: 220 }}
            onSearch={(v) => first(setKeyword)(v.trim())}
          />
        </div>
        <StatusTabs counts={list.data?.statusCounts ?? []} value={status} onChange={first(setStatus)} />
        <DataState query={list}>
          {(data) => (
            <Table
              rowKey="id"
              size="small"
              dataSource={data.list}
              loading={list.isFetching}
              scroll={{ x: 1000 }}
              pagination={{
                current: data.pageNo,
                pageSize: data.pageSize,
                total: data.total,
                showTotal: (n) => `共 ${n} 条`,
                onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
              }}
              columns={[
                {
                  title: '地块编码',
                  dataIndex: 'landCode',
                  render: (v: string, r) => <Link to={`/land-control/abnormal/${r.id}`}>{v}</Link>,
                },
                { title: '所在区域', dataIndex: 'areaName' },
                {
                  title: '异常类型',
                  dataIndex: 'abnormalType',
                  render: (v: number) => ABNORMAL_TYPE_LABELS[v] ?? v,
                },
                {
                  title: '面积(亩)',
                  dataIndex: 'abnormalAreaMu',
                  align: 'right',
                  render: (v: number) => v.toFixed(2),
                },
                { title: '现状', dataIndex: 'currentUse' },
                { title: '监测批次', dataIndex: 'batchName' },
                {
                  title: '状态',
                  dataIndex: 'processStatus',
                  render: (v: number) => (
                    <Tag color={STATUS_COLOR[v]}>{PROCESS_STATUS_LABELS[v as ProcessStatus] ?? v}</Tag>
                  ),
                },
                {
                  title: '整治',
                  dataIndex: 'governanceFlag',
                  render: (v: 0 | 1) => GOVERNANCE_FLAG_LABELS[v],
                },
                { title: '更新时间', dataIndex: 'updateTime' },
              ]}
            />
          )}
        </DataState>
      </Panel>
    </ReviewFrame>
  );
}
