import { listOccupations, OCCUPATION_EXPORT_COLUMNS } from '@fengshou/core/contract';
import { Input, Table } from 'antd';
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
  const href = useReviewHref();
  const [status, setStatus] = useState<number>();
  const [batch, setBatch] = useState<number>();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const area = selected ? { areaId: selected.areaId, areaLevel: selected.level } : {};
  const filter = {
    ...area,
    processStatus: status,
    arableLandBatchRecordId: batch,
    keyword: keyword || undefined,
  };
  const list = useCaseList(listOccupations, 'occupy', { ...filter, ...page });
  const first = onFirstPage(setPage);
  return (
    <ReviewFrame meta={meta} subtitle={selected ? `${selected.areaName} · 遥感监测非农化图斑` : undefined}>
      <Panel
        title="图斑列表"
        extra={
          <ExportButton
            endpoint={listOccupations}
            filter={filter}
            columns={OCCUPATION_EXPORT_COLUMNS}
            title="耕地占用图斑"
          />
        }
      >
        <div className="review-filters">
          <BatchSelect batchType={1} area={area} value={batch} onChange={first(setBatch)} />
          <Input.Search
            allowClear
            placeholder="图斑编号或地址"
            style={{ width: 240 }}
            onSearch={(v) => first(setKeyword)(v.trim())}
            aria-label="关键字"
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
              scroll={{ x: 1100 }}
              pagination={casePagination(data, setPage)}
              columns={[
                {
                  title: '图斑编号',
                  dataIndex: 'occupyNum',
                  render: (v: string) => (
                    <Link to={href(`/land-control/occupation/${encodeURIComponent(v)}`)}>{v}</Link>
                  ),
                },
                { title: '所在区域', dataIndex: 'areaName' },
                { title: '占用类型', dataIndex: 'occupyCategoryName' },
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
                  render: (v: number) => <StatusTag status={v} colors={STATUS_COLOR} />,
                },
                { title: '认定', dataIndex: 'occupyFlagName' },
                { title: '更新时间', dataIndex: 'updateTime' },
              ]}
            />
          )}
        </DataState>
      </Panel>
    </ReviewFrame>
  );
}
