import { InboxOutlined } from '@ant-design/icons';
import type { zImportKindInfo } from '@fengshou/core/contract';
import { getImportProgress, importData, listImportJobs, listImportKinds } from '@fengshou/core/contract';
import { Alert, Button, Modal, Progress, Space, Table, Upload } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { errorText, useApiMutation, useApiQuery } from '../../api';
import { acceptOf, encodeFiles, selectionProblem } from './import-files';

type KindInfo = z.infer<typeof zImportKindInfo>;
type Report = z.infer<(typeof importData)['result']>;

const PHASES: Record<string, string> = {
  read: '读取文件',
  check: '校验数据',
  write: '写入数据',
  done: '完成',
};

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
  const [report, setReport] = useState<Report | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const run = useApiMutation(importData, {
    notify: false,
    invalidates: (r) => (r.written > 0 ? [listImportKinds, listImportJobs] : [listImportJobs]),
    onSuccess: (r) => setReport(r),
    onSettled: () => setToken(null),
  });
  const progress = useApiQuery(
    getImportProgress,
    { progressToken: token ?? '-' },
    { enabled: token !== null, refetchInterval: 500, notify: false },
  );
  const problem = selectionProblem(kind.format, files);
  const start = async (dryRun: boolean) => {
    setReport(null);
    // getRandomValues, not randomUUID: the latter exists only on https or localhost, and intranet installations often serve plain http.
    const progressToken = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) =>
      b.toString(16).padStart(2, '0'),
    ).join('');
    setToken(progressToken);
    run.mutate({ kind: kind.kind, areaId, files: await encodeFiles(files), dryRun, progressToken });
  };
  const p = progress.data;
  return (
    <Modal
      open
      width={720}
      title={`导入${kind.label} · ${areaName}`}
      onCancel={run.isPending ? undefined : onClose}
      maskClosable={false}
      footer={
        <Space>
          <Button onClick={onClose} disabled={run.isPending}>
            关闭
          </Button>
          <Button disabled={!!problem || run.isPending} onClick={() => void start(true)}>
            仅校验
          </Button>
          <Button
            type="primary"
            disabled={!!problem}
            loading={run.isPending}
            onClick={() => void start(false)}
          >
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
          setReport(null);
          return false;
        }}
        onRemove={(f) => setFiles((old) => old.filter((o) => o.name !== f.name))}
        disabled={run.isPending}
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
      {run.isPending ? (
        <div className="import-progress" role="status">
          <Progress percent={p && p.total > 0 ? Math.round((p.done / p.total) * 100) : 0} status="active" />
          <span>
            {p && p.phase !== 'unknown'
              ? `${PHASES[p.phase] ?? ''}${p.total ? `（${p.done}/${p.total}行）` : ''}`
              : '上传文件'}
          </span>
        </div>
      ) : null}
      {run.isError ? (
        <Alert className="import-result" type="error" showIcon message={errorText(run.error)} />
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
