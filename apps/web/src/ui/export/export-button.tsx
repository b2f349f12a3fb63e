import { DownloadOutlined } from '@ant-design/icons';
import {
  createDataExport,
  type EndpointDef,
  type ExportColumn,
  exportFilePath,
} from '@fengshou/core/contract';
import { App, Button } from 'antd';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { callApi, downloadPrivateFile } from '../../api';
import { useGuardedClick } from '../use-guarded-click';

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
 * 导出Excel: the server runs the list with the same filters, scope and masking and writes an .xlsx; the
 * file is then saved at once and stays listed under 导出文件下载. Needs the data:export permission (the
 * audit trail: audit:view).
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
  const [busy, setBusy] = useState(false);
  const run = useCallback(async () => {
    setBusy(true);
    try {
      const done = await callApi(createDataExport, {
        endpoint: endpoint.path,
        filter,
        columns: columns.map((c) => ({ key: c.key, title: c.title })),
        title,
      });
      await downloadPrivateFile(exportFilePath(done.id), done.fileName);
      void message.success(
        <span>
          已导出 {done.rowCount} 条，可在<Link to="/downloadExcelList">导出文件下载</Link>中再次下载
        </span>,
      );
    } catch (error) {
      // Catalogue errors were already shown by the client; a failed download says why here.
      if (error instanceof Error && !('respCode' in error)) void message.error(error.message);
    } finally {
      setBusy(false);
    }
  }, [endpoint, filter, columns, title, message]);
  const onClick = useGuardedClick(permission, () => void run());
  return (
    <Button icon={<DownloadOutlined />} loading={busy} disabled={disabled} onClick={onClick}>
      导出Excel
    </Button>
  );
}
