import { exportFilePath, listDataExports, type ResultOf } from '@fengshou/core/contract';
import { App, Button, Tag } from 'antd';
import { downloadPrivateFile } from '../../api';
import { PageFrame } from '../../ui/detail-page';
import type { PageProps } from '../../ui/route-meta';
import { pagingBody, type TableColumn, TablePage } from '../../ui/table-page';

type ExportItem = ResultOf<typeof listDataExports>['list'][number];

const STATUS_COLORS: Record<number, string> = { 1: 'processing', 2: 'success', 3: 'error' };

/** Bytes as a reader sees them (KB below 1 MB). */
function sizeText(bytes: number): string {
  if (bytes <= 0) return '--';
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

function DownloadCell({ item }: { item: ExportItem }) {
  const { message } = App.useApp();
  if (item.status !== 2) return <span className="table-muted">{item.error ?? '--'}</span>;
  return (
    <Button
      type="link"
      size="small"
      onClick={() =>
        void downloadPrivateFile(exportFilePath(item.id), item.fileName).catch((e: Error) =>
          message.error(e.message),
        )
      }
    >
      下载
    </Button>
  );
}

const COLUMNS: TableColumn<ExportItem>[] = [
  { key: 'title', title: '导出名称', dataIndex: 'title' },
  { key: 'fileName', title: '文件名', dataIndex: 'fileName' },
  { key: 'rowCount', title: '记录数', dataIndex: 'rowCount', align: 'right' },
  { key: 'byteSize', title: '文件大小', dataIndex: 'byteSize', align: 'right', render: sizeText },
  {
    key: 'status',
    title: '状态',
    dataIndex: 'statusName',
    render: (name: string, r) => <Tag color={STATUS_COLORS[r.status]}>{name}</Tag>,
  },
  { key: 'createTime', title: '导出时间', dataIndex: 'createTime' },
  { key: 'download', title: '操作', render: (_: unknown, r) => <DownloadCell item={r} /> },
];

/** /downloadExcelList: the signed-in user's own exports, newest first, each downloadable again. */
export default function DownloadExcelPage({ meta }: PageProps) {
  return (
    <PageFrame title={meta.title} subtitle="仅显示本人导出的文件；文件按导出时的权限与脱敏规则生成">
      <TablePage
        title="我的导出"
        endpoint={listDataExports}
        body={(q) => pagingBody(q)}
        rowKey={(r) => r.id}
        filters={{ area: false }}
        columns={COLUMNS}
      />
    </PageFrame>
  );
}
