import { randomBytes } from 'node:crypto';
import { badParams, RespCode, RespError } from '@fengshou/core';
import type { Session } from '../auth/sessions';
import type { Database, Queryable } from '../db/client';
import { ts } from '../query/sql-time';
import type { CommandMessage, DeviceIdentity } from './types';

/** A command's life: sent → acknowledged / failed / timed_out. */
export type CommandState = 'sent' | 'acknowledged' | 'failed' | 'timed_out';

/** A command as screens and the live channel show it. */
export interface CommandView {
  commandId: string;
  deviceId: number;
  identifier: string;
  stateName: string;
  status: number;
  state: CommandState;
  createTime: string;
  answerTime: string | null;
  message: string | null;
  operator: string | null;
  areaId: number;
  /** ISO time (UTC) after which an answer is ignored. */
  deadline: string;
}

const ISO = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const VIEW = `c.command_id AS "commandId", c.device_id AS "deviceId", c.identifier, s.state_name AS "stateName",
  c.status, c.state, ${ts('c.create_time')} AS "createTime", ${ts('c.answer_time')} AS "answerTime", c.message,
  c.requested_name AS operator, c.area_id AS "areaId", ${ISO('c.deadline')} AS deadline`;
const FROM = `iot_device_commands c
  LEFT JOIN iot_controller_states s ON s.device_id = c.device_id AND s.identifier = c.identifier`;

const view = (r: CommandView): CommandView => ({ ...r, areaId: Number(r.areaId) });

/** What asking a controller to switch did: the command (null when the switch already is so) and the device. */
export interface Requested {
  command: CommandView | null;
  device: DeviceIdentity;
  /** The switch as the device last reported it. */
  reported: { status: number; updateTime: string };
  /** False when the same command id was asked before: nothing new was sent. */
  created: boolean;
}

/**
 * Records a command to one switch of a controller (the binding checked the device's area): the device must be
 * online and have the switch. The caller's command id makes a retry act once: the same id answers the
 * command it created; without one, a command to the state a pending command is taking the switch to answers
 * that command. Asking for the state the device already reports sends nothing. The operator log row is
 * written with the command, in one transaction.
 */
export async function requestCommand(
  db: Database,
  caller: Session,
  cmd: { deviceId: number; farmId: number; identifier: string; status: number; commandId?: string },
  timeoutS: number,
): Promise<Requested> {
  return db.tx(async (q) => {
    const [dev] = await q.query<{
      sn: string;
      area_id: string;
      farm_id: number | null;
      profile_id: number | null;
      is_controller: boolean;
      status: number;
    }>(
      'SELECT device_sn AS sn, area_id, farm_id, profile_id, is_controller, status FROM iot_devices WHERE id = $1',
      [cmd.deviceId],
    );
    if (!dev) throw badParams(['deviceId'], '设备不存在');
    if (dev.farm_id !== cmd.farmId) throw badParams(['farmId'], '设备不属于该农场');
    if (!dev.is_controller) throw badParams(['deviceId'], '该设备不是控制器');
    const device: DeviceIdentity = {
      id: cmd.deviceId,
      sn: dev.sn,
      areaId: Number(dev.area_id),
      farmId: dev.farm_id,
      profileId: dev.profile_id,
      isController: true,
    };
    if (cmd.commandId) {
      const [again] = await q.query<CommandView>(`SELECT ${VIEW} FROM ${FROM} WHERE c.command_id = $1`, [
        cmd.commandId,
      ]);
      if (again) {
        if (
          again.deviceId !== cmd.deviceId ||
          again.identifier !== cmd.identifier ||
          again.status !== cmd.status
        )
          throw badParams(['commandId'], '指令编号已用于另一条指令');
        return { command: view(again), device, reported: await reported(q, cmd), created: false };
      }
    }
    if (dev.status !== 1) throw new RespError(RespCode.BAD_PARAMS, '设备离线，无法下发指令');
    const [state] = await q.query<{ status: number; t: string }>(
      `SELECT status, ${ts('update_time')} AS t FROM iot_controller_states
        WHERE device_id = $1 AND identifier = $2 FOR UPDATE`,
      [cmd.deviceId, cmd.identifier],
    );
    if (!state) throw badParams(['identifier'], '控制器没有该开关');
    const now = { status: state.status, updateTime: state.t };
    if (state.status === cmd.status) return { command: null, device, reported: now, created: false };
    // The same switch already on its way to this state (a double click, a second screen): that command.
    const [pending] = await q.query<CommandView>(
      `SELECT ${VIEW} FROM ${FROM} WHERE c.device_id = $1 AND c.identifier = $2 AND c.status = $3
          AND c.state = 'sent' AND c.deadline > now() ORDER BY c.id DESC LIMIT 1`,
      [cmd.deviceId, cmd.identifier, cmd.status],
    );
    if (pending) return { command: view(pending), device, reported: now, created: false };
    const commandId = cmd.commandId ?? randomBytes(12).toString('base64url');
    await q.query(
      `INSERT INTO iot_device_commands (command_id, device_id, identifier, status, state, requested_by, requested_name,
                                        farm_id, area_id, create_time, deadline)
       VALUES ($1, $2, $3, $4, 'sent', $5, $6, $7, $8, now(), now() + make_interval(secs => $9))`,
      [
        commandId,
        cmd.deviceId,
        cmd.identifier,
        cmd.status,
        caller.userId,
        caller.loginName,
        cmd.farmId,
        device.areaId,
        timeoutS,
      ],
    );
    await q.query(
      `INSERT INTO iot_controller_logs (device_id, identifier, status, operator, operate_time, operator_user_id, previous_status, farm_id)
       VALUES ($1, $2, $3, $4, now(), $5, $6, $7)`,
      [cmd.deviceId, cmd.identifier, cmd.status, caller.loginName, caller.userId, state.status, cmd.farmId],
    );
    const [created] = await q.query<CommandView>(`SELECT ${VIEW} FROM ${FROM} WHERE c.command_id = $1`, [
      commandId,
    ]);
    return { command: view(created!), device, reported: now, created: true };
  });
}

