import { Button, Result, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { usePortal } from '../../api/portal-context';
import { type DetailContent, DetailDialog } from '../../dashboard/detail-dialog';
import { detailAction } from '../../dashboard/plate-detail';
import { type PlateRow, usePlates } from '../../dashboard/use-dashboard-data';
import { DataState } from '../../ui/data-state';
import { PageFrame } from '../../ui/detail-page';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';

const KIND_LABELS = { table: '明细表', images: '图片轮播' } as const;

/**
 * /example/dialog (明细弹窗示例): the shared detail dialog on the subject's own plates — pick a topic, and
 * each plate with a detail opens it as the dashboard does: its stored tables (type selector, metric groups,
 * export) or its pictures (carousel, full-screen viewer, or the named-picture dropdown).
 */
export default function ExampleDialogPage({ meta }: PageProps) {
  const { menuRoutes } = usePortal();
  const topics = menuRoutes.filter((m) => m.menuKey > 0 && m.menuKey < 10_000 && !m.linkUrl);
  const [menuKey, setMenuKey] = useState<number | null>(null);
  const key = menuKey ?? topics[0]?.menuKey ?? 0;
  const plates = usePlates(key);
  const [open, setOpen] = useState<{ title: string; content: DetailContent } | null>(null);
  const withDialog = (plates.data ?? []).flatMap((p) => {
    const a = detailAction(p);
    return a.kind === 'dialog' ? [{ plate: p, content: a.content }] : [];
  });
  if (!topics.length) return <Result status="info" title={meta.title} subTitle="本主体尚未配置大屏菜单" />;
  return (
    <PageFrame
      title={meta.title}
      subtitle="共享明细弹窗：按板块配置打开明细表（类型切换、指标分组、导出）或图片轮播（自动播放、全屏查看）"
      extra={
        <Select
          aria-label="选择专题"
          value={key}
          onChange={setMenuKey}
          options={topics.map((m) => ({ value: m.menuKey, label: m.title }))}
          style={{ minWidth: 220 }}
        />
      }
    >
      <Panel title="带明细的板块">
        <DataState
          query={plates}
          isEmpty={() => withDialog.length === 0}
          emptyText="该专题的板块未配置明细弹窗"
        >
          {() => (
            <Table<{ plate: PlateRow; content: DetailContent }>
              size="small"
              rowKey={(r) => r.plate.id}
              pagination={false}
              dataSource={withDialog}
              columns={[
                { title: '板块', render: (_, r) => r.plate.plateName },
                { title: '说明', render: (_, r) => r.plate.declaration ?? r.plate.remark ?? '--' },
                {
                  title: '明细方式',
                  render: (_, r) => (
                    <Tag color={r.content.kind === 'table' ? 'blue' : 'purple'}>
                      {KIND_LABELS[r.content.kind]}
                      {r.content.kind === 'images' && r.content.pick ? '（下拉选图）' : ''}
                    </Tag>
                  ),
                },
                {
                  title: '',
                  render: (_, r) => (
                    <Button
                      size="small"
                      onClick={() => setOpen({ title: r.plate.plateName, content: r.content })}
                    >
                      打开明细
                    </Button>
                  ),
                },
              ]}
            />
          )}
        </DataState>
      </Panel>
      {open ? <DetailDialog title={open.title} content={open.content} onClose={() => setOpen(null)} /> : null}
    </PageFrame>
  );
}
