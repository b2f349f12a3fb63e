import { badParams, RespCode, RespError } from '@fengshou/core';
import type { Session } from '../../auth/sessions';
import type { Database } from '../../db/client';
import { ts } from '../../query/sql-time';

/** What a controller command answers. */
export interface SwitchResult {
  deviceId: number;
  identifier: string;
  status: number;
  changed: boolean;
  updateTime: string;
  areaId: number;
  stateName: string;
}

/**
 * Sets one switch of a controller (the binding checked the device's area before). The state row is locked,
 * changed and logged (operator named) in one transaction; a command repeating the current state changes
 * nothing and writes no log row, so a retried or double-clicked command is harmless.
 */
export async function setSwitch(
  db: Database,
  caller: Session,
  cmd: { deviceId: number; farmId: number; identifier: string; status: number },
): Promise<SwitchResult> {
  return db.tx(async (q) => {
    const [dev] = await q.query<{
      area_id: number;
      farm_id: number | null;
      is_controller: boolean;
      status: number;
    }>('SELECT area_id, farm_id, is_controller, status FROM iot_devices WHERE id = $1', [cmd.deviceId]);
    if (!dev) throw badParams(['deviceId'], '设备不存在');
    if (dev.farm_id !== cmd.farmId) throw badParams(['farmId'], '设备不属于该农场');
    if (!dev.is_controller) throw badParams(['deviceId'], '该设备不是控制器');
    if (dev.status !== 1) throw new RespError(RespCode.BAD_PARAMS, '设备离线，无法下发指令');
    const [state] = await q.query<{ status: number; state_name: string; t: string }>(
      `SELECT status, state_name, ${ts('update_time')} AS t FROM iot_controller_states
        WHERE device_id = $1 AND identifier = $2 FOR UPDATE`,
      [cmd.deviceId, cmd.identifier],
    );
    if (!state) throw badParams(['identifier'], '控制器没有该开关');
    const base = {
      deviceId: cmd.deviceId,
      identifier: cmd.identifier,
      areaId: Number(dev.area_id),
      stateName: state.state_name,
    };
    if (state.status === cmd.status)
      return { ...base, status: state.status, changed: false, updateTime: state.t };
    const [row] = await q.query<{ t: string }>(
      `UPDATE iot_controller_states SET status = $3, update_time = now()
        WHERE device_id = $1 AND identifier = $2 RETURNING ${ts('update_time')} AS t`,
      [cmd.deviceId, cmd.identifier, cmd.status],
    );
    await q.query(
      `INSERT INTO iot_controller_logs (device_id, identifier, status, operator, operate_time, operator_user_id, previous_status, farm_id)
       VALUES ($1, $2, $3, $4, now(), $5, $6, $7)`,
      [cmd.deviceId, cmd.identifier, cmd.status, caller.loginName, caller.userId, state.status, cmd.farmId],
    );
    return { ...base, status: cmd.status, changed: true, updateTime: row!.t };
  });
}
