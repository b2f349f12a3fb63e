import type { listProductBrands, ResultOf } from '@fengshou/core/contract';
import { Tag } from 'antd';
import type { TableColumn, TableQuery } from '../../ui/table-page';
import { pagingBody, sortBody } from '../../ui/table-page';

export type Brand = ResultOf<typeof listProductBrands>['list'][number];

const LEVEL_COLORS: Record<number, string> = { 1: 'red', 2: 'volcano', 3: 'gold', 4: 'blue' };
const SORTS = ['registerDate', 'annualSalesWan', 'brandName'] as const;

/** The brand register's columns (the brand list and the product-information tabs show the same). */
export const BRAND_COLUMNS: TableColumn<Brand>[] = [
  { key: 'brandName', title: '品牌名称', dataIndex: 'brandName', sorter: true, fixed: 'left', width: 180 },
  { key: 'productName', title: '产品', dataIndex: 'productName' },
  { key: 'brandTypeName', title: '品牌类型', dataIndex: 'brandTypeName' },
  {
    key: 'brandLevelName',
    title: '品牌目录',
    dataIndex: 'brandLevelName',
    render: (v: string, r) => (r.brandLevel ? <Tag color={LEVEL_COLORS[r.brandLevel]}>{v}</Tag> : v),
  },
  { key: 'companyName', title: '经营主体', dataIndex: 'companyName' },
  {
    key: 'trademarkNo',
    title: '商标注册号',
    dataIndex: 'trademarkNo',
    render: (v: string | null) => v ?? '--',
  },
  { key: 'registerDate', title: '注册日期', dataIndex: 'registerDate', sorter: true },
  {
    key: 'annualSalesWan',
    title: '年销售额（万元）',
    dataIndex: 'annualSalesWan',
    align: 'right',
    sorter: true,
    render: (v: number | null) => v ?? '--',
  },
  { key: 'validGreenCerts', title: '有效绿色认证', dataIndex: 'validGreenCerts', align: 'right' },
  { key: 'townName', title: '所在镇', dataIndex: 'townName' },
  { key: 'areaName', title: '所在村', dataIndex: 'areaName' },
];

/** The brand list's body of a table query (without paging: also the export's filter). */
export function brandFilter(q: TableQuery) {
  const extra = q.filters.extra ?? {};
  return {
    areaId: q.areaId,
    areaLevel: q.areaLevel,
    brandType: q.filters.category === undefined ? undefined : Number(q.filters.category),
    brandLevel: extra.brandLevel === undefined ? undefined : Number(extra.brandLevel),
    keyword: q.filters.keyword,
    ...sortBody(q, SORTS),
  };
}

export const brandBody = (q: TableQuery) => ({ ...brandFilter(q), ...pagingBody(q) });
