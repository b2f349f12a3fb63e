import { DownloadOutlined } from '@ant-design/icons';
import { createDataExport, type EndpointDef, type ExportColumn } from '@fengshou/core/contract';
import { App, Button } from 'antd';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { callApi } from '../../api';
import { useGuardedClick } from '../use-guarded-click';
import { progressLabel, saveJobFile, waitForJob } from './download-job';

export type { ExportColumn } from '@fengshou/core/contract';

interface ExportButtonProps {
  /** The list endpoint the table reads. */
  endpoint: EndpointDef;
  /** The list's current filter body (paging is the server's business). */
  filter: Record<string, unknown>;
  columns: readonly ExportColumn[];
  /** Sheet and file title, e.g. 绿色认证名录. */
  title: string;
  disabled?: boolean;
  /** The permission the export asks: data:export, or audit:view for the audit trail (createDataExport). */
  permission?: string;
}

/**
 * 导出Excel: the server queues a job that runs the list with the same filters, scope and masking and writes
 * an .xlsx; the button shows its progress, saves the file once it is made, and the file stays in the
 * download centre. Needs the data:export permission (the audit trail: audit:view).
 */
export function ExportButton({
  endpoint,
  filter,
  columns,
  title,
  disabled,
  permission = 'data:export',
}: ExportButtonProps) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);
  const run = useCallback(async () => {
    setBusy('排队中');
    try {
      const queued = await callApi(createDataExport, {
        endpoint: endpoint.path,
        filter,
        columns: columns.map((c) => ({ key: c.key, title: c.title })),
        title,
      });
      const done = await waitForJob(queued.id, (job) => setBusy(progressLabel(job)));
      if (done.status === 'failed') {
        void message.error(`导出失败：${done.error ?? '请稍后再试'}`);
        return;
      }
      await saveJobFile(done.id);
      void message.success(
        <span>
          已导出 {done.rowCount} 条，可在<Link to="/downloadExcelList">下载中心</Link>中再次下载
        </span>,
      );
    } catch (error) {
      // Catalogue errors were already shown by the client; a failed download says why here.
      if (error instanceof Error && !('respCode' in error)) void message.error(error.message);
    } finally {
      setBusy(null);
    }
  }, [endpoint, filter, columns, title, message]);
  const onClick = useGuardedClick(permission, () => void run());
  return (
    <Button icon={<DownloadOutlined />} loading={busy !== null} disabled={disabled} onClick={onClick}>
      {busy === null ? '导出Excel' : `导出Excel（${busy}）`}
    </Button>
  );
}
