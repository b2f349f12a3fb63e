import {
  CERTIFICATE_BASIS,
  type listCertificatesByArea,
  optionsOf,
  type ResultOf,
} from '@fengshou/core/contract';
import { exportColumnsOf } from '../../ui/export';
import { pagingBody, sortBody, type TableColumn, type TableQuery } from '../../ui/table-page';

type Certificate = ResultOf<typeof listCertificatesByArea>['list'][number];

export const BASIS_OPTIONS = optionsOf(CERTIFICATE_BASIS);

const SORTABLE = ['issueDate', 'quantity', 'printCount', 'productName'] as const;

/** Columns of certificate tables (list and printing). */
export const certificateColumns: TableColumn<Certificate>[] = [
  { key: 'certNo', title: '合格证编号', dataIndex: 'certNo', fixed: 'left' },
  { key: 'productName', title: '产品', dataIndex: 'productName', sorter: true },
  {
    key: 'quantity',
    title: '数量',
    dataIndex: 'quantity',
    sorter: true,
    align: 'right',
    render: (_, c) => `${c.quantity} ${c.unit}`,
  },
  { key: 'companyName', title: '经营主体', dataIndex: 'companyName' },
  { key: 'producerName', title: '生产者', dataIndex: 'producerName' },
  {
    key: 'contactPhone',
    title: '联系电话',
    dataIndex: 'contactPhone',
    render: (v: string | null) => v ?? '--',
  },
  { key: 'areaName', title: '产地', dataIndex: 'areaName' },
  { key: 'basisName', title: '承诺依据', dataIndex: 'basisName' },
  { key: 'issueDate', title: '开具日期', dataIndex: 'issueDate', sorter: true },
  { key: 'printCount', title: '已打印', dataIndex: 'printCount', sorter: true, align: 'right' },
  { key: 'traceCode', title: '追溯码', dataIndex: 'traceCode', render: (v: string | null) => v ?? '未赋码' },
];

/** The list body of a table query (also the export's filter). */
export function certificateBody(q: TableQuery) {
  const basis = q.filters.extra?.basis;
  return {
    ...pagingBody(q),
    ...sortBody(q, SORTABLE),
    areaId: q.areaId,
    areaLevel: q.areaLevel,
    keyword: q.filters.keyword,
    startDate: q.filters.startDate,
    endDate: q.filters.endDate,
    basis: basis === undefined ? undefined : Number(basis),
  };
}

/** Columns of the certificate .xlsx. */
export const CERTIFICATE_EXPORT = exportColumnsOf(
  certificateColumns.filter((c) => typeof c.dataIndex === 'string' && c.key !== 'quantity'),
).concat([
  { key: 'quantity', title: '数量' },
  { key: 'unit', title: '单位' },
]);
