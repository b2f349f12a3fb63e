import { listFarmStorages, optionsOf, type ResultOf, STORAGE_TYPES } from '@fengshou/core/contract';
import { Progress } from 'antd';
import { useNavigate } from 'react-router';
import { PageFrame } from '../../ui/detail-page';
import { TableExport } from '../../ui/export';
import type { PageProps } from '../../ui/route-meta';
import { pagingBody, sortBody, type TableColumn, TablePage, type TableQuery } from '../../ui/table-page';
import { numberFilter, useCropOptions } from './record-options';

type Storage = ResultOf<typeof listFarmStorages>['list'][number];

const SORTS = ['capacityT', 'stockT', 'usageRate', 'lastInDate'] as const;
const t = (v: number) => v.toLocaleString('zh-CN', { maximumFractionDigits: 1 });

const COLUMNS: TableColumn<Storage>[] = [
  { key: 'farmName', title: '农场（基地）', dataIndex: 'farmName', fixed: 'left', width: 220 },
  { key: 'storageName', title: '仓储设施', dataIndex: 'storageName' },
  { key: 'storageTypeName', title: '类型', dataIndex: 'storageTypeName' },
  { key: 'capacityT', title: '库容（吨）', dataIndex: 'capacityT', align: 'right', sorter: true, render: t },
  { key: 'stockT', title: '库存（吨）', dataIndex: 'stockT', align: 'right', sorter: true, render: t },
  {
    key: 'usageRate',
    title: '库容利用率',
    dataIndex: 'usageRate',
    sorter: true,
    width: 150,
    render: (v: number) => <Progress percent={v} size="small" status={v >= 95 ? 'exception' : 'normal'} />,
  },
  { key: 'cropName', title: '储存作物', dataIndex: 'cropName', render: (v: string | null) => v ?? '空库' },
  { key: 'growingMu', title: '该作物在种（亩）', dataIndex: 'growingMu', align: 'right', render: t },
  {
    key: 'harvestYearKg',
    title: '本年收获（吨）',
    dataIndex: 'harvestYearKg',
    exportKey: 'harvestYearKg',
    align: 'right',
    render: (v: number) => t(v / 1000),
  },
  {
    key: 'temperatureC',
    title: '库温',
    dataIndex: 'temperatureC',
    render: (v: number | null) => (v === null ? '常温' : `${v} ℃`),
  },
  { key: 'lastInDate', title: '最近入库', dataIndex: 'lastInDate', sorter: true, render: (v) => v ?? '--' },
  { key: 'townName', title: '所在镇', dataIndex: 'townName' },
];

function storageFilter(q: TableQuery) {
  return {
    areaId: q.areaId,
    areaLevel: q.areaLevel,
    storageType: numberFilter(q, 'storageType'),
    cropId: numberFilter(q),
    keyword: q.filters.keyword,
    ...sortBody(q, SORTS),
  };
}

/**
 * /growingStorageList (种植与仓储): the farms' storage with its stock and use, beside what the farm grows and
 * has harvested of the stored crop this year. A row opens the farm.
 */
export default function StorageListPage({ meta }: PageProps) {
  const navigate = useNavigate();
  const crops = useCropOptions();
  return (
    <PageFrame
      title={meta.title}
      subtitle="农场的仓储设施：库容、库存与利用率，对照储存作物的在种面积与本年收获量"
    >
      <TablePage
        title="仓储设施"
        endpoint={listFarmStorages}
        body={(q) => ({ ...storageFilter(q), ...pagingBody(q) })}
        columns={COLUMNS}
        rowKey={(r) => r.id}
        onRowClick={(r) => void navigate(`/farmdetail/${r.farmId}`)}
        filters={{
          category: { label: '储存作物', options: crops },
          extra: [{ key: 'storageType', label: '设施类型', options: optionsOf(STORAGE_TYPES) }],
          keyword: { placeholder: '设施、农场或经营主体' },
        }}
        actions={(q) => (
          <TableExport
            endpoint={listFarmStorages}
            filter={storageFilter(q)}
            columns={COLUMNS}
            title={meta.title}
          />
        )}
      />
    </PageFrame>
  );
}
