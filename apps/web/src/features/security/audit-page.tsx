import { PAGE_SIZES } from '@fengshou/core';
import { type AuditOutcome, listAuditEvents, type ResultOf } from '@fengshou/core/contract';
import { Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { errorText, useApiPage } from '../../api';
import { ExportButton } from '../../ui/export';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { PAGE_SIZE_OPTIONS } from '../../ui/table-page';
import { type AuditFilter, AuditFilters } from './audit-filters';
import { SecurityFrame } from './security-frame';
import { useTrailCheck } from './verify-trail';

/** One event of the audit trail. */
export type AuditRow = ResultOf<typeof listAuditEvents>['list'][number];

const OUTCOME_COLORS: Record<AuditOutcome, string> = { success: 'green', failure: 'orange', denied: 'red' };

const dash = (v: string | null) => v ?? '—';

const COLUMNS: TableColumnsType<AuditRow> = [
  { key: 'time', title: '时间', dataIndex: 'time', width: 170 },
  { key: 'eventName', title: '事件', dataIndex: 'eventName', width: 150 },
  {
    key: 'outcomeName',
    title: '结果',
    dataIndex: 'outcomeName',
    width: 72,
    render: (name: string, r) => <Tag color={OUTCOME_COLORS[r.outcome]}>{name}</Tag>,
  },
  { key: 'loginName', title: '账号', dataIndex: 'loginName', width: 170, ellipsis: true, render: dash },
  {
    key: 'subjectName',
    title: '所属单位',
    dataIndex: 'subjectName',
    width: 180,
    ellipsis: true,
    render: dash,
  },
  { key: 'ip', title: 'IP 地址', dataIndex: 'ip', width: 130, render: dash },
  {
    key: 'target',
    title: '对象',
    dataIndex: 'target',
    width: 260,
    ellipsis: { showTitle: true },
    render: dash,
  },
  // The whole detail unfolds with the row; here one line of it, in the width left.
  { key: 'detail', title: '详情', dataIndex: 'detail', ellipsis: { showTitle: true }, render: dash },
];

// The file holds what the table shows and what its rows unfold (the server's own export columns).
const EXPORT_COLUMNS = [
  { key: 'time', title: '时间' },
  { key: 'eventName', title: '事件' },
  { key: 'outcomeName', title: '结果' },
  { key: 'loginName', title: '账号' },
  { key: 'subjectName', title: '所属单位' },
  { key: 'ip', title: 'IP 地址' },
  { key: 'target', title: '对象' },
  { key: 'detail', title: '详情' },
  { key: 'userAgent', title: '浏览器' },
  { key: 'requestId', title: '请求编号' },
];

/**
 * 审计日志: the security events of the auditor's unit and those below it, newest first, filtered by event,
 * outcome, account, address and dates; exported as a file; and the check of the trail's hash chain.
 */
export default function AuditPage({ meta }: PageProps) {
  return (
    <SecurityFrame meta={meta} code="audit:view" needs="审计日志需要“安全审计日志查阅”权限。">
      <AuditTrail />
    </SecurityFrame>
  );
}

function AuditTrail() {
  const [filter, setFilter] = useState<AuditFilter>({});
  const [paging, setPaging] = useState<{ pageNo: number; pageSize: number }>({
    pageNo: 1,
    pageSize: PAGE_SIZES.SHARED,
  });
  const page = useApiPage(listAuditEvents, { ...paging, ...filter });
  const check = useTrailCheck();
  return (
    <Panel
      title="审计记录"
      className="security-audit"
      extra={
        <Space>
          {check.button}
          <ExportButton
            endpoint={listAuditEvents}
            filter={{ ...filter }}
            columns={EXPORT_COLUMNS}
            title="安全审计日志"
            permission="audit:view"
          />
        </Space>
      }
    >
      {check.verdict}
      <AuditFilters
        onApply={(next) => {
          setFilter(next);
          setPaging((p) => ({ ...p, pageNo: 1 }));
        }}
      />
      {page.isError ? (
        <div className="table-error" role="alert">
          {errorText(page.error)}
          <button type="button" className="table-retry" onClick={() => void page.refetch()}>
            重新加载
          </button>
        </div>
      ) : null}
      <Table<AuditRow>
        size="middle"
        rowKey="id"
        columns={COLUMNS}
        dataSource={page.data?.list ?? []}
        loading={page.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: page.isError ? '加载失败' : '暂无审计记录' }}
        expandable={{ expandedRowRender: (r) => <EventDetail row={r} /> }}
        pagination={{
          current: paging.pageNo,
          pageSize: paging.pageSize,
          total: page.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS,
          showTotal: (total) => `共 ${total} 条`,
        }}
        onChange={(p) =>
          setPaging((old) => {
            const pageSize = p.pageSize ?? old.pageSize;
            return { pageSize, pageNo: pageSize === old.pageSize ? (p.current ?? 1) : 1 };
          })
        }
      />
    </Panel>
  );
}

function EventDetail({ row }: { row: AuditRow }) {
  return (
    <dl className="security-event-detail">
      <dt>记录编号</dt>
      <dd>{row.id}</dd>
      <dt>浏览器</dt>
      <dd>{dash(row.userAgent)}</dd>
      <dt>请求编号</dt>
      <dd>{dash(row.requestId)}</dd>
      {row.detail ? (
        <>
          <dt>详情</dt>
          <dd>{row.detail}</dd>
        </>
      ) : null}
    </dl>
  );
}
