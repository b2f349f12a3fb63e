import { Select } from 'antd';
import { useSearchParams } from 'react-router';
import { useCurrentArea } from '../../area/use-current-area';
import { PageFrame } from '../../ui/detail-page';
import { TableExport } from '../../ui/export';
import type { PageProps } from '../../ui/route-meta';
import {
  type ListEndpoint,
  pagingBody,
  type TableColumn,
  TablePage,
  type TableQuery,
} from '../../ui/table-page';
import { PrintRegister } from './print-register';
import { REGISTERS, type Register, registerOf } from './registers';

type Row = Record<string, unknown>;

/** The list body of a register for the table's state (sorting only by the register's sortable fields). */
export function registerBody(reg: Register, q: TableQuery): Record<string, unknown> {
  const sortable = reg.columns.find((c) => c.sortField === q.sortField);
  return {
    areaId: q.areaId,
    areaLevel: q.areaLevel,
    ...(reg.keyword && q.filters.keyword ? { keyword: q.filters.keyword } : {}),
    ...(reg.dateLabel ? { startTime: q.filters.startDate, endTime: q.filters.endDate } : {}),
    ...(sortable && q.sortOrder ? { sortField: sortable.sortField, sortOrder: q.sortOrder } : {}),
  };
}

function columnsOf(reg: Register): TableColumn<Row>[] {
  return reg.columns.map((c) => ({
    key: c.sortField ?? c.key,
    title: c.title,
    dataIndex: c.key,
    align: c.align,
    sorter: c.sortField !== undefined,
    render: (v: unknown) => (typeof v === 'boolean' ? (v ? '是' : '否') : (v as string)),
  }));
}

/** /standingbook: the bureau's registers (台账), browsed, printed to PDF and exported to Excel. */
export default function StandingbookPage({ meta }: PageProps) {
  const [params, setParams] = useSearchParams();
  const reg = registerOf(params.get('type'));
  const autoPrint = params.get('print') === '1';
  const { selected } = useCurrentArea();
  const columns = columnsOf(reg);
  return (
    <PageFrame
      title={meta.title}
      subtitle="选择台账类型，按区域、关键字与日期筛选；可打印或另存为PDF，也可导出Excel"
      extra={
        <Select
          aria-label="台账类型"
          style={{ minWidth: 200 }}
          value={reg.id}
          options={REGISTERS.map((x) => ({ value: x.id, label: x.title }))}
          onChange={(type: string) => setParams({ type })}
        />
      }
    >
      <TablePage
        key={reg.id}
        title={reg.title}
        endpoint={reg.endpoint as ListEndpoint<Row>}
        body={(q) => ({ ...registerBody(reg, q), ...pagingBody(q) })}
        rowKey={(r) => String(r.id ?? r.farmId ?? r.machineId)}
        columns={columns}
        filters={{
          keyword: reg.keyword ? { placeholder: reg.keyword } : undefined,
          dateRange: reg.dateLabel ? { label: reg.dateLabel } : undefined,
        }}
        actions={(q) => (
          <>
            <PrintRegister
              register={reg}
              body={registerBody(reg, q)}
              scope={`区域：${selected?.areaName ?? ''}${q.filters.startDate ? `　${q.filters.startDate} 至 ${q.filters.endDate}` : ''}${q.filters.keyword ? `　关键字：${q.filters.keyword}` : ''}`}
              autoStart={autoPrint}
            />
            <TableExport
              endpoint={reg.endpoint}
              filter={registerBody(reg, q)}
              columns={columns}
              title={reg.title}
            />
          </>
        )}
      />
    </PageFrame>
  );
}
