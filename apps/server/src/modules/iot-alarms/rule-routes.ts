import { alarmRuleProblem, badParams, RespCode, RespError } from '@fengshou/core';
import {
  createIotAlarmRule,
  listIotAlarmRules,
  listIotRuleProfiles,
  setIotAlarmRuleEnabled,
  updateIotAlarmRule,
} from '@fengshou/core/contract';
import type { Session } from '../../auth/sessions';
import type { Executor, Queryable } from '../../db/client';
import { areaOf, callerOf, type HandlerContext, type Route, route } from '../../http/route';
import { containsPattern } from '../../query/keyword';
import {
  CONDITION_COLUMNS,
  conditionValues,
  findRule,
  lockRule,
  pageRules,
  type RuleAudience,
  type RuleCondition,
} from './rule-repo';

const PROFILE_RULES_TOP_ONLY = '设备型号的规则对全部设备生效，只有最上级主体可以修改';

/** True when the caller's subject is the installation's top subject (it has no superior). */
async function isTopSubject(q: Queryable, caller: Session): Promise<boolean> {
  const [row] = await q.query<{ top: boolean }>(
    'SELECT parent_subject_id IS NULL AS top FROM government_subjects WHERE id = $1',
    [caller.subjectId],
  );
  return row?.top ?? false;
}

async function audience(ctx: HandlerContext<unknown>): Promise<RuleAudience> {
  return { range: areaOf(ctx).range, topSubject: await isTopSubject(ctx.services.db, callerOf(ctx)) };
}

/** 300 naming the thresholds that do not fit together. */
function checkCondition(c: RuleCondition): void {
  const problem = alarmRuleProblem(c);
  if (problem) throw badParams(problem.fields, problem.message);
}

/** Locks a rule the caller may change: a device rule of its area, a profile rule if it is the top subject. */
async function lockEditable(q: Executor, who: RuleAudience, ruleId: number): Promise<void> {
  const rule = await lockRule(q, ruleId);
  if (!rule) throw badParams(['ruleId'], '规则不存在');
  if (rule.areaId !== null) {
    if (rule.areaId < who.range[0] || rule.areaId > who.range[1]) {
      throw new RespError(RespCode.NO_ACCESS, '无权修改其他辖区设备的规则');
    }
  } else if (!who.topSubject) {
    throw new RespError(RespCode.NO_PERMISSION, PROFILE_RULES_TOP_ONLY);
  }
}

async function answer(q: Queryable, who: RuleAudience, ruleId: number) {
  const rule = await findRule(q, who, ruleId);
  if (!rule) throw badParams(['ruleId'], '规则不存在');
  return rule;
}

/** Handlers of the alarm rule administration (device:manage). */
export const ruleRoutes: Route[] = [
  route(listIotAlarmRules, async (ctx) => {
    const b = ctx.body;
    const page = await pageRules(
      ctx.services.db,
      await audience(ctx),
      { ...b, pattern: b.keywords ? containsPattern(b.keywords) : undefined },
      { limit: b.pageSize, offset: (b.pageNo - 1) * b.pageSize },
    );
    return { ...page, pageNo: b.pageNo, pageSize: b.pageSize };
  }),
  route(createIotAlarmRule, async (ctx) => {
    const b = ctx.body;
    const who = await audience(ctx);
    const byProfile = b.profileId !== undefined || b.propertyIdentifier !== undefined;
    if (b.devicePropertyId !== undefined && byProfile) {
      throw badParams(['devicePropertyId', 'profileId'], '规则针对一个设备属性或一个设备型号，二者选一');
    }
    if (b.devicePropertyId === undefined && !byProfile) {
      throw badParams(['devicePropertyId', 'profileId'], '请选择设备属性或设备型号');
    }
    if (byProfile && (b.profileId === undefined || b.propertyIdentifier === undefined)) {
      throw badParams(
        b.profileId === undefined ? ['profileId'] : ['propertyIdentifier'],
        '请选择设备型号及其属性',
      );
    }
    checkCondition(b);
    const id = await ctx.services.db.tx(async (q) => {
      if (byProfile) {
        if (!who.topSubject) throw new RespError(RespCode.NO_PERMISSION, PROFILE_RULES_TOP_ONLY);
        const [known] = await q.query<{ has: boolean }>(
          `SELECT EXISTS (SELECT 1 FROM device_profile_properties WHERE profile_id = $1 AND identifier = $2) AS has
             FROM device_profiles WHERE id = $1`,
          [b.profileId, b.propertyIdentifier],
        );
        if (!known) throw badParams(['profileId'], '设备型号不存在');
        if (!known.has) throw badParams(['propertyIdentifier'], '该设备型号没有这个属性');
      }
      const cols = [...CONDITION_COLUMNS, 'property_id', 'profile_id', 'property_identifier', 'enabled'];
      const values = [
        ...conditionValues(b),
        b.devicePropertyId ?? null,
        b.profileId ?? null,
        b.propertyIdentifier ?? null,
        b.enabled,
      ];
      const [row] = await q.query<{ id: number }>(
        `INSERT INTO iot_alarm_rules (${cols.join(', ')}, update_time)
         VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')}, now()) RETURNING id`,
        values,
      );
      return row!.id;
    });
    return answer(ctx.services.db, who, id);
  }),
  route(updateIotAlarmRule, async (ctx) => {
    const b = ctx.body;
    const who = await audience(ctx);
    checkCondition(b);
    await ctx.services.db.tx(async (q) => {
      await lockEditable(q, who, b.ruleId);
      const sets = CONDITION_COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ');
      await q.query(`UPDATE iot_alarm_rules SET ${sets}, update_time = now() WHERE id = $1`, [
        b.ruleId,
        ...conditionValues(b),
      ]);
    });
    return answer(ctx.services.db, who, b.ruleId);
  }),
  route(setIotAlarmRuleEnabled, async (ctx) => {
    const b = ctx.body;
    const who = await audience(ctx);
    await ctx.services.db.tx(async (q) => {
      await lockEditable(q, who, b.ruleId);
      await q.query(
        'UPDATE iot_alarm_rules SET enabled = $2, update_time = now() WHERE id = $1 AND enabled <> $2',
        [b.ruleId, b.enabled],
      );
    });
    return answer(ctx.services.db, who, b.ruleId);
  }),
  route(listIotRuleProfiles, async (ctx) => {
    const { db } = ctx.services;
    const profiles = await db.query<{
      profileId: number;
      code: string;
      name: string;
      gateCategoryName: string;
      properties: { identifier: string; name: string; unit: string; rangeMin: number; rangeMax: number }[];
    }>(
      `SELECT dp.id AS "profileId", dp.code, dp.name, g.name AS "gateCategoryName",
              coalesce((SELECT json_agg(json_build_object('identifier', pp.identifier, 'name', pp.name,
                          'unit', pp.unit, 'rangeMin', pp.range_min, 'rangeMax', pp.range_max)
                          ORDER BY pp.sort_num, pp.identifier)
                          FROM device_profile_properties pp WHERE pp.profile_id = dp.id), '[]'::json) AS properties
         FROM device_profiles dp JOIN gate_categories g ON g.id = dp.gate_category_id
        ORDER BY g.sort_num, dp.id`,
    );
    return { editable: await isTopSubject(db, callerOf(ctx)), profiles };
  }),
];
