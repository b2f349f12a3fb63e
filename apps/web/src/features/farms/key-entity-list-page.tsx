import { beijingYear } from '@fengshou/core';
import {
  KEY_ENTITY_CATEGORIES,
  KEY_ENTITY_LEVELS,
  listKeyEntities,
  optionsOf,
  type ResultOf,
} from '@fengshou/core/contract';
import { Tag } from 'antd';
import { useNavigate } from 'react-router';
import { PageFrame } from '../../ui/detail-page';
import { ExportButton, exportColumnsOf } from '../../ui/export';
import type { PageProps } from '../../ui/route-meta';
import { pagingBody, sortBody, type TableColumn, TablePage, type TableQuery } from '../../ui/table-page';
import { KeyEntityTotals } from './key-entity-totals';
import { mu } from './labels';

type KeyEntity = ResultOf<typeof listKeyEntities>['list'][number];

const SORTABLE = ['recognizedYear', 'farmAreaMu', 'keyLevel', 'companyName'] as const;
// 龙头企业 red, 示范社 orange, 示范家庭农场 green, 规模经营主体 blue: the directory is read by its kinds.
const CATEGORY_COLOURS: Record<number, string> = { 1: 'red', 2: 'orange', 3: 'green', 4: 'blue' };
const orDash = (v: string | number | null) => v ?? '--';

const COLUMNS: TableColumn<KeyEntity>[] = [
  {
    key: 'companyName',
    title: '经营主体',
    dataIndex: 'companyName',
    sorter: true,
    fixed: 'left',
    width: 240,
  },
  {
    key: 'keyCategory',
    title: '重点类别',
    dataIndex: 'keyCategoryName',
    render: (v: string, r) => <Tag color={CATEGORY_COLOURS[r.keyCategory]}>{v}</Tag>,
  },
  { key: 'keyLevel', title: '认定级别', dataIndex: 'keyLevelName', sorter: true },
  {
    key: 'recognizedYear',
    title: '认定年份',
    dataIndex: 'recognizedYear',
    sorter: true,
    align: 'right',
    render: orDash,
  },
  { key: 'documentNo', title: '认定文号', dataIndex: 'documentNo', render: orDash },
  { key: 'mainProducts', title: '主营产品', dataIndex: 'mainProducts', render: (v: string) => v || '--' },
  { key: 'farmCount', title: '基地数', dataIndex: 'farmCount', align: 'right' },
  {
    key: 'farmAreaMu',
    title: '经营规模（亩）',
    dataIndex: 'farmAreaMu',
    sorter: true,
    align: 'right',
    render: mu,
  },
  { key: 'contactName', title: '联系人', dataIndex: 'contactName', render: orDash },
  { key: 'contactPhone', title: '联系电话', dataIndex: 'contactPhone', render: orDash },
  { key: 'townName', title: '所在镇', dataIndex: 'townName', render: orDash },
];

// Recognitions of the last fifteen years, newest first (a directory is read by the latest batches).
const YEAR_OPTIONS = Array.from({ length: 15 }, (_, i) => {
  const year = beijingYear() - i;
  return { value: year, label: `${year}年` };
});

/** The list body of a table query (also the export's filter). */
function keyEntityBody(q: TableQuery) {
  const extra = q.filters.extra ?? {};
  const year = extra.year === undefined ? undefined : Number(extra.year);
  return {
    ...pagingBody(q),
    ...sortBody(q, SORTABLE),
    areaId: q.areaId,
    areaLevel: q.areaLevel,
    keyword: q.filters.keyword,
    businessTypeId: q.filters.businessTypeId,
    keyCategory: q.filters.category === undefined ? undefined : Number(q.filters.category),
    keyLevel: extra.level === undefined ? undefined : Number(extra.level),
    fromYear: year,
    toYear: year,
  };
}

/**
 * /jyzdSubjectlist, 重点经营主体名录 (kept alive when leaving): the entities the bureau recognised as leading
 * enterprises, model cooperatives and family farms, and the large-scale operators, with the category,
 * level, year and document of the recognition, the entity's scale, products, contact and town, and the
 * totals per category and level above. A row opens the entity.
 */
export default function KeyEntityListPage({ meta }: PageProps) {
  const navigate = useNavigate();
  return (
    <PageFrame
      title={meta.title}
      subtitle="经认定的农业产业化龙头企业、农民合作社示范社、示范家庭农场与规模经营主体：认定类别、级别、年份与文号，主体规模、主营产品与联系人"
    >
      <KeyEntityTotals />
      <TablePage
        title="重点主体名录"
        endpoint={listKeyEntities}
        body={keyEntityBody}
        columns={COLUMNS}
        rowKey={(r) => r.id}
        keepKey={meta.keepAlive ? meta.name : undefined}
        onRowClick={(r) => void navigate(`/gisfarmdetail/${r.companyId}`)}
        actions={(q) => (
          <ExportButton
            endpoint={listKeyEntities}
            filter={keyEntityBody(q)}
            columns={exportColumnsOf(COLUMNS)}
            title={meta.title}
          />
        )}
        filters={{
          category: { label: '重点类别', options: optionsOf(KEY_ENTITY_CATEGORIES) },
          extra: [
            { key: 'level', label: '认定级别', options: optionsOf(KEY_ENTITY_LEVELS) },
            { key: 'year', label: '认定年份', options: YEAR_OPTIONS },
          ],
          businessType: true,
          keyword: { placeholder: '主体名称或认定文号' },
        }}
      />
    </PageFrame>
  );
}
