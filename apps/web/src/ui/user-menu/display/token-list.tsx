import {
  assignDisplayPlaylist,
  listDisplayPlaylists,
  listDisplayTokens,
  type ResultOf,
  revokeDisplayToken,
} from '@fengshou/core/contract';
import { Button, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useApiMutation, useApiQuery } from '../../../api';
import { TokenIssueForm } from './token-issue-form';

type Token = ResultOf<typeof listDisplayTokens>[number];

const NONE = 0;

/** The subject's display tokens: issue one, choose the playlist each plays, revoke one. */
export function TokenList() {
  const [issuing, setIssuing] = useState(false);
  const tokens = useApiQuery(listDisplayTokens, {});
  const playlists = useApiQuery(listDisplayPlaylists, {});
  const assign = useApiMutation(assignDisplayPlaylist, {
    invalidates: () => [listDisplayTokens, listDisplayPlaylists],
  });
  const revoke = useApiMutation(revokeDisplayToken, { invalidates: () => [listDisplayTokens] });
  const options = [
    { value: NONE, label: '不轮播（显示首页）' },
    ...(playlists.data ?? []).map((p) => ({ value: p.id, label: p.name })),
  ];
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {issuing ? (
        <TokenIssueForm onDone={() => setIssuing(false)} />
      ) : (
        <Button type="primary" onClick={() => setIssuing(true)}>
          签发新令牌
        </Button>
      )}
      <Table<Token>
        rowKey="id"
        size="small"
        loading={tokens.isPending}
        dataSource={tokens.data ?? []}
        pagination={{ pageSize: 8, hideOnSinglePage: true }}
        columns={[
          { title: '名称', dataIndex: 'name' },
          { title: '有效期至', dataIndex: 'expireTime', width: 170 },
          {
            title: '状态',
            width: 80,
            render: (_, t) => (t.revoked ? <Tag>已吊销</Tag> : <Tag color="green">有效</Tag>),
          },
          {
            title: '轮播',
            width: 220,
            render: (_, t) =>
              t.revoked ? (
                (t.playlistName ?? '—')
              ) : (
                <Select
                  aria-label={`${t.name}的轮播`}
                  size="small"
                  style={{ width: '100%' }}
                  value={t.playlistId ?? NONE}
                  options={options}
                  loading={assign.isPending && assign.variables?.tokenId === t.id}
                  onChange={(v: number) =>
                    assign.mutate({ tokenId: t.id, playlistId: v === NONE ? null : v })
                  }
                />
              ),
          },
          {
            title: '操作',
            width: 80,
            render: (_, t) =>
              t.revoked ? null : (
                <Popconfirm
                  title={`吊销“${t.name}”？该大屏将立即退出。`}
                  okText="吊销"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => revoke.mutate({ id: t.id })}
                >
                  <Button type="link" danger size="small">
                    吊销
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </Space>
  );
}
