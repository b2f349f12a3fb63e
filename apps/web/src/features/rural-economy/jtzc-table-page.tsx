import { beijingYear } from '@fengshou/core';
import {
  ASSET_TYPES,
  collectiveEconomyAreaTable,
  listCollectiveAssets,
  optionsOf,
  type ResultOf,
} from '@fengshou/core/contract';
import { Tabs } from 'antd';
import { useCurrentArea } from '../../area/use-current-area';
import { PageFrame } from '../../ui/detail-page';
import { TableExport } from '../../ui/export';
import type { PageProps } from '../../ui/route-meta';
import { pagingBody, sortBody, type TableColumn, TablePage, type TableQuery } from '../../ui/table-page';

type Row = ResultOf<typeof collectiveEconomyAreaTable>['list'][number];
type Asset = ResultOf<typeof listCollectiveAssets>['list'][number];

const wan = (v: number) => (v / 10000).toFixed(2);
// Annual accounts are closed after the year ends: the three years before this one.
const YEARS = [1, 2, 3].map((k) => ({ value: beijingYear() - k, label: `${beijingYear() - k}年` }));

const tableBody = (q: TableQuery) => ({
  areaId: q.areaId,
  areaLevel: q.areaLevel,
  year: q.filters.extra?.year === undefined ? undefined : Number(q.filters.extra.year),
});

const COLUMNS: TableColumn<Row>[] = [
  { key: 'areaName', title: '区域', dataIndex: 'areaName', fixed: 'left' },
  { key: 'villages', title: '村（个）', dataIndex: 'villages', align: 'right' },
  { key: 'assets', title: '资产（项）', dataIndex: 'assets', align: 'right' },
  {
    key: 'operatingValue',
    title: '经营性资产原值（万元）',
    dataIndex: 'operatingValue',
    align: 'right',
    render: wan,
  },
  {
    key: 'nonOperatingValue',
    title: '非经营性资产原值（万元）',
    dataIndex: 'nonOperatingValue',
    align: 'right',
    render: wan,
  },
  {
    key: 'resourceValue',
    title: '资源性资产原值（万元）',
    dataIndex: 'resourceValue',
    align: 'right',
    render: wan,
  },
  { key: 'netValue', title: '资产净值（万元）', dataIndex: 'netValue', align: 'right', render: wan },
  { key: 'year', title: '账务年度', dataIndex: 'year' },
  { key: 'totalIncome', title: '总收入（万元）', dataIndex: 'totalIncome', align: 'right', render: wan },
  {
    key: 'operatingIncome',
    title: '经营收入（万元）',
    dataIndex: 'operatingIncome',
    align: 'right',
    render: wan,
  },
  { key: 'netIncome', title: '净收益（万元）', dataIndex: 'netIncome', align: 'right', render: wan },
  { key: 'dividend', title: '分红（万元）', dataIndex: 'dividend', align: 'right', render: wan },
  { key: 'members', title: '成员（人）', dataIndex: 'members', align: 'right' },
];

const assetBody = (q: TableQuery) => ({
  areaId: q.areaId,
  areaLevel: q.areaLevel,
  assetType: q.filters.category === undefined ? undefined : Number(q.filters.category),
  keyword: q.filters.keyword,
  ...sortBody(q, ['originalValue', 'netValue', 'acquireDate'] as const),
});

const ASSET_COLUMNS: TableColumn<Asset>[] = [
  { key: 'assetName', title: '资产名称', dataIndex: 'assetName' },
  { key: 'assetTypeName', title: '资产类别', dataIndex: 'assetTypeName' },
  { key: 'category', title: '资产分类', dataIndex: 'category' },
  { key: 'quantity', title: '数量', dataIndex: 'quantity', align: 'right' },
  { key: 'unit', title: '单位', dataIndex: 'unit' },
  { key: 'originalValue', title: '原值（元）', dataIndex: 'originalValue', align: 'right', sorter: true },
  { key: 'netValue', title: '净值（元）', dataIndex: 'netValue', align: 'right', sorter: true },
  { key: 'acquireDate', title: '购建日期', dataIndex: 'acquireDate', sorter: true },
  { key: 'townName', title: '所在镇', dataIndex: 'townName' },
  { key: 'areaName', title: '所属村', dataIndex: 'areaName' },
];

/** /jtzcTable: collective assets and accounts per child area, and the asset register. */
export default function JtzcTablePage({ meta }: PageProps) {
  const { select, selected } = useCurrentArea();
  return (
    <PageFrame
      title={meta.title}
      subtitle="农村集体资产与集体经济组织收益，按下级区域汇总；点击一行进入该区域"
    >
      <Tabs
        destroyOnHidden
        items={[
          {
            key: 'table',
            label: '统计表',
            children: (
              <TablePage
                title={`${selected?.areaName ?? ''}集体资产统计`}
                defaultPageSize={50}
                endpoint={collectiveEconomyAreaTable}
                body={(q) => ({ ...tableBody(q), ...pagingBody(q) })}
                rowKey={(r) => r.areaId}
                columns={COLUMNS}
                filters={{ extra: [{ key: 'year', label: '账务年度', options: YEARS }] }}
                actions={(q) => (
                  <TableExport
                    endpoint={collectiveEconomyAreaTable}
                    filter={tableBody(q)}
                    columns={COLUMNS}
                    title="集体资产统计表"
                  />
                )}
                onRowClick={(r) => {
                  if (selected && r.areaId !== selected.areaId && selected.level < 5) {
                    select({ areaId: r.areaId, areaName: r.areaName, level: selected.level + 1 });
                  }
                }}
              />
            ),
          },
          {
            key: 'assets',
            label: '资产明细',
            children: (
              <TablePage
                title="集体资产明细"
                endpoint={listCollectiveAssets}
                body={(q) => ({ ...assetBody(q), ...pagingBody(q) })}
                rowKey={(r) => r.id}
                columns={ASSET_COLUMNS}
                filters={{
                  category: { label: '资产类别', options: optionsOf(ASSET_TYPES) },
                  keyword: { placeholder: '资产名称或分类' },
                }}
                actions={(q) => (
                  <TableExport
                    endpoint={listCollectiveAssets}
                    filter={assetBody(q)}
                    columns={ASSET_COLUMNS}
                    title="集体资产明细"
                  />
                )}
              />
            ),
          },
        ]}
      />
    </PageFrame>
  );
}
