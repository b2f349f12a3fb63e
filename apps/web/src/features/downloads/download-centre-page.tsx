import {
  DOWNLOAD_KIND_NAMES,
  DOWNLOAD_STATUS_NAMES,
  type DownloadItem,
  type DownloadKind,
  type DownloadStatus,
  deleteDownload,
  listDownloads,
  markDownloadsRead,
  unreadDownloads,
} from '@fengshou/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Progress, Select, Space, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { callApi, invalidateApi, useApiMutation, useApiQuery } from '../../api';
import { usePortal } from '../../api/portal-context';
import { PageFrame } from '../../ui/detail-page';
import { JOB_POLL_MS, progressLabel, saveJobFile } from '../../ui/export/download-job';
import type { PageProps } from '../../ui/route-meta';
import { hasPermission } from '../../ui/use-guarded-click';
import { BriefingForm } from './briefing-form';
import { percentOf, sizeText } from './format';

const STATUS_COLORS: Record<DownloadStatus, string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
};

const PAGE_SIZE = 20;

function StatusCell({ item }: { item: DownloadItem }) {
  if (item.status === 'running' || item.status === 'queued') {
    return (
      <div className="download-progress">
        <Tag color={STATUS_COLORS[item.status]}>{progressLabel(item)}</Tag>
        <Progress
          percent={percentOf(item.progressDone, item.progressTotal)}
          size="small"
          status="active"
          aria-label="进度"
        />
        {item.progressText ? <div className="table-muted">{item.progressText}</div> : null}
      </div>
    );
  }
  return (
    <Space orientation="vertical" size={0}>
      <Tag color={item.expired ? 'default' : STATUS_COLORS[item.status]}>{item.statusName}</Tag>
      {item.error ? <span className="table-muted">{item.error}</span> : null}
    </Space>
  );
}

function Actions({ item }: { item: DownloadItem }) {
  const { message } = App.useApp();
  const remove = useApiMutation(deleteDownload, {
    invalidates: () => [listDownloads, unreadDownloads],
    onSuccess: () => void message.success('已删除'),
  });
  return (
    <Space size={0}>
      {item.status === 'done' && !item.expired ? (
        <Button
          type="link"
          size="small"
          onClick={() => void saveJobFile(item.id).catch((e: Error) => message.error(e.message))}
        >
          下载
        </Button>
      ) : null}
      <Popconfirm title="删除这一项及其文件？" onConfirm={() => remove.mutate({ id: item.id })}>
        <Button type="link" size="small" danger loading={remove.isPending}>
          删除
        </Button>
      </Popconfirm>
    </Space>
  );
}

const COLUMNS = [
  {
    key: 'title',
    title: '名称',
    dataIndex: 'title',
    render: (title: string, r: DownloadItem) => (
      <div>
        <div>
          {r.unread ? <Tag color="red">新</Tag> : null}
          {title}
        </div>
        <div className="table-muted">{r.scheduleName ? `简报计划：${r.scheduleName}` : r.fileName}</div>
      </div>
    ),
  },
  { key: 'kind', title: '类型', dataIndex: 'kindName' },
  { key: 'area', title: '区域', dataIndex: 'areaName' },
  { key: 'status', title: '状态', render: (_: unknown, r: DownloadItem) => <StatusCell item={r} /> },
  { key: 'byteSize', title: '文件大小', dataIndex: 'byteSize', align: 'right' as const, render: sizeText },
  { key: 'createTime', title: '创建时间', dataIndex: 'createTime' },
  {
    key: 'expiresAt',
    title: '有效期至',
    dataIndex: 'expiresAt',
    render: (v: string | null) => v ?? '--',
  },
  { key: 'actions', title: '操作', render: (_: unknown, r: DownloadItem) => <Actions item={r} /> },
];

/**
 * 下载中心 (/downloadExcelList): the user's Excel exports and briefings, and the briefings schedules
 * delivered to him, newest first; refreshes every second while something is being made. Opening it marks
 * the delivered ones as seen.
 */
export default function DownloadCentrePage({ meta }: PageProps) {
  const portal = usePortal();
  const queryClient = useQueryClient();
  const [pageNo, setPageNo] = useState(1);
  const [kind, setKind] = useState<DownloadKind | undefined>();
  const [status, setStatus] = useState<DownloadStatus | undefined>();
  const [briefing, setBriefing] = useState(false);
  const body = { pageNo, pageSize: PAGE_SIZE, kind, status };
  const list = useApiQuery(listDownloads, body, {
    refetchInterval: (q) =>
      q.state.data?.list.some((d) => d.status === 'queued' || d.status === 'running') ? JOB_POLL_MS : false,
  });
  useEffect(() => {
    void callApi(markDownloadsRead, {}, { notify: false }).then(
      () => invalidateApi(queryClient, unreadDownloads),
      () => undefined,
    );
  }, [queryClient]);
  const mayBrief =
    hasPermission(portal.permissions, 'dashboard:view') && hasPermission(portal.permissions, 'data:export');
  return (
    <PageFrame
      title={meta.title}
      subtitle="导出与简报在后台生成，完成后在此下载；文件按生成时的权限、区域与脱敏规则生成，到期自动删除"
      extra={
        mayBrief ? (
          <Button type="primary" onClick={() => setBriefing(true)}>
            生成简报
          </Button>
        ) : null
      }
    >
      <Space className="download-filters" wrap>
        <Select
          allowClear
          placeholder="全部类型"
          aria-label="类型"
          style={{ minWidth: 120 }}
          value={kind}
          onChange={(v?: DownloadKind) => {
            setKind(v);
            setPageNo(1);
          }}
          options={Object.entries(DOWNLOAD_KIND_NAMES).map(([value, label]) => ({ value, label }))}
        />
        <Select
          allowClear
          placeholder="全部状态"
          aria-label="状态"
          style={{ minWidth: 120 }}
          value={status}
          onChange={(v?: DownloadStatus) => {
            setStatus(v);
            setPageNo(1);
          }}
          options={Object.entries(DOWNLOAD_STATUS_NAMES).map(([value, label]) => ({ value, label }))}
        />
      </Space>
      <Table<DownloadItem>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        columns={COLUMNS}
        pagination={{
          current: pageNo,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showTotal: (n) => `共 ${n} 条`,
          onChange: setPageNo,
        }}
      />
      {briefing ? (
        <BriefingForm
          onClose={() => setBriefing(false)}
          onCreated={() => {
            setBriefing(false);
            void invalidateApi(queryClient, listDownloads);
          }}
        />
      ) : null}
    </PageFrame>
  );
}
