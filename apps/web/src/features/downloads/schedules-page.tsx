import {
  BRIEFING_FORMAT_NAMES,
  type BriefingSchedule,
  deleteBriefingSchedule,
  listBriefingSchedules,
  listDownloads,
  runBriefingSchedule,
  setBriefingScheduleEnabled,
} from '@fengshou/core/contract';
import { App, Button, Popconfirm, Space, Switch, Table } from 'antd';
import { useState } from 'react';
import { useApiMutation, useApiQuery } from '../../api';
import { usePortal } from '../../api/portal-context';
import { PageFrame } from '../../ui/detail-page';
import { NoPermission } from '../../ui/no-permission';
import type { PageProps } from '../../ui/route-meta';
import { hasPermission } from '../../ui/use-guarded-click';
import { MONTH_DAYS, ScheduleForm, WEEKDAYS } from './schedule-form';

/** 每周一 08:00 / 每月月末 18:00 */
export function cadenceText(s: Pick<BriefingSchedule, 'cadence' | 'weekday' | 'monthDay' | 'time'>): string {
  if (s.cadence === 'weekly')
    return `每周${WEEKDAYS.find((d) => d.value === s.weekday)?.label.slice(2) ?? ''} ${s.time}`;
  return `每月${MONTH_DAYS.find((d) => d.value === s.monthDay)?.label ?? ''} ${s.time}`;
}

function Row({ s, onEdit }: { s: BriefingSchedule; onEdit(): void }) {
  const { message } = App.useApp();
  const toggle = useApiMutation(setBriefingScheduleEnabled, { invalidates: () => [listBriefingSchedules] });
  const remove = useApiMutation(deleteBriefingSchedule, { invalidates: () => [listBriefingSchedules] });
  const run = useApiMutation(runBriefingSchedule, {
    invalidates: () => [listDownloads],
    onSuccess: (r) =>
      void message.success(`已开始生成 ${r.jobIds.length} 份简报，完成后推送到接收人的下载中心`),
  });
  return (
    <Space size={0}>
      <Switch
        size="small"
        checked={s.enabled}
        loading={toggle.isPending}
        aria-label="启用"
        onChange={(enabled) => toggle.mutate({ id: s.id, enabled })}
      />
      <Button type="link" size="small" onClick={onEdit}>
        编辑
      </Button>
      <Button type="link" size="small" loading={run.isPending} onClick={() => run.mutate({ id: s.id })}>
        立即生成
      </Button>
      <Popconfirm title="删除该计划？已生成的简报仍保留" onConfirm={() => remove.mutate({ id: s.id })}>
        <Button type="link" size="small" danger>
          删除
        </Button>
      </Popconfirm>
    </Space>
  );
}

const SUBTITLE = '按周或按月自动生成专题大屏简报，推送到接收人的下载中心（内网无邮件）';

/**
 * 简报计划 (/system/briefing-schedules): the subject administrator's scheduled briefings. Without the
 * permission it shows a notice and calls nothing (the server would refuse every call with 403).
 */
export default function SchedulesPage({ meta }: PageProps) {
  const portal = usePortal();
  if (!hasPermission(portal.permissions, 'briefing:schedule')) {
    return (
      <PageFrame title={meta.title} subtitle={SUBTITLE}>
        <NoPermission needs="简报计划需要“简报计划”权限。" grantedBy="系统管理员" />
      </PageFrame>
    );
  }
  return <Schedules title={meta.title} />;
}

function Schedules({ title }: { title: string }) {
  const list = useApiQuery(listBriefingSchedules, {});
  const [editing, setEditing] = useState<BriefingSchedule | 'new' | null>(null);
  return (
    <PageFrame
      title={title}
      subtitle={SUBTITLE}
      extra={
        <Button type="primary" onClick={() => setEditing('new')}>
          新建计划
        </Button>
      }
    >
      <Table<BriefingSchedule>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        pagination={false}
        columns={[
          { key: 'name', title: '计划名称', dataIndex: 'name' },
          { key: 'menu', title: '专题大屏', render: (_, s) => s.menuName ?? s.menuKey },
          { key: 'areas', title: '区域', render: (_, s) => s.areaNames.join('、') },
          { key: 'format', title: '格式', render: (_, s) => BRIEFING_FORMAT_NAMES[s.format] },
          { key: 'cadence', title: '周期', render: (_, s) => cadenceText(s) },
          { key: 'recipients', title: '接收人', render: (_, s) => s.recipientNames.join('、') },
          {
            key: 'next',
            title: '下次生成',
            render: (_, s) => (s.enabled ? (s.nextRunAt ?? '--') : '已停用'),
          },
          { key: 'last', title: '上次生成', render: (_, s) => s.lastRunAt ?? '--' },
          { key: 'actions', title: '操作', render: (_, s) => <Row s={s} onEdit={() => setEditing(s)} /> },
        ]}
      />
      {editing ? (
        <ScheduleForm schedule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </PageFrame>
  );
}
