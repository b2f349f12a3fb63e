import { RespError } from '@fengshou/core';
import type { FastifyInstance } from 'fastify';
import { areaCodeRange } from '../../auth/scope';
import { alarmsById } from '../../devices/alarms';
import { TOKEN_HEADER } from '../../http/guard';

/** Where end-to-end tests and benchmarks raise an alarm (only with TEST_HOOKS=on). */
export const TEST_ALARM_PATH = '/api/test/iot/alarm';

interface Rule {
  id: number;
  comparator: 'gt' | 'lt';
  threshold: number;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * Test hook: raises a real alarm in the caller's area the way the demo ticker does, without waiting for
 * the weather to cross a rule. It takes an enabled rule of a sensor in the caller's scope (or of
 * `devicePropertyId`) and writes two readings through the devices' ingestion path: one inside every rule
 * of the property, then one across the chosen rule's threshold, so the rule raises the alarm, the
 * transaction commits and the alarm goes out on the live channel. Answers the new alarms as the alarm list
 * shows them, and the ids of the open alarms the reading back inside cleared.
 */
export function registerIotTestHooks(app: FastifyInstance): void {
  app.post<{ Body: { devicePropertyId?: number } | null }>(TEST_ALARM_PATH, async (request, reply) => {
    const token = request.headers[TOKEN_HEADER];
    let lo: number;
    let hi: number;
    try {
      const session = await app.services.sessions.resolve(typeof token === 'string' ? token : undefined);
      [lo, hi] = areaCodeRange(session.scope.areaId);
    } catch (e) {
      if (e instanceof RespError)
        return reply.send({ respCode: e.respCode, respDesc: e.respDesc, obj: null });
      throw e;
    }
    const { db, devices } = app.services;
    const wanted = request.body?.devicePropertyId;
    const [chosen] = await db.query<
      Rule & { property_id: number; identifier: string; device_id: number; sn: string; area_id: string }
    >(
      `SELECT r.id, r.comparator, r.threshold::float8 AS threshold, r.property_id, p.identifier,
              d.id AS device_id, d.device_sn AS sn, d.area_id
         FROM iot_alarm_rules r JOIN iot_device_properties p ON p.id = r.property_id
         JOIN iot_devices d ON d.id = p.device_id
        WHERE r.enabled AND NOT d.is_controller AND d.area_id BETWEEN $1 AND $2
          AND ($3::int IS NULL OR p.id = $3::int)
        ORDER BY r.id LIMIT 1`,
      [lo, hi, wanted ?? null],
    );
    if (!chosen) return reply.send({ respCode: 300, respDesc: '辖区内没有启用的告警规则', obj: null });
    const rules = await db.query<Rule>(
      'SELECT id, comparator, threshold::float8 AS threshold FROM iot_alarm_rules WHERE property_id = $1 AND enabled',
      [chosen.property_id],
    );
    const above = Math.min(...rules.filter((r) => r.comparator === 'gt').map((r) => r.threshold));
    const below = Math.max(...rules.filter((r) => r.comparator === 'lt').map((r) => r.threshold));
    const step = Math.max(1, Math.abs(chosen.threshold) * 0.1);
    const inside = Number.isFinite(above)
      ? Number.isFinite(below)
        ? (above + below) / 2
        : above - step
      : below + step;
    // Each alarm of the rule a little further out, so consecutive ones read differently on a screen.
    const [raised] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM iot_alarm_records WHERE rule_id = $1',
      [chosen.id],
    );
    const beyond = step + ((raised?.n ?? 0) % 20) / 10;
    const across = chosen.comparator === 'gt' ? chosen.threshold + beyond : chosen.threshold - beyond;
    const now = Date.now();
    const device = {
      id: chosen.device_id,
      sn: chosen.sn,
      areaId: Number(chosen.area_id),
      farmId: null,
      profileId: null,
      isController: false,
    };
    const k = chosen.identifier;
    const report = await devices.record(device, [
      { ts: now - 1, values: { [k]: round2(inside) } },
      { ts: now, values: { [k]: round2(across) } },
    ]);
    return reply.send({
      respCode: 0,
      respDesc: '成功',
      obj: {
        alarms: await alarmsById(db, report.rules.raised),
        // The reading back inside cleared the rule's alarm that was still open, if any (已恢复).
        cleared: report.rules.cleared,
        devicePropertyId: chosen.property_id,
      },
    });
  });
}