async function reported(q: Queryable, cmd: { deviceId: number; identifier: string }) {
  const [s] = await q.query<{ status: number; updateTime: string }>(
    `SELECT status, ${ts('update_time')} AS "updateTime" FROM iot_controller_states WHERE device_id = $1 AND identifier = $2`,
    [cmd.deviceId, cmd.identifier],
  );
  return s ?? { status: 0, updateTime: '' };
}

/** The message a device receives for a command. */
export const messageOf = (c: { commandId: string; identifier: string; status: number; deadline: string }) =>
  ({
    commandId: c.commandId,
    identifier: c.identifier,
    status: c.status as 0 | 1,
    deadline: c.deadline,
  }) satisfies CommandMessage;

/** Marks commands as taken by the device (MQTT publish or HTTP poll); the first way counts. */
export async function markDelivered(q: Queryable, commandIds: string[], via: 'mqtt' | 'http'): Promise<void> {
  if (commandIds.length === 0) return;
  await q.query(
    `UPDATE iot_device_commands SET delivered_time = coalesce(delivered_time, now()), delivered_via = coalesce(delivered_via, $2)
      WHERE command_id = ANY($1::text[])`,
    [commandIds, via],
  );
}

/** The device's commands still waiting for an answer (HTTP poll), oldest first; marked delivered over HTTP. */
export async function pendingFor(db: Database, deviceId: number): Promise<CommandMessage[]> {
  const rows = await db.query<{ command_id: string; identifier: string; status: number; deadline: string }>(
    `UPDATE iot_device_commands SET delivered_time = coalesce(delivered_time, now()), delivered_via = coalesce(delivered_via, 'http')
      WHERE device_id = $1 AND state = 'sent' AND deadline > now()
     RETURNING command_id, identifier, status, ${ISO('deadline')} AS deadline`,
    [deviceId],
  );
  return rows.map((r) =>
    messageOf({ commandId: r.command_id, identifier: r.identifier, status: r.status, deadline: r.deadline }),
  );
}

/**
 * A device's answer to one of its commands, once: a command already answered or past its deadline is left as
 * it is (null). An acknowledged command sets the switch to what the device now reports having done.
 */
export async function answerCommand(
  db: Database,
  deviceId: number,
  ack: { commandId: string; ok: boolean; message: string | null },
): Promise<{ command: CommandView; switched: { status: number; updateTime: string } | null } | null> {
  return db.tx(async (q) => {
    const [row] = await q.query<{ id: number }>(
      `UPDATE iot_device_commands SET state = $3, answer_time = now(), message = $4
        WHERE command_id = $1 AND device_id = $2 AND state = 'sent' AND deadline >= now() RETURNING id`,
      [ack.commandId, deviceId, ack.ok ? 'acknowledged' : 'failed', ack.message],
    );
    if (!row) return null;
    const [c] = await q.query<CommandView>(`SELECT ${VIEW} FROM ${FROM} WHERE c.id = $1`, [row.id]);
    const command = view(c!);
    if (!ack.ok) return { command, switched: null };
    const [s] = await q.query<{ status: number; updateTime: string }>(
      `UPDATE iot_controller_states SET status = $3, update_time = now() WHERE device_id = $1 AND identifier = $2
       RETURNING status, ${ts('update_time')} AS "updateTime"`,
      [deviceId, command.identifier, command.status],
    );
    return { command, switched: s ?? null };
  });
}

/** Commands past their deadline without an answer become timed out; answers them for the live channel. */
export async function timeOutCommands(db: Database): Promise<CommandView[]> {
  const ids = await db.query<{ id: number }>(
    `UPDATE iot_device_commands SET state = 'timed_out', answer_time = now(), message = '设备未在时限内应答'
      WHERE state = 'sent' AND deadline < now() RETURNING id`,
  );
  if (ids.length === 0) return [];
  const rows = await db.query<CommandView>(`SELECT ${VIEW} FROM ${FROM} WHERE c.id = ANY($1::int[])`, [
    ids.map((i) => i.id),
  ]);
  return rows.map(view);
}
