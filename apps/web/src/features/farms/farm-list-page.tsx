import { BUSINESS_TYPE_LABELS, CREDIT_LEVELS } from '@fengshou/core';
import { listBusinessCategories, listGisFarmsByPage, type ResultOf } from '@fengshou/core/contract';
import { Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useApiQuery } from '../../api';
import { PageFrame } from '../../ui/detail-page';
import { ExportButton, exportColumnsOf } from '../../ui/export';
import type { PageProps } from '../../ui/route-meta';
import { pagingBody, sortBody, type TableColumn, TablePage, type TableQuery } from '../../ui/table-page';
import { creditLevelName, FARM_STATUS, mu } from './labels';

type Farm = ResultOf<typeof listGisFarmsByPage>['list'][number];

const SORTABLE = ['farmName', 'farmAreaMu', 'createTime'] as const;

const COLUMNS: TableColumn<Farm>[] = [
  { key: 'farmName', title: '农场（基地）', dataIndex: 'farmName', fixed: 'left', width: 220, sorter: true },
  { key: 'companyName', title: '经营主体', dataIndex: 'companyName' },
  {
    key: 'type',
    title: '经营类型',
    dataIndex: 'businessTypeId',
    render: (v: number) => <Tag>{(BUSINESS_TYPE_LABELS as Record<number, string>)[v]}</Tag>,
  },
  {
    key: 'category',
    title: '经营品类',
    dataIndex: 'businessCategoryName',
    render: (v: string | null) => v ?? '--',
  },
  { key: 'area', title: '所在镇村', render: (_, r) => [r.townName, r.areaName].filter(Boolean).join(' ') },
  {
    key: 'farmAreaMu',
    title: '面积（亩）',
    dataIndex: 'farmAreaMu',
    align: 'right',
    render: mu,
    sorter: true,
  },
  { key: 'credit', title: '信用等级', dataIndex: 'creditLevel', render: (v: number) => creditLevelName(v) },
  { key: 'contact', title: '联系人', dataIndex: 'contactName', render: (v: string | null) => v ?? '--' },
  { key: 'phone', title: '联系电话', dataIndex: 'contactPhone', render: (v: string | null) => v ?? '--' },
  { key: 'trace', title: '追溯', dataIndex: 'traceFlag', render: (v: number) => (v ? '是' : '否') },
  { key: 'status', title: '状态', dataIndex: 'farmStatus', render: (v: number) => FARM_STATUS[v] },
  {
    key: 'createTime',
    title: '登记日期',
    dataIndex: 'createTime',
    sorter: true,
    render: (v: string) => v.slice(0, 10),
  },
];

// Columns whose cell is a stored field go to the .xlsx as they are.
const EXPORT = exportColumnsOf(COLUMNS.filter((c) => typeof c.dataIndex === 'string'));

/** The list body of a table query (also the export's filter). */
function farmBody(q: TableQuery) {
  const extra = q.filters.extra ?? {};
  const num = (v: string | number | undefined) => (v === undefined ? undefined : Number(v));
  return {
    ...pagingBody(q),
    ...sortBody(q, SORTABLE),
    areaId: [q.areaId],
    farmAreaType: q.areaLevel,
    keyword: q.filters.keyword,
    businessTypeId: q.filters.businessTypeId,
    businessCategoryName: q.filters.category === undefined ? undefined : String(q.filters.category),
    creditLevel: num(extra.creditLevel),
    traceFlag: num(extra.traceFlag),
    farmStatus: num(extra.farmStatus),
    startDate: q.filters.startDate,
    endDate: q.filters.endDate,
  };
}

/**
 * Farms (production bases) of the area (/farmList). Sorted by name, area or registration date on the server;
 * a row opens the farm with its parcels.
 */
export default function FarmListPage({ meta }: PageProps) {
  const navigate = useNavigate();
  const categories = useApiQuery(listBusinessCategories, {}, { staleTime: 10 * 60_000 });
  return (
    <PageFrame
      title={meta.title}
      subtitle="农场（基地）名录：按区域、经营类型、品类与登记日期筛选，可排序，点击一行查看农场、地块与合格证"
    >
      <TablePage
        title="农场（基地）"
        endpoint={listGisFarmsByPage}
        body={farmBody}
        columns={COLUMNS}
        rowKey={(r) => r.farmId}
        keepKey={meta.keepAlive ? meta.name : undefined}
        onRowClick={(r) => void navigate(`/farmdetail/${r.farmId}`)}
        actions={(q) => (
          <ExportButton
            endpoint={listGisFarmsByPage}
            filter={farmBody(q)}
            columns={EXPORT}
            title={meta.title}
          />
        )}
        filters={{
          businessType: true,
          category: {
            label: '经营品类',
            options: (categories.data ?? []).map((c) => ({ value: c.name, label: c.name })),
          },
          extra: [
            {
              key: 'creditLevel',
              label: '信用等级',
              options: Object.entries(CREDIT_LEVELS).map(([v, label]) => ({ value: Number(v), label })),
            },
            {
              key: 'traceFlag',
              label: '追溯主体',
              options: [
                { value: 1, label: '是' },
                { value: 0, label: '否' },
              ],
            },
            {
              key: 'farmStatus',
              label: '经营状态',
              options: Object.entries(FARM_STATUS).map(([v, label]) => ({ value: Number(v), label })),
            },
          ],
          dateRange: { label: '登记日期' },
          keyword: { placeholder: '农场或主体名称' },
        }}
      />
    </PageFrame>
  );
}
