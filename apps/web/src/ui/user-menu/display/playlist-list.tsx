import {
  type DisplayPlaylist,
  deleteDisplayPlaylist,
  listDisplayPlaylists,
  listDisplayTokens,
} from '@fengshou/core/contract';
import { Button, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { useApiMutation, useApiQuery } from '../../../api';
import { PlaylistForm } from './playlist-form';

/** The subject's playlists: write one (topics, areas, dwell), change or delete it. */
export function PlaylistList() {
  const lists = useApiQuery(listDisplayPlaylists, {});
  const [editing, setEditing] = useState<DisplayPlaylist | 'new' | null>(null);
  const remove = useApiMutation(deleteDisplayPlaylist, {
    invalidates: () => [listDisplayPlaylists, listDisplayTokens],
  });
  if (editing) {
    return (
      <PlaylistForm
        key={editing === 'new' ? 'new' : editing.id}
        list={editing === 'new' ? null : editing}
        onDone={() => setEditing(null)}
      />
    );
  }
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Button type="primary" onClick={() => setEditing('new')}>
        新建轮播
      </Button>
      <Table<DisplayPlaylist>
        rowKey="id"
        size="small"
        loading={lists.isPending}
        dataSource={lists.data ?? []}
        pagination={{ pageSize: 8, hideOnSinglePage: true }}
        locale={{ emptyText: '尚无轮播：新建一个，再在“展示令牌”中指定给大屏' }}
        columns={[
          { title: '名称', dataIndex: 'name' },
          {
            title: '内容',
            render: (_, p) =>
              p.entries
                .slice(0, 4)
                .map((e) => `${e.menuName}·${e.areaName}`)
                .join('，') + (p.entries.length > 4 ? ` 等${p.entries.length}项` : ''),
          },
          { title: '播放中的大屏', dataIndex: 'tokenCount', width: 110 },
          { title: '修改', width: 170, render: (_, p) => `${p.updatedAt} ${p.updatedBy ?? ''}` },
          {
            title: '操作',
            width: 120,
            render: (_, p) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(p)}>
                  编辑
                </Button>
                <Popconfirm
                  title={`删除“${p.name}”？播放它的大屏将回到首页。`}
                  okText="删除"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove.mutate({ id: p.id })}
                >
                  <Button type="link" danger size="small">
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Space>
  );
}
