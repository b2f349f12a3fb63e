import {
  INPUT_CATEGORIES,
  INPUT_RECORD_TYPES,
  listFarmInputsByPage,
  optionsOf,
  type ResultOf,
} from '@fengshou/core/contract';
import { Tag } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { PageFrame } from '../../ui/detail-page';
import { ExportButton, exportColumnsOf } from '../../ui/export';
import type { PageProps } from '../../ui/route-meta';
import { pagingBody, sortBody, type TableColumn, TablePage, type TableQuery } from '../../ui/table-page';
import { CROP_GROUP_OPTIONS, numberFilter, routeNumber } from './record-options';

type Input = ResultOf<typeof listFarmInputsByPage>['list'][number];

const SORTABLE = ['recordDate', 'amount'] as const;
const VEGETABLES = 3;
const yuan = (v: number | null) =>
  v === null ? '--' : v.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const COLUMNS: TableColumn<Input>[] = [
  { key: 'recordDate', title: '日期', dataIndex: 'recordDate', fixed: 'left', sorter: true },
  {
    key: 'recordTypeName',
    title: '类型',
    dataIndex: 'recordTypeName',
    render: (v: string, r) => <Tag color={r.recordType === 1 ? 'blue' : 'green'}>{v}</Tag>,
  },
  { key: 'categoryName', title: '类别', dataIndex: 'categoryName' },
  { key: 'productName', title: '产品', dataIndex: 'productName' },
  { key: 'quantity', title: '数量', dataIndex: 'quantity', align: 'right' },
  { key: 'unit', title: '单位', dataIndex: 'unit' },
  { key: 'amount', title: '金额（元）', dataIndex: 'amount', align: 'right', sorter: true, render: yuan },
  { key: 'cropName', title: '用于作物', dataIndex: 'cropName', render: (v: string | null) => v ?? '--' },
  { key: 'farmName', title: '农场（基地）', dataIndex: 'farmName' },
  {
    key: 'place',
    title: '所在镇村',
    exportKey: 'areaName',
    render: (_, r) => [r.townName, r.areaName].join(' '),
  },
];
const EXPORT = exportColumnsOf(COLUMNS);

/** The list body of a table query (also the export's filter). */
function inputBody(q: TableQuery) {
  return {
    ...pagingBody(q),
    ...sortBody(q, SORTABLE),
    areaId: q.areaId,
    areaLevel: q.areaLevel,
    recordType: numberFilter(q, 'recordType'),
    category: numberFilter(q, 'category'),
    cropGroup: numberFilter(q, 'cropGroup'),
    keyword: q.filters.keyword,
    startDate: q.filters.startDate,
    endDate: q.filters.endDate,
  };
}

/**
 * 农资 (/vegetables/agrires-table/:navActiveId): seed, fertiliser and pesticide the vegetable farms bought
 * and used, with product, quantity, unit and date. The route's id opens the tab of one input category
 * (1 种子种苗, 2 化肥, 3 有机肥, 4 农药); a row opens its farm.
 */
export default function FarmInputListPage({ meta }: PageProps) {
  const navigate = useNavigate();
  const category = routeNumber(useParams().navActiveId, 4);
  return (
    <PageFrame
      title={meta.title}
      subtitle="蔬菜生产的农资采购与使用：按类别、类型、作物类别与日期筛选，点击一行查看农场"
    >
      <TablePage
        // Another category tab of the same route starts afresh with its own preset.
        key={category ?? 'all'}
        title="农资采购与使用"
        endpoint={listFarmInputsByPage}
        body={inputBody}
        columns={COLUMNS}
        rowKey={(r) => r.recordId}
        initialFilters={{ extra: { cropGroup: VEGETABLES, category } }}
        onRowClick={(r) => void navigate(`/farmdetail/${r.farmId}`)}
        actions={(q) => (
          <ExportButton
            endpoint={listFarmInputsByPage}
            filter={inputBody(q)}
            columns={EXPORT}
            title={meta.title}
          />
        )}
        filters={{
          extra: [
            { key: 'category', label: '农资类别', options: optionsOf(INPUT_CATEGORIES) },
            { key: 'recordType', label: '类型', options: optionsOf(INPUT_RECORD_TYPES) },
            { key: 'cropGroup', label: '作物类别', options: CROP_GROUP_OPTIONS },
          ],
          dateRange: { label: '日期' },
          keyword: { placeholder: '产品或农场名称' },
        }}
      />
    </PageFrame>
  );
}
