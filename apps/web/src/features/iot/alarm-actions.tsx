import { alarmActionsFor } from '@fengshou/core';
import {
  acknowledgeIotAlarm,
  assignIotAlarm,
  closeIotAlarm,
  listIotAlarmAssignees,
  listIotAlarmEvents,
  listIotAlarmRecords,
  listIotGroups,
} from '@fengshou/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Select, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { invalidateApi, useApiMutation, useApiQuery } from '../../api';
import type { IotAlarm } from './alarm-status-tag';

/** What an action changes on screen: the alarm lists, the open counts per group, the alarm's history. */
const STALE = [listIotAlarmRecords, listIotGroups, listIotAlarmEvents] as const;

/**
 * The lifecycle actions of alarms (确认, 指派, 关闭) for a holder of 物联网告警处理: buttons for a row and the
 * dialogs they open. A refused action (someone else acted first: a stale version) refreshes the lists, so
 * the row shows where the alarm now stands.
 */
export function useAlarmActions(): {
  buttons(alarm: IotAlarm): ReactNode;
  dialogs: ReactNode;
} {
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [assigning, setAssigning] = useState<IotAlarm | null>(null);
  const [closing, setClosing] = useState<IotAlarm | null>(null);
  const refresh = () => void invalidateApi(qc, ...STALE);
  const common = { invalidates: () => STALE, onError: refresh };
  const ack = useApiMutation(acknowledgeIotAlarm, {
    ...common,
    body: (a: IotAlarm) => ({ alarmId: a.alarmId, version: a.version }),
    onSuccess: () => void message.success('已确认告警'),
  });
  const buttons = (alarm: IotAlarm) => {
    const allowed = alarmActionsFor(alarm.status);
    if (allowed.length === 0) return null;
    return (
      <Space size={4} onClick={(e) => e.stopPropagation()}>
        {allowed.includes('acknowledge') ? (
          <Button
            type="link"
            size="small"
            loading={ack.isPending && ack.variables?.alarmId === alarm.alarmId}
            onClick={() => ack.mutate(alarm)}
          >
            确认
          </Button>
        ) : null}
        {allowed.includes('assign') ? (
          <Button type="link" size="small" onClick={() => setAssigning(alarm)}>
            {alarm.status === 3 ? '改派' : '指派'}
          </Button>
        ) : null}
        {allowed.includes('close') ? (
          <Button type="link" size="small" danger onClick={() => setClosing(alarm)}>
            关闭
          </Button>
        ) : null}
      </Space>
    );
  };
  const dialogs = (
    <>
      {assigning ? (
        <AssignModal alarm={assigning} onClose={() => setAssigning(null)} common={common} />
      ) : null}
      {closing ? <CloseModal alarm={closing} onClose={() => setClosing(null)} common={common} /> : null}
    </>
  );
  return { buttons, dialogs };
}

type Common = { invalidates: () => typeof STALE; onError: () => void };

function AssignModal({ alarm, onClose, common }: { alarm: IotAlarm; onClose(): void; common: Common }) {
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [userId, setUserId] = useState<number | undefined>();
  const people = useApiQuery(listIotAlarmAssignees, {
    alarmId: alarm.alarmId,
    keyword: keyword || undefined,
  });
  const assign = useApiMutation(assignIotAlarm, {
    ...common,
    onSuccess: (a) => {
      void message.success(`已指派给 ${a.assigneeName ?? ''}`);
      onClose();
    },
  });
  return (
    <Modal
      open
      title={alarm.status === 3 ? '改派告警' : '指派告警'}
      okText="指派"
      cancelText="取消"
      okButtonProps={{ disabled: userId === undefined, loading: assign.isPending }}
      onOk={() => userId && assign.mutate({ alarmId: alarm.alarmId, version: alarm.version, userId })}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className="iot-alarm-dialog-text">{alarm.alarmContent}</p>
      <Form layout="vertical">
        <Form.Item label="处理人" required extra="本单位及下级单位中管辖该告警所在区域的用户">
          <Select
            showSearch={{ filterOption: false, onSearch: (v) => setKeyword(v.trim()) }}
            placeholder="输入姓名或账号搜索"
            loading={people.isFetching}
            value={userId}
            onChange={setUserId}
            notFoundContent={people.isFetching ? '加载中…' : '没有可指派的用户'}
            options={(people.data ?? []).map((u) => ({
              value: u.userId,
              label: `${u.nickname}（${u.subjectName}${u.postName ? ` · ${u.postName}` : ''}）${u.canHandle ? '' : ' · 无告警处理权限'}`,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function CloseModal({ alarm, onClose, common }: { alarm: IotAlarm; onClose(): void; common: Common }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ remark: string }>();
  const close = useApiMutation(closeIotAlarm, {
    ...common,
    onSuccess: () => {
      void message.success('告警已关闭');
      onClose();
    },
  });
  return (
    <Modal
      open
      title="关闭告警"
      okText="关闭告警"
      cancelText="取消"
      okButtonProps={{ danger: true, loading: close.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className="iot-alarm-dialog-text">{alarm.alarmContent}</p>
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => close.mutate({ alarmId: alarm.alarmId, version: alarm.version, remark: v.remark })}
      >
        <Form.Item
          name="remark"
          label="处理说明"
          rules={[{ required: true, whitespace: true, message: '请填写处理说明' }]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount placeholder="现场处置情况、原因分析等" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
