import { PlusOutlined, SafetyOutlined } from '@ant-design/icons';
import {
  deleteDevice,
  issueDeviceCredential,
  issueDeviceCredentials,
  listAdminDevices,
  listFarmsByArea,
} from '@fengshou/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { callApi, invalidateApi, useApiQuery } from '../../../api';
import { useCurrentArea } from '../../../area/use-current-area';
import { pagingBody, sortBody, type TableColumn, TablePage } from '../../../ui/table-page';
import { problemOf } from '../api-problem';
import { DeviceFormDrawer } from './device-form-drawer';
import { MqttLoginModal } from './mqtt-login-modal';
import { type AdminDevice, DEVICE_FIELD_LABELS, type IssuedToken, useProfiles } from './queries';
import { RejectionsDrawer } from './rejections-drawer';
import { TokenNotice } from './token-notice';

type Open =
  | { kind: 'form'; device?: AdminDevice }
  | { kind: 'mqtt'; device: AdminDevice }
  | { kind: 'rejections'; device: AdminDevice }
  | null;

const QUIET = { notify: false } as const;
const BATCH_MAX = 500;
const SORTS = ['deviceSn', 'deviceName', 'lastContact', 'rejectedCount'] as const;

/** The area's devices with their profile, credential and contact; registration and credentials from here. */
export function DeviceTable() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const { selected } = useCurrentArea();
  const profiles = useProfiles();
  const farms = useApiQuery(
    listFarmsByArea,
    { pageSize: 1000, farmAreaId: selected?.areaId },
    { staleTime: 60_000, enabled: selected !== null },
  );
  const unissued = useApiQuery(
    listAdminDevices,
    { pageSize: BATCH_MAX, noToken: 1, areaId: selected?.areaId },
    { enabled: selected !== null },
  );
  const [open, setOpen] = useState<Open>(null);
  const [issued, setIssued] = useState<IssuedToken[] | null>(null);
  const refresh = () => invalidateApi(queryClient, listAdminDevices);
  const fail = (error: unknown) => void message.error(problemOf(error, DEVICE_FIELD_LABELS).text);

  const issue = (d: AdminDevice) => {
    const run = () =>
      callApi(issueDeviceCredential, { deviceId: d.deviceId }, QUIET).then((r) => {
        setIssued([{ ...r, deviceName: d.deviceName }]);
        void refresh();
      }, fail);
    if (!d.tokenIssuedAt) return void run();
    modal.confirm({
      title: `重新签发“${d.deviceName}”的访问令牌？`,
      content: `现用令牌（${d.tokenIssuedAt} 签发）将立即失效，设备须改用新令牌才能继续上报。`,
      okText: '重新签发',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: run,
    });
  };

  const issueAll = () => {
    const list = unissued.data?.list ?? [];
    modal.confirm({
      title: `为 ${list.length} 台未签发令牌的设备签发访问令牌？`,
      content:
        (unissued.data?.total ?? 0) > BATCH_MAX
          ? `本次签发前 ${BATCH_MAX} 台，其余可再次签发。令牌只显示一次，请下载保存。`
          : '令牌只显示一次，请在随后的窗口中下载保存。',
      okText: '签发',
      cancelText: '取消',
      onOk: () =>
        callApi(issueDeviceCredentials, { deviceIds: list.map((d) => d.deviceId) }, QUIET).then((r) => {
          setIssued(r);
          void refresh();
        }, fail),
    });
  };

  const remove = (d: AdminDevice) =>
    modal.confirm({
      title: `删除设备“${d.deviceName}”？`,
      content: '设备的全部读数、告警、开关记录与拒收记录将一并删除，且不能恢复。',
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () =>
        callApi(deleteDevice, { deviceId: d.deviceId }, QUIET).then((r) => {
          void message.success(`已删除“${d.deviceName}”及其 ${r.removedReadings} 条读数`);
          void refresh();
        }, fail),
    });

  const columns: TableColumn<AdminDevice>[] = [
    {
      key: 'deviceName',
      title: '设备',
      sorter: true,
      render: (_, d) => (
        <div className="device-cell">
          <div>{d.deviceName}</div>
          <Typography.Text type="secondary" className="device-sn">
            {d.deviceSn}
          </Typography.Text>
        </div>
      ),
    },
    {
      key: 'profile',
      title: '设备模型',
      render: (_, d) => d.profileName ?? <Tooltip title="导入时未指定设备模型">{d.gateCategoryName}</Tooltip>,
    },
    {
      key: 'farm',
      title: '所属基地',
      render: (_, d) => (
        <div className="device-cell">
          <div>{d.farmName ?? '—'}</div>
          <Typography.Text type="secondary">{d.areaName}</Typography.Text>
        </div>
      ),
    },
    {
      key: 'status',
      title: '状态',
      render: (_, d) => (
        <div className="device-cell">
          {d.status === 1 ? <Tag color="green">在线</Tag> : <Tag>离线</Tag>}
          {d.statusChangedAt ? (
            <Typography.Text type="secondary">自 {d.statusChangedAt}</Typography.Text>
          ) : null}
        </div>
      ),
    },
    { key: 'lastContact', title: '最近通信', sorter: true, render: (_, d) => d.lastContact ?? '从未' },
    {
      key: 'token',
      title: '访问令牌',
      render: (_, d) =>
        d.tokenIssuedAt ? (
          <Typography.Text type="secondary">{d.tokenIssuedAt} 签发</Typography.Text>
        ) : (
          <Tag color="orange">未签发</Tag>
        ),
    },
    { key: 'mqtt', title: 'MQTT 用户名', render: (_, d) => d.mqttUsername ?? '—' },
    {
      key: 'rejectedCount',
      title: '拒收',
      sorter: true,
      align: 'right',
      render: (_, d) =>
        d.rejectedCount ? (
          <Button type="link" size="small" danger onClick={() => setOpen({ kind: 'rejections', device: d })}>
            {d.rejectedCount}
          </Button>
        ) : (
          0
        ),
    },
    {
      key: 'actions',
      title: '操作',
      fixed: 'right',
      render: (_, d) => (
        <Space size={0} className="admin-row-actions">
          <Button type="link" size="small" onClick={() => setOpen({ kind: 'form', device: d })}>
            编辑
          </Button>
          <Button type="link" size="small" onClick={() => issue(d)}>
            凭据
          </Button>
          <Button type="link" size="small" onClick={() => setOpen({ kind: 'mqtt', device: d })}>
            MQTT
          </Button>
          <Button type="link" size="small" onClick={() => setOpen({ kind: 'rejections', device: d })}>
            拒收记录
          </Button>
          <Button type="link" size="small" danger onClick={() => remove(d)}>
            删除
          </Button>
        </Space>
      ),
    },
  ];

  const unissuedCount = unissued.data?.total ?? 0;
  return (
    <>
      <TablePage
        title="设备列表"
        className="admin-devices"
        endpoint={listAdminDevices}
        keepKey="admin-devices"
        body={(q) => ({
          ...pagingBody(q),
          ...sortBody(q, SORTS),
          areaId: q.areaId,
          keywords: q.filters.keyword,
          farmId: q.filters.category === undefined ? undefined : Number(q.filters.category),
          profileId: q.filters.extra?.profileId === undefined ? undefined : Number(q.filters.extra.profileId),
          status: q.filters.extra?.status === undefined ? undefined : Number(q.filters.extra.status),
        })}
        columns={columns}
        rowKey={(d) => d.deviceId}
        filters={{
          keyword: { placeholder: '设备名称或序列号' },
          category: {
            label: '所属基地',
            options: (farms.data?.list ?? []).map((f) => ({ value: f.farmId, label: f.farmName })),
          },
          extra: [
            {
              key: 'profileId',
              label: '设备模型',
              options: (profiles.data ?? []).map((p) => ({ value: p.profileId, label: p.name })),
            },
            {
              key: 'status',
              label: '状态',
              options: [
                { value: 1, label: '在线' },
                { value: 0, label: '离线' },
              ],
            },
          ],
        }}
        actions={() => (
          <Space>
            {unissuedCount > 0 ? (
              <Button icon={<SafetyOutlined />} onClick={issueAll}>
                为 {unissuedCount} 台未签发设备签发令牌
              </Button>
            ) : null}
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen({ kind: 'form' })}>
              登记设备
            </Button>
          </Space>
        )}
      />
      {open?.kind === 'form' ? (
        <DeviceFormDrawer
          device={open.device}
          onClose={() => setOpen(null)}
          onCreated={(t) => {
            setOpen(null);
            setIssued([t]);
            void refresh();
          }}
          onSaved={(d) => {
            setOpen(null);
            void message.success(`已保存“${d.deviceName}”`);
            void refresh();
          }}
        />
      ) : null}
      {open?.kind === 'mqtt' ? (
        <MqttLoginModal
          device={open.device}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            void message.success('已保存 MQTT 登录');
            void refresh();
          }}
        />
      ) : null}
      {open?.kind === 'rejections' ? (
        <RejectionsDrawer device={open.device} onClose={() => setOpen(null)} />
      ) : null}
      <TokenNotice issued={issued} onClose={() => setIssued(null)} />
    </>
  );
}
