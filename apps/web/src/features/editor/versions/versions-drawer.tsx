import { DASHBOARD_SKINS, type DashboardSkin } from '@fengshou/core';
import type { DashboardDoc, getDashboardDraft, ResultOf } from '@fengshou/core/contract';
import { Button, Drawer, Empty, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { CompareModal } from './compare-modal';

type Version = ResultOf<typeof getDashboardDraft>['versions'][number];

/**
 * 版本记录: every publish with who and when, newest first; a version is compared with the draft or published
 * again as a new version (history is never rewritten).
 */
export function VersionsDrawer({
  open,
  onClose,
  subjectId,
  menuKey,
  versions,
  published,
  draft,
  rollingBack,
  onRollback,
}: {
  open: boolean;
  onClose: () => void;
  subjectId: number;
  menuKey: number;
  versions: Version[];
  published: number | null;
  draft: DashboardDoc;
  rollingBack: boolean;
  onRollback: (versionNo: number) => void;
}) {
  const [comparing, setComparing] = useState<number | null>(null);
  return (
    <Drawer open={open} onClose={onClose} title="版本记录" size={760} className="versions-drawer">
      {versions.length === 0 ? (
        <Empty description="尚未发布过：发布草稿后在此记录每个版本" />
      ) : (
        <Table<Version>
          rowKey="versionNo"
          size="small"
          pagination={false}
          dataSource={versions}
          columns={[
            {
              title: '版本',
              dataIndex: 'versionNo',
              width: 90,
              render: (n: number) => (
                <Space size={4}>
                  v{n}
                  {n === published ? <Tag color="green">当前</Tag> : null}
                </Space>
              ),
            },
            { title: '说明', dataIndex: 'note', render: (n: string | null) => n || '—' },
            {
              title: '发布人',
              dataIndex: 'publishedBy',
              width: 100,
              render: (n: string | null) => n || '系统',
            },
            { title: '发布时间', dataIndex: 'publishedAt', width: 160 },
            {
              title: '皮肤/板块',
              width: 130,
              render: (_, v) =>
                `${DASHBOARD_SKINS[v.skin as DashboardSkin]?.label ?? v.skin}·${v.plateCount}`,
            },
            {
              title: '操作',
              width: 150,
              render: (_, v) => (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => setComparing(v.versionNo)}>
                    与草稿比较
                  </Button>
                  {v.versionNo === published ? null : (
                    <Popconfirm
                      title={`回滚到版本 ${v.versionNo}？`}
                      description="将以该版本内容发布为一个新版本，用户立即看到；当前草稿与未保存的修改将被放弃。"
                      okText="回滚"
                      cancelText="取消"
                      onConfirm={() => onRollback(v.versionNo)}
                    >
                      <Button type="link" size="small" loading={rollingBack}>
                        回滚
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
              ),
            },
          ]}
        />
      )}
      {comparing !== null ? (
        <CompareModal
          subjectId={subjectId}
          menuKey={menuKey}
          versionNo={comparing}
          draft={draft}
          onClose={() => setComparing(null)}
        />
      ) : null}
    </Drawer>
  );
}
