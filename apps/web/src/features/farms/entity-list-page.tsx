import { BUSINESS_TYPE_LABELS, CREDIT_LEVELS } from '@fengshou/core';
import { listCompaniesByArea, listCompanyCategories, type ResultOf } from '@fengshou/core/contract';
import { Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useApiQuery } from '../../api';
import { PageFrame } from '../../ui/detail-page';
import { ExportButton, exportColumnsOf } from '../../ui/export';
import type { PageProps } from '../../ui/route-meta';
import { pagingBody, sortBody, type TableColumn, TablePage, type TableQuery } from '../../ui/table-page';
import { CategoryStrip } from './category-strip';
import { creditLevelName, mu } from './labels';

type Company = ResultOf<typeof listCompaniesByArea>['list'][number];

const SORTABLE = [
  'companyName',
  'establishedDate',
  'registeredCapital',
  'farmCount',
  'farmAreaMu',
  'creditLevel',
] as const;
const CREDIT_OPTIONS = Object.entries(CREDIT_LEVELS).map(([v, label]) => ({ value: Number(v), label }));

const COLUMNS: TableColumn<Company>[] = [
  {
    key: 'companyName',
    title: '经营主体',
    dataIndex: 'companyName',
    sorter: true,
    fixed: 'left',
    width: 240,
  },
  { key: 'category', title: '主体类型', dataIndex: 'companyCategoryName' },
  {
    key: 'types',
    title: '经营类型',
    render: (_, r) =>
      r.businessTypeIds.map((t) => <Tag key={t}>{(BUSINESS_TYPE_LABELS as Record<number, string>)[t]}</Tag>),
  },
  { key: 'area', title: '所在镇村', render: (_, r) => [r.townName, r.areaName].filter(Boolean).join(' ') },
  {
    key: 'legal',
    title: '法定代表人',
    dataIndex: 'legalPersonName',
    render: (v: string | null) => v ?? '--',
  },
  {
    key: 'code',
    title: '统一社会信用代码',
    dataIndex: 'creditCode',
    render: (v: string | null) => v ?? '--',
  },
  {
    key: 'creditLevel',
    title: '信用等级',
    dataIndex: 'creditLevel',
    sorter: true,
    render: (v: number) => creditLevelName(v),
  },
  { key: 'farmCount', title: '基地数', dataIndex: 'farmCount', sorter: true, align: 'right' },
  {
    key: 'farmAreaMu',
    title: '经营面积（亩）',
    dataIndex: 'farmAreaMu',
    sorter: true,
    align: 'right',
    render: mu,
  },
  { key: 'certificateCount', title: '合格证', dataIndex: 'certificateCount', align: 'right' },
  {
    key: 'registeredCapital',
    title: '注册资本（万元）',
    dataIndex: 'registeredCapital',
    sorter: true,
    align: 'right',
    render: (v: number | null) => v ?? '--',
  },
  { key: 'establishedDate', title: '成立日期', dataIndex: 'establishedDate', sorter: true },
];

const byKey = (keys: readonly string[]) => keys.map((k) => COLUMNS.find((c) => c.key === k)!);
const text = (key: keyof Company & string, title: string, width?: number): TableColumn<Company> => ({
  key,
  title,
  dataIndex: key,
  width,
  render: (v: string | null) => v ?? '--',
});

/**
 * The columns each name promises: the register (经营主体列表), the detail of every entity with its contacts
 * and address (经营主体明细), and the new register with its scale and output figures first (新版).
 */
const VARIANT_COLUMNS: Record<string, TableColumn<Company>[]> = {
  detailed: [
    ...byKey(['companyName', 'category', 'code', 'legal']),
    text('contactName', '联系人'),
    text('contactPhone', '联系电话'),
    text('address', '住所', 260),
    ...byKey(['registeredCapital', 'establishedDate', 'creditLevel']),
  ],
  new: byKey([
    'companyName',
    'category',
    'types',
    'farmCount',
    'farmAreaMu',
    'certificateCount',
    'creditLevel',
    'area',
  ]),
};

const columnsOf = (variant: string | undefined) => VARIANT_COLUMNS[variant ?? ''] ?? COLUMNS;
// Columns whose cell is a stored field go to the .xlsx as they are.
const exportOf = (columns: TableColumn<Company>[]) =>
  exportColumnsOf(columns.filter((c) => typeof c.dataIndex === 'string'));

/** The list body of a table query (also the export's filter). */
function companyBody(q: TableQuery) {
  const extra = q.filters.extra ?? {};
  return {
    ...pagingBody(q),
    ...sortBody(q, SORTABLE),
    areaId: q.areaId,
    areaLevel: q.areaLevel,
    keyword: q.filters.keyword,
    businessTypeId: q.filters.businessTypeId,
    companyCategoryId: q.filters.category === undefined ? undefined : Number(q.filters.category),
    creditLevel: extra.creditLevel === undefined ? undefined : Number(extra.creditLevel),
    startDate: q.filters.startDate,
    endDate: q.filters.endDate,
  };
}

const SUBTITLES: Record<string, string> = {
  detailed: '经营主体明细：每个主体的统一社会信用代码、法定代表人、联系人、联系电话、住所与注册资本',
  new: '经营主体列表（新版）：主体的经营类型、基地与经营面积、合格证开具与信用等级，各类主体数量在上方',
};

/**
 * The business-entity register (/operateSubjectList) and its declared variants:
 * 经营主体明细 (/BusinessEntityDetailedList, contacts and address) and the new register
 * (/operateSubjectListNew, scale figures and the count per category). Server paging and sorting; a row
 * opens the entity.
 */
export default function EntityListPage({ meta }: PageProps) {
  const navigate = useNavigate();
  const categories = useApiQuery(listCompanyCategories, {}, { staleTime: 10 * 60_000 });
  const columns = columnsOf(meta.variant);
  return (
    <PageFrame
      title={meta.title}
      subtitle={
        SUBTITLES[meta.variant ?? ''] ??
        '经营主体名录：按区域、类型、信用等级与成立日期筛选，点击一行查看主体详情'
      }
    >
      {meta.variant === 'new' ? <CategoryStrip /> : null}
      <TablePage
        title={meta.variant === 'detailed' ? '主体明细' : '经营主体'}
        endpoint={listCompaniesByArea}
        body={companyBody}
        columns={columns}
        rowKey={(r) => r.companyId}
        keepKey={meta.keepAlive ? meta.name : undefined}
        onRowClick={(r) => void navigate(`/gisfarmdetail/${r.companyId}`)}
        actions={(q) => (
          <ExportButton
            endpoint={listCompaniesByArea}
            filter={companyBody(q)}
            columns={exportOf(columns)}
            title={meta.title}
          />
        )}
        filters={{
          businessType: true,
          category: {
            label: '主体类型',
            options: (categories.data ?? []).map((c) => ({ value: c.companyCategoryId, label: c.name })),
          },
          extra: [{ key: 'creditLevel', label: '信用等级', options: CREDIT_OPTIONS }],
          dateRange: { label: '成立日期' },
          keyword: { placeholder: '主体名称或地址' },
        }}
      />
    </PageFrame>
  );
}
