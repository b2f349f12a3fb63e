import {
  ABNORMAL_TYPE_LABELS,
  CULTIVATED_ABNORMAL_LIST_DEFAULTS,
  GOVERNANCE_FLAG_LABELS,
} from '@fengshou/core';
import { ABNORMAL_EXPORT_COLUMNS, listAbnormals } from '@fengshou/core/contract';
import { Input, Select, Table } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCurrentArea } from '../../area/use-current-area';
import { BatchSelect, casePagination, onFirstPage, StatusTag, useCaseList } from '../../review/case-list';
import { ReviewFrame } from '../../review/review-frame';
import { useReviewHref } from '../../review/review-links';
import { StatusTabs } from '../../review/status-tabs';
import { DataState } from '../../ui/data-state';
import { ExportButton } from '../../ui/export';
import { Panel } from '../../ui/panel';
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
  const href = useReviewHref();
  const [status, setStatus] = useState<number>();
  const [batch, setBatch] = useState<number>();
  const [type, setType] = useState<number>();
  const [governed, setGoverned] = useState<0 | 1>();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState<{ pageNo: number; pageSize: number }>({
    ...CULTIVATED_ABNORMAL_LIST_DEFAULTS,
  });
  const area = selected ? { areaId: selected.areaId, areaLevel: selected.level } : {};
  const filter = {
    ...area,
    processStatus: status,
    cultivatedLandBatchId: batch,
    abnormalType: type,
    governanceFlag: governed,
    keyword: keyword || undefined,
  };
  const list = useCaseList(listAbnormals, 'abnormal', { ...filter, ...page });
  const first = onFirstPage(setPage);
  return (
    <ReviewFrame meta={meta} subtitle={selected ? `${selected.areaName} · 非粮化及撂荒图斑` : undefined}>
      <Panel
        title="异常图斑列表"
        extra={
          <ExportButton
            endpoint={listAbnormals}
            filter={filter}
            columns={ABNORMAL_EXPORT_COLUMNS}
            title="耕地异常图斑"
          />
        }
      >
        <div className="review-filters">
          <BatchSelect batchType={2} area={area} value={batch} onChange={first(setBatch)} />
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
              pagination={casePagination(data, setPage)}
              columns={[
                {
                  title: '地块编码',
                  dataIndex: 'landCode',
                  render: (v: string, r) => <Link to={href(`/land-control/abnormal/${r.id}`)}>{v}</Link>,
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
                  render: (v: number) => <StatusTag status={v} colors={STATUS_COLOR} />,
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
