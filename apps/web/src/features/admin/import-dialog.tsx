import { InboxOutlined } from '@ant-design/icons';
import type { zImportKindInfo } from '@fengshou/core/contract';
import { getImportProgress, importData, listImportJobs, listImportKinds } from '@fengshou/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Progress, Space, Table, Upload } from 'antd';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { errorText, invalidateApi, useApiMutation, useApiQuery } from '../../api';
import { acceptOf, encodeFiles, selectionProblem } from './import-files';

type KindInfo = z.infer<typeof zImportKindInfo>;
type Report = NonNullable<z.infer<(typeof getImportProgress)['result']>['report']>;

type Task = z.infer<(typeof getImportProgress)['result']>;

const PHASES: Record<NonNullable<Task['phase']>, string> = {
  read: '读取文件',
  check: '校验数据',
  write: '写入数据',
};

const ended = (status: Task['status'] | undefined) => status === 'done' || status === 'failed';

function progressText(uploading: boolean, p: Task | undefined): string {
  if (uploading || !p) return '上传文件';
  if (p.status === 'queued') return '排队等待';
  if (!p.phase) return '读取文件';
  return `${PHASES[p.phase]}${p.total ? `（${p.done}/${p.total}行）` : ''}`;
}

/**
 * Importing one kind into an area: choose the file, check it (nothing written), then import it. Every
 * problem is listed by row and column; a large file shows how far the server has got.
 */
export function ImportDialog({
  kind,
  areaId,
  areaName,
  onClose,
}: {
  kind: KindInfo;
  areaId: number;
  areaName: string;
  onClose(): void;
}) {
  const [files, setFiles] = useState<File[]>([]);
  const [taskId, setTaskId] = useState<number | null>(null);
  const submit = useApiMutation(importData, { notify: false, onSuccess: (r) => setTaskId(r.taskId) });
  // The server checks and writes the file as a task; the dialog follows it until it ends.
  const progress = useApiQuery(
    getImportProgress,
    { taskId: taskId ?? 0 },
    {
      enabled: taskId !== null,
      notify: false,
      refetchInterval: (q) => (ended(q.state.data?.status) ? false : 500),
    },
  );
  const p = taskId !== null ? progress.data : undefined;
  const client = useQueryClient();
  const written = p?.report?.written ?? 0;
  useEffect(() => {
    if (!ended(p?.status)) return;
    void invalidateApi(client, ...(written > 0 ? [listImportKinds, listImportJobs] : [listImportJobs]));
  }, [client, p?.status, written]);
  const running = submit.isPending || (taskId !== null && !ended(p?.status));
  const problem = selectionProblem(kind.format, files);
  // A file the browser cannot read (moved, or taken away by the system) is said, not left as a dead button.
  const [readError, setReadError] = useState<string | null>(null);
  const start = async (dryRun: boolean) => {
    setTaskId(null);
    setReadError(null);
    try {
      submit.mutate({ kind: kind.kind, areaId, files: await encodeFiles(files), dryRun });
    } catch (e) {
      setReadError(e instanceof Error ? e.message : '无法读取所选文件');
    }
  };
  const report = p?.status === 'done' ? p.report : null;
  return (
    <Modal
      open
      width={720}
      title={`导入${kind.label} · ${areaName}`}
      onCancel={running ? undefined : onClose}
      maskClosable={false}
      footer={
        <Space>
          <Button onClick={onClose} disabled={running}>
            关闭
          </Button>
          <Button disabled={!!problem || running} onClick={() => void start(true)}>
            仅校验
          </Button>
          <Button type="primary" disabled={!!problem} loading={running} onClick={() => void start(false)}>
            校验并导入
          </Button>
        </Space>
      }
    >
      <Upload.Dragger
        multiple={kind.format === 'features'}
        accept={acceptOf(kind.format)}
        fileList={files.map((f) => ({ uid: f.name, name: f.name, status: 'done' as const }))}
        beforeUpload={(_f, list) => {
          setFiles((old) =>
            kind.format === 'table'
              ? [list[list.length - 1]!]
              : [...old.filter((o) => !list.some((n) => n.name === o.name)), ...list],
          );
          setTaskId(null);
          return false;
        }}
        onRemove={(f) => setFiles((old) => old.filter((o) => o.name !== f.name))}
        disabled={running}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">
          点击或拖入
          {kind.format === 'table'
            ? 'Excel（.xlsx）或CSV文件'
            : 'GeoJSON，或Shapefile的.shp、.dbf、.prj、.cpg文件'}
        </p>
        <p className="ant-upload-hint">全部校验通过才写入；按“{kind.keyLabel}”更新已有记录，不会重复新增</p>
      </Upload.Dragger>
      {running ? (
        <div className="import-progress" role="status">
          <Progress percent={p && p.total > 0 ? Math.round((p.done / p.total) * 100) : 0} status="active" />
          <span>{progressText(submit.isPending, p)}</span>
        </div>
      ) : null}
      {readError ? <Alert className="import-result" type="error" showIcon message={readError} /> : null}
      {submit.isError ? (
        <Alert className="import-result" type="error" showIcon message={errorText(submit.error)} />
      ) : null}
      {progress.isError ? (
        <Alert className="import-result" type="error" showIcon message={errorText(progress.error)} />
      ) : null}
      {p?.status === 'failed' ? (
        <Alert className="import-result" type="error" showIcon message={p.reason ?? '导入失败'} />
      ) : null}
      {report ? <ImportOutcome report={report} /> : null}
    </Modal>
  );
}

function ImportOutcome({ report }: { report: Report }) {
  if (report.errorCount > 0) {
    return (
      <div className="import-result">
        <Alert
          type="error"
          showIcon
          message={`${report.fileName}：发现 ${report.errorCount} 处错误，未写入任何数据（共 ${report.total} 行）`}
          description={
            report.errorCount > report.errors.length ? `仅列出前 ${report.errors.length} 处` : undefined
          }
        />
        <Table
          size="small"
          className="import-problems"
          rowKey={(e) => `${e.row}:${e.field}:${e.reason}`}
          dataSource={report.errors}
          pagination={report.errors.length > 8 ? { pageSize: 8, showSizeChanger: false } : false}
          columns={[
            {
              key: 'row',
              title: '行号',
              dataIndex: 'row',
              width: 72,
              render: (r: number) => (r === 0 ? '文件' : r),
            },
            { key: 'field', title: '列', dataIndex: 'field', width: 140 },
            { key: 'reason', title: '问题', dataIndex: 'reason' },
          ]}
        />
      </div>
    );
  }
  return (
    <Alert
      className="import-result"
      type="success"
      showIcon
      message={
        report.imported
          ? `已导入 ${report.written} 行：新增 ${report.inserted}，更新 ${report.updated}`
          : `校验通过：共 ${report.total} 行，可以导入`
      }
    />
  );
}
