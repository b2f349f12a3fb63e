import { PlusOutlined } from '@ant-design/icons';
import { ALARM_LEVEL_LABELS, describeAlarmRule } from '@fengshou/core';
import { listIotAlarmRules, setIotAlarmRuleEnabled } from '@fengshou/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { invalidateApi, useApiMutation } from '../../api';
import type { PageProps } from '../../ui/route-meta';
import { pagingBody, type TableColumn, TablePage } from '../../ui/table-page';
import { type AdminAccess, AdminFrame } from './admin-frame';
import type { AlarmRule } from './alarm-rule-edit';
import { AlarmRuleForm } from './alarm-rule-form';

const DEVICE_MANAGE: AdminAccess = {
  code: 'device:manage',
  needs: '告警规则的管理需要“物联网设备接入、凭据与告警规则管理”权限。',
};
const PROFILE_RULES_TOP_ONLY = '设备型号的规则对全部同型号设备生效，只有最上级主体可以修改';
const LEVEL_COLORS = { 1: 'blue', 2: 'orange', 3: 'red' } as const;

/**
 * 告警规则: the rules of the devices of the caller's area and the rules of device profiles (which apply to
 * every device of the profile and are changed by the installation's top subject only): their condition, how
 * long and how often it must hold, the clear condition and the level; created, edited, switched off and on.
 */
export default function AlarmRulesPage({ meta }: PageProps) {
  return (
    <AdminFrame meta={meta} access={DEVICE_MANAGE}>
      <RulesTable />
    </AdminFrame>
  );
}

type Editing = { rule?: AlarmRule } | null;

function RulesTable() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const toggle = useApiMutation(setIotAlarmRuleEnabled, {
    body: (r: AlarmRule) => ({ ruleId: r.ruleId, enabled: !r.enabled }),
    invalidates: () => [listIotAlarmRules],
    onSuccess: (r) => void message.success(`已${r.enabled ? '启用' : '停用'}规则`),
  });

  const columns: TableColumn<AlarmRule>[] = [
    {
      key: 'target',
      title: '对象',
      render: (_, r) =>
        r.target === 'profile' ? (
          <Space size={4} direction="vertical">
            <span>
              <Tag color="purple">型号</Tag>
              {r.profileName}
            </span>
          </Space>
        ) : (
          <Space size={0} direction="vertical">
            <span>
              <Tag color="cyan">设备</Tag>
              {r.deviceName}
            </span>
            <span className="admin-dim">{r.farmName ?? r.deviceSn}</span>
          </Space>
        ),
    },
    {
      key: 'property',
      title: '监测属性',
      render: (_, r) => `${r.propertyName}${r.unit ? `（${r.unit}）` : ''}`,
    },
    {
      key: 'condition',
      title: '告警条件',
      render: (_, r) => (
        <Space size={0} direction="vertical">
          {r.ruleName ? <strong>{r.ruleName}</strong> : null}
          <span>{describeAlarmRule(r, r.unit)}</span>
        </Space>
      ),
    },
    { key: 'clear', title: '恢复条件', render: (_, r) => clearText(r) },
    {
      key: 'level',
      title: '级别',
      dataIndex: 'alarmLevel',
      render: (l: 1 | 2 | 3) => <Tag color={LEVEL_COLORS[l]}>{ALARM_LEVEL_LABELS[l] ?? l}</Tag>,
    },
    {
      key: 'enabled',
      title: '状态',
      dataIndex: 'enabled',
      render: (on: boolean) => (on ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
    },
    { key: 'updateTime', title: '更新时间', dataIndex: 'updateTime' },
    {
      key: 'actions',
      title: '操作',
      fixed: 'right',
      render: (_, r) => {
        const locked = r.editable ? undefined : PROFILE_RULES_TOP_ONLY;
        return (
          <Tooltip title={locked}>
            <Space size={0} className="admin-row-actions">
              <Button type="link" size="small" disabled={!r.editable} onClick={() => setEditing({ rule: r })}>
                编辑
              </Button>
              <Button
                type="link"
                size="small"
                danger={r.enabled}
                disabled={!r.editable}
                loading={toggle.isPending && toggle.variables?.ruleId === r.ruleId}
                onClick={() => toggle.mutate(r)}
              >
                {r.enabled ? '停用' : '启用'}
              </Button>
            </Space>
          </Tooltip>
        );
      },
    },
  ];

  return (
    <>
      <TablePage
        title="告警规则"
        className="admin-alarm-rules"
        endpoint={listIotAlarmRules}
        body={(q) => ({
          ...pagingBody(q),
          keywords: q.filters.keyword,
          target: q.filters.extra?.target as 'device' | 'profile' | undefined,
          enabled: q.filters.extra?.enabled === undefined ? undefined : Number(q.filters.extra.enabled) === 1,
        })}
        columns={columns}
        rowKey={(r) => r.ruleId}
        filters={{
          area: false,
          keyword: { placeholder: '搜索规则、设备、型号或属性' },
          extra: [
            {
              key: 'target',
              label: '对象',
              options: [
                { value: 'device', label: '设备规则' },
                { value: 'profile', label: '型号规则' },
              ],
            },
            {
              key: 'enabled',
              label: '状态',
              options: [
                { value: 1, label: '启用' },
                { value: 0, label: '停用' },
              ],
            },
          ],
        }}
        actions={() => (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            新建规则
          </Button>
        )}
      />
      {editing ? (
        <AlarmRuleForm
          rule={editing.rule}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void message.success('规则已保存，新的读数起按此规则判断');
            void invalidateApi(qc, listIotAlarmRules);
          }}
        />
      ) : null}
    </>
  );
}

/** The clear condition in words: the hysteresis, or the alarm condition itself when none is set. */
function clearText(r: AlarmRule): string {
  const u = r.unit ? ` ${r.unit}` : '';
  if (r.comparator === 'outside') {
    const lo = r.clearThreshold ?? r.threshold;
    const hi = r.clearThresholdHigh ?? r.thresholdHigh;
    return `回到 ${lo}~${hi}${u}`;
  }
  if (r.clearThreshold === null) return '回到阈值内';
  return `${r.comparator === 'gt' ? '≤' : '≥'} ${r.clearThreshold}${u}`;
}
