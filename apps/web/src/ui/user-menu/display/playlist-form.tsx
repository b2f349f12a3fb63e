import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import {
  type DisplayPlaylist,
  listDisplayPlaylists,
  listDisplayTokens,
  PLAYLIST_DWELL_SECONDS,
  saveDisplayPlaylist,
} from '@fengshou/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, InputNumber, Select, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useApiMutation } from '../../../api';
import { usePortal } from '../../../api/portal-context';
import { childAreasQuery } from '../../../area/area-queries';
import type { AreaRef } from '../../../area/area-store';
import { ownAreaOf } from '../../../area/use-current-area';
import { AreaPicker } from '../../area/area-picker';

interface Row {
  key: number;
  menuKey: number | null;
  trail: AreaRef[];
  dwellSeconds: number;
}

const DEFAULT_DWELL = 60;
let nextKey = 1;

function rowsOf(list: DisplayPlaylist | null, own: AreaRef): Row[] {
  return (list?.entries ?? []).map((e) => ({
    key: nextKey++,
    menuKey: e.menuKey,
    trail:
      e.areaId === own.areaId ? [own] : [own, { areaId: e.areaId, areaName: e.areaName, level: e.areaLevel }],
    dwellSeconds: e.dwellSeconds,
  }));
}

/**
 * Writes a playlist: its name, the seconds a touched screen waits before playing on, and its entries
 * (topic, area, dwell) in order; 本级及下级 adds the subject's own area and each area below it for a topic,
 * the usual 县 → each town in turn.
 */
export function PlaylistForm({ list, onDone }: { list: DisplayPlaylist | null; onDone(): void }) {
  const portal = usePortal();
  const client = useQueryClient();
  const own = ownAreaOf(portal.subject);
  const [name, setName] = useState(list?.name ?? '');
  const [resumeSeconds, setResume] = useState(list?.resumeSeconds ?? 60);
  const [rows, setRows] = useState<Row[]>(() => (own ? rowsOf(list, own) : []));
  const [topic, setTopic] = useState<number | null>(null);
  const topics = useMemo(() => {
    const seen = new Set<number>();
    return portal.menuRoutes
      .filter((m) => !m.linkUrl && m.path && !m.fixed && m.menuKey > 0)
      .filter((m) => !seen.has(m.menuKey) && seen.add(m.menuKey))
      .map((m) => ({ value: m.menuKey, label: m.title }));
  }, [portal.menuRoutes]);
  const save = useApiMutation(saveDisplayPlaylist, {
    invalidates: () => [listDisplayPlaylists, listDisplayTokens],
    onSuccess: onDone,
  });
  if (!own) return null;

  const update = (key: number, change: Partial<Row>) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const move = (i: number, by: number) =>
    setRows((rs) => {
      const next = [...rs];
      const [row] = next.splice(i, 1);
      next.splice(Math.max(0, Math.min(next.length, i + by)), 0, row!);
      return next;
    });
  const addRow = (menuKey: number | null, trail: AreaRef[]) =>
    setRows((rs) => [...rs, { key: nextKey++, menuKey, trail, dwellSeconds: DEFAULT_DWELL }]);
  const addEachChild = async () => {
    const children = await client.fetchQuery(childAreasQuery(own.areaId));
    addRow(topic, [own]);
    for (const c of children)
      addRow(topic, [own, { areaId: c.areaId, areaName: c.areaName, level: c.level }]);
  };
  const submit = () =>
    save.mutate({
      ...(list ? { id: list.id } : {}),
      name: name.trim(),
      resumeSeconds,
      entries: rows.map((r) => ({
        menuKey: r.menuKey ?? 0,
        areaId: r.trail[r.trail.length - 1]!.areaId,
        dwellSeconds: r.dwellSeconds,
      })),
    });

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} className="playlist-form">
      <Space wrap>
        <Input
          aria-label="轮播名称"
          placeholder="轮播名称，如：县域轮播"
          maxLength={64}
          value={name}
          onChange={(e) => setName(e.target.value)}
          style={{ width: 260 }}
        />
        <span>触摸暂停后</span>
        <InputNumber
          aria-label="恢复等待秒数"
          min={10}
          max={3600}
          precision={0}
          value={resumeSeconds}
          onChange={(v) => setResume(v ?? 60)}
          suffix="秒"
          style={{ width: 110 }}
        />
        <span>无操作继续轮播</span>
      </Space>
      <Space wrap>
        <Select
          aria-label="专题"
          placeholder="选择专题"
          style={{ width: 220 }}
          options={topics}
          value={topic}
          onChange={setTopic}
          showSearch
          optionFilterProp="label"
        />
        <Button disabled={topic === null} onClick={() => addRow(topic, [own])}>
          添加一项
        </Button>
        <Button disabled={topic === null} onClick={() => void addEachChild()}>
          添加本级及各下级区域
        </Button>
      </Space>
      <Table<Row>
        rowKey="key"
        size="small"
        dataSource={rows}
        pagination={false}
        scroll={{ y: 320 }}
        locale={{ emptyText: '选择专题后添加轮播项' }}
        columns={[
          { title: '#', width: 44, render: (_, __, i) => i + 1 },
          {
            title: '专题',
            width: 200,
            render: (_, r) => (
              <Select
                aria-label="轮播项专题"
                size="small"
                style={{ width: '100%' }}
                options={topics}
                value={r.menuKey}
                onChange={(v: number) => update(r.key, { menuKey: v })}
              />
            ),
          },
          {
            title: '区域',
            render: (_, r) => (
              <AreaPicker root={own} trail={r.trail} onPick={(trail) => update(r.key, { trail })} />
            ),
          },
          {
            title: '停留',
            width: 120,
            render: (_, r) => (
              <InputNumber
                aria-label="停留秒数"
                size="small"
                min={PLAYLIST_DWELL_SECONDS.min}
                max={PLAYLIST_DWELL_SECONDS.max}
                precision={0}
                value={r.dwellSeconds}
                onChange={(v) => update(r.key, { dwellSeconds: v ?? DEFAULT_DWELL })}
                suffix="秒"
              />
            ),
          },
          {
            title: '',
            width: 110,
            render: (_, r, i) => (
              <Space size={0}>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label="上移"
                  onClick={() => move(i, -1)}
                />
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label="下移"
                  onClick={() => move(i, 1)}
                />
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label="删除"
                  onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}
                />
              </Space>
            ),
          },
        ]}
      />
      <Typography.Text type="secondary">
        共 {rows.length} 项，一轮约 {Math.round(rows.reduce((s, r) => s + r.dwellSeconds, 0) / 60)} 分钟。
      </Typography.Text>
      <Space>
        <Button
          type="primary"
          loading={save.isPending}
          onClick={submit}
          disabled={rows.length === 0 || !name.trim()}
        >
          保存轮播
        </Button>
        <Button onClick={onDone}>取消</Button>
      </Space>
    </Space>
  );
}
