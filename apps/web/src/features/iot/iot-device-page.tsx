import {
  getFarmDetail,
  listIotAlarmRecords,
  listIotDevices,
  listIotGroups,
  setIotControllerStatus,
} from '@fengshou/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Result, Tabs } from 'antd';
import { useReducer, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { apiKey, invalidateApi, useApiMutation, useApiQuery } from '../../api';
import { type LiveMessage, useLiveEvents } from '../../api/live';
import { usePortal } from '../../api/portal-context';
import { newRequestId } from '../../api/request-id';
import { DataState } from '../../ui/data-state';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { AlarmTable } from './alarm-table';
import { DeviceCard, type IotDevice } from './device-card';
import { HistoryChart } from './history-chart';
import { PestPanel } from './pest-panel';
import './iot.css';

const PEST_TAB = 'pest-monitoring';

type Selected = { devicePropertyId: number; propertyName: string; unit: string; deviceName: string };
type Reading = { deviceId: number; time: string; values: { devicePropertyId: number; value: number }[] };
type Alarm = { farmId: number | null; alarmContent: string; alarmLevel: number; status: number };
type Command = {
  commandId: string;
  deviceId: number;
  identifier: string;
  stateName: string;
  status: number;
  state: 'sent' | 'acknowledged' | 'failed' | 'timed_out';
  message: string | null;
};

/**
 * /iotDevice/:baseid: a base's devices by gate category with live values,
 * property history, alarm records and controller switches. New readings, alarms and switch changes of
 * the base arrive on the live channel and update the screen without reload.
 */
export default function IotDevicePage({ meta }: PageProps) {
  const farmId = Number(useParams().baseid);
  if (!Number.isSafeInteger(farmId) || farmId <= 0) return <Result status="warning" title="基地编号无效" />;
  return <IotDeviceScreen key={farmId} farmId={farmId} title={meta.title} />;
}

function IotDeviceScreen({ farmId, title }: { farmId: number; title: string }) {
  const qc = useQueryClient();
  const { message, notification } = App.useApp();
  const { permissions } = usePortal();
  const canControl = permissions.includes('iot:control');
  const [gate, setGate] = useState('all');
  const [selected, setSelected] = useState<Selected | undefined>();
  const [tick, setTick] = useState(0);
  // Commands sent and not yet answered (command id → switch): those switches spin until the device answers.
  const sent = useRef(new Map<string, string>());
  // Answers that came on the live channel before the page had the command's own answer (a quick device).
  const early = useRef(new Map<string, Command>());
  const [, redraw] = useReducer((n: number) => n + 1, 0);

  const farm = useApiQuery(getFarmDetail, { farmId });
  const groups = useApiQuery(listIotGroups, { farmId });
  const devices = useApiQuery(listIotDevices, {
    farmId,
    pageSize: 100,
    gateCategoryIdentifiers: gate === 'all' || gate === PEST_TAB ? undefined : [gate],
  });
  const first = devices.data?.list.find((d) => d.properties.length > 0);
  const current: Selected | undefined =
    selected ??
    (first && {
      devicePropertyId: first.properties[0]!.devicePropertyId,
      propertyName: first.properties[0]!.propertyName,
      unit: first.properties[0]!.unit,
      deviceName: first.deviceName,
    });

  const control = useApiMutation(setIotControllerStatus, {
    body: (v: { device: IotDevice; identifier: string; status: number }) => ({
      deviceId: v.device.deviceId,
      farmId,
      identifier: v.identifier,
      status: v.status,
      commandId: newRequestId(),
    }),
    onSuccess: (r, v) => {
      const name = v.device.states.find((s) => s.identifier === v.identifier)?.stateName ?? v.identifier;
      if (!r.commandId) {
        void message.info(`${name}已是${r.status ? '打开' : '关闭'}状态`);
        return;
      }
      const answer = early.current.get(r.commandId);
      if (answer) {
        early.current.delete(r.commandId);
        report(answer);
        return;
      }
      sent.current.set(r.commandId, `${v.device.deviceId}:${v.identifier}`);
      redraw();
      void message.loading({ content: `已向设备下发「${name}」指令，等待设备应答…`, key: r.commandId });
    },
  });
  const report = (c: Command) => {
    const text =
      c.state === 'acknowledged'
        ? `${c.stateName}已${c.status ? '打开' : '关闭'}`
        : c.state === 'failed'
          ? `${c.stateName}操作失败：${c.message ?? '设备拒绝执行'}`
          : `${c.stateName}指令超时：设备未在时限内应答`;
    const show = c.state === 'acknowledged' ? message.success : message.error;
    void show({ content: text, key: c.commandId });
    void invalidateApi(qc, [listIotDevices, { farmId }]);
  };
  const answered = (c: Command) => {
    if (c.state === 'sent') return;
    if (!sent.current.delete(c.commandId)) {
      if (!devices.data?.list.some((d) => d.deviceId === c.deviceId)) return;
      early.current.set(c.commandId, c);
      // Answers to other operators' commands of these devices are kept a short while only.
      for (const k of [...early.current.keys()].slice(0, -20)) early.current.delete(k);
      void invalidateApi(qc, [listIotDevices, { farmId }]);
      return;
    }
    redraw();
    report(c);
  };

  useLiveEvents(
    ['iot.reading', 'iot.alarm', 'iot.controller', 'iot.command', 'iot.device'],
    (e: LiveMessage) => {
      if (e.topic === 'iot.reading') {
        // One event carries the newest values of several devices of a village.
        const shown = new Set(devices.data?.list.map((d) => d.deviceId));
        const mine = (e.data as { readings: Reading[] }).readings.filter((r) => shown.has(r.deviceId));
        if (mine.length === 0) return;
        qc.setQueriesData<typeof devices.data>(
          { queryKey: apiKey(listIotDevices, { farmId }) },
          (old) => old && mine.reduce(patch, old),
        );
        if (
          current &&
          mine.some((r) => r.values.some((v) => v.devicePropertyId === current.devicePropertyId))
        )
          setTick((n) => n + 1);
      } else if (e.topic === 'iot.alarm') {
        const a = e.data as Alarm;
        if (a.farmId !== farmId) return;
        // The channel carries every change of an alarm; only a newly raised one (未处理) is news.
        if (a.status === 0) {
          notification.warning({ message: '新告警', description: a.alarmContent, placement: 'bottomRight' });
        }
        void invalidateApi(qc, [listIotAlarmRecords, { farmId }], [listIotGroups, { farmId }]);
      } else if (e.topic === 'iot.command') {
        answered(e.data as Command);
      } else if (e.topic === 'iot.controller' || e.topic === 'iot.device') {
        const d = e.data as { deviceId: number };
        if (devices.data?.list.some((x) => x.deviceId === d.deviceId))
          void invalidateApi(qc, [listIotDevices, { farmId }], [listIotGroups, { farmId }]);
      }
    },
    // After a reconnection, refetch what may have changed while the stream was down.
    () => void invalidateApi(qc, [listIotDevices, { farmId }]),
  );

  const tabs = [
    { key: 'all', label: `全部 ${groups.data?.reduce((s, g) => s + g.deviceCount, 0) ?? ''}` },
    ...(groups.data ?? []).map((g) => ({
      key: g.identifier,
      label: `${g.name} ${g.onlineCount}/${g.deviceCount}${g.alarmCount ? ` ⚠${g.alarmCount}` : ''}`,
    })),
    { key: PEST_TAB, label: '虫情监测' },
  ];

  return (
    <div className="iot-page" data-route="IotDevice">
      <header className="iot-head">
        <h1 className="topic-title">{title}</h1>
        <span className="iot-farm">{farm.data?.farmName ?? ''}</span>
      </header>
      <Tabs size="small" activeKey={gate} onChange={setGate} items={tabs} className="iot-tabs" />
      {gate === PEST_TAB ? (
        <PestPanel scope={{ farmId }} />
      ) : (
        <div className="iot-body">
          <Panel title="设备与实时数据" className="iot-devices">
            <DataState
              query={devices}
              isEmpty={(d) => d.list.length === 0}
              emptyText="该基地暂无设备"
              minHeight={200}
            >
              {(d) => (
                <div className="iot-cards">
                  {d.list.map((dev) => (
                    <DeviceCard
                      key={dev.deviceId}
                      device={dev}
                      selectedPropertyId={current?.devicePropertyId}
                      onSelectProperty={setSelected}
                      canControl={canControl}
                      pendingKeys={
                        new Set([
                          ...sent.current.values(),
                          ...(control.isPending && control.variables
                            ? [`${control.variables.device.deviceId}:${control.variables.identifier}`]
                            : []),
                        ])
                      }
                      onSwitch={(device, identifier, status) =>
                        control.mutate({ device, identifier, status })
                      }
                    />
                  ))}
                </div>
              )}
            </DataState>
          </Panel>
          <div className="iot-side">
            <Panel title="历史曲线" className="iot-chart-panel">
              {current ? (
                <HistoryChart property={current} tick={tick} />
              ) : (
                <div className="iot-hint">选择一个监测值查看曲线</div>
              )}
            </Panel>
            <Panel title="告警记录" className="iot-alarm-panel">
              <AlarmTable farmId={farmId} />
            </Panel>
          </div>
        </div>
      )}
    </div>
  );
}

/** The device list with a device's new readings applied. */
function patch<T extends { list: IotDevice[] }>(old: T, r: Reading): T {
  const values = new Map(r.values.map((v) => [v.devicePropertyId, v.value]));
  return {
    ...old,
    list: old.list.map((d) =>
      d.deviceId !== r.deviceId
        ? d
        : {
            ...d,
            lastOnlineTime: r.time,
            properties: d.properties.map((p) => {
              const v = values.get(p.devicePropertyId);
              if (v === undefined) return p;
              const abnormal =
                (p.normalMin !== null && v < p.normalMin) || (p.normalMax !== null && v > p.normalMax);
              return { ...p, value: v, time: r.time, abnormal: abnormal ? 1 : 0 };
            }),
          },
    ),
  };
}
