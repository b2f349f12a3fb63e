import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  getImportTemplate,
  listImportJobs,
  listImportKinds,
  type zImportKindInfo,
} from '@fengshou/core/contract';
import { Button, Popover, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { callApi, useApiQuery } from '../../api';
import { useCurrentArea } from '../../area/use-current-area';
import { DataState } from '../../ui/data-state';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { pagingBody, type TableColumn, TablePage } from '../../ui/table-page';
import { downloadBytes } from '../../ui/xlsx';
import { type AdminAccess, AdminFrame } from './admin-frame';
import { ImportDialog } from './import-dialog';
import { decodeBase64 } from './import-files';
import './imports.css';

type KindInfo = z.infer<typeof zImportKindInfo>;
type Job = z.infer<(typeof listImportJobs)['result']>['list'][number];

const IMPORTS: AdminAccess = { code: 'data:import', needs: '数据导入需要“数据导入”权限。' };

/** 数据导入: every kind of record the screens read, its template, its import into an area, and the history. */
export default function ImportPage({ meta }: PageProps) {
  return (
    <AdminFrame meta={meta} access={IMPORTS}>
      <ImportKinds />
      <ImportHistory />
    </AdminFrame>
  );
}

function ImportKinds() {
  const { selected } = useCurrentArea();
  const [open, setOpen] = useState<KindInfo | null>(null);
  const kinds = useApiQuery(listImportKinds, { areaId: selected?.areaId }, { enabled: !!selected });
  const download = async (k: KindInfo) => {
    if (!selected) return;
    const t = await callApi(getImportTemplate, { kind: k.kind, areaId: selected.areaId });
    downloadBytes(decodeBase64(t.contentBase64), t.fileName, t.contentType);
  };
  const columns = [
    { key: 'group', title: '类别', dataIndex: 'group', width: 96 },
    {
      key: 'label',
      title: '数据',
      render: (_: unknown, k: KindInfo) => (
        <Popover
          title={`${k.label}模板列`}
          content={
            <ul className="import-columns">
              {k.columns.map((c) => (
                <li key={c.header}>
                  <b className={c.required ? 'import-required' : undefined}>{c.header}</b>：{c.hint}
                  {c.note ? `（${c.note}）` : ''}
                </li>
              ))}
            </ul>
          }
        >
          <span className="import-kind-label">{k.label}</span>
        </Popover>
      ),
    },
    { key: 'uses', title: '用于', dataIndex: 'uses' },
    {
      key: 'count',
      title: '现有记录',
      width: 120,
      render: (_: unknown, k: KindInfo) =>
        k.count > 0 ? k.count.toLocaleString('zh-CN') : <Tag>暂无数据</Tag>,
    },
    {
      key: 'lastImport',
      title: '最近导入',
      width: 170,
      render: (_: unknown, k: KindInfo) => k.lastImport ?? '—',
    },
    {
      key: 'actions',
      title: '操作',
      width: 200,
      render: (_: unknown, k: KindInfo) => (
        <Space>
          <Button size="small" icon={<DownloadOutlined />} onClick={() => void download(k)}>
            模板
          </Button>
          <Button size="small" type="primary" icon={<UploadOutlined />} onClick={() => setOpen(k)}>
            导入
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Panel title={`可导入的数据 · ${selected?.areaName ?? ''}`} className="import-kinds">
      <DataState query={kinds}>
        {(list) => (
          <Table size="small" rowKey="kind" pagination={false} dataSource={list} columns={columns} />
        )}
      </DataState>
      {open && selected ? (
        <ImportDialog
          kind={open}
          areaId={selected.areaId}
          areaName={selected.areaName}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Panel>
  );
}

const STATUS: Record<Job['status'], { text: string; color: string }> = {
  imported: { text: '已导入', color: 'green' },
  rejected: { text: '有错误未写入', color: 'red' },
  checked: { text: '仅校验', color: 'default' },
};

function ImportHistory() {
  const columns: TableColumn<Job>[] = [
    { key: 'createTime', title: '时间', dataIndex: 'createTime', width: 170 },
    { key: 'kindLabel', title: '数据', dataIndex: 'kindLabel', width: 120 },
    { key: 'fileName', title: '文件', dataIndex: 'fileName', ellipsis: true },
    { key: 'areaName', title: '导入区域', dataIndex: 'areaName', width: 140 },
    {
      key: 'userName',
      title: '操作人',
      dataIndex: 'userName',
      width: 110,
      render: (v: string | null) => v ?? '命令行',
    },
    { key: 'rowCount', title: '行数', dataIndex: 'rowCount', width: 80 },
    {
      key: 'result',
      title: '结果',
      width: 220,
      render: (_, j) => (
        <>
          <Tag color={STATUS[j.status].color}>{STATUS[j.status].text}</Tag>
          {j.status === 'imported'
            ? `新增 ${j.inserted} · 更新 ${j.updated}`
            : j.errorCount
              ? `${j.errorCount} 处错误`
              : ''}
        </>
      ),
    },
  ];
  return (
    <TablePage
      title="导入记录"
      className="import-history"
      endpoint={listImportJobs}
      body={(q) => ({ ...pagingBody(q), areaId: q.areaId })}
      columns={columns}
      rowKey={(j) => j.jobId}
    />
  );
}
