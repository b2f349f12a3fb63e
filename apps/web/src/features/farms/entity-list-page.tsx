import { BUSINESS_TYPE_LABELS, CREDIT_LEVELS } from '@fengshou/core';
import { listCompaniesByArea, listCompanyCategories, type ResultOf } from '@fengshou/core/contract';
import { Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useApiQuery } from '../../api';
import { PageFrame } from '../../ui/detail-page';
import { ExportButton, exportColumnsOf } from '../../ui/export';
import type { PageProps } from '../../ui/route-meta';
import { pagingBody, sortBody, type TableColumn, TablePage, type TableQuery } from '../../ui/table-page';
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

// Columns whose cell is a stored field go to the .xlsx as they are.
const EXPORT = exportColumnsOf(COLUMNS.filter((c) => typeof c.dataIndex === 'string'));

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

/**
 * The business-entity register (/operateSubjectList and its variants, /BusinessEntityDetailedList,
 * /jyzdSubjectlist kept alive, /jyjyztTable, /scoreList): filters a bureau uses, server paging and sorting,
 * a row opens the entity.
 */
export default function EntityListPage({ meta }: PageProps) {
  const navigate = useNavigate();
  const categories = useApiQuery(listCompanyCategories, {}, { staleTime: 10 * 60_000 });
  return (
    <PageFrame
      title={meta.title}
      subtitle="经营主体名录：按区域、类型、信用等级与成立日期筛选，点击一行查看主体详情"
    >
      <TablePage
        title="经营主体"
        endpoint={listCompaniesByArea}
        body={companyBody}
        columns={COLUMNS}
        rowKey={(r) => r.companyId}
        keepKey={meta.keepAlive ? meta.name : undefined}
        onRowClick={(r) => void navigate(`/gisfarmdetail/${r.companyId}`)}
        actions={(q) => (
          <ExportButton
            endpoint={listCompaniesByArea}
            filter={companyBody(q)}
            columns={EXPORT}
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
