import { AUDIT_EVENTS, AUDIT_OUTCOMES, listAuditEvents, verifyAuditTrail } from '@fengshou/core/contract';
import { verifyChain } from '../../audit/verify';
import { type Route, route } from '../../http/route';
import { defineList, listRoute } from '../../query/list';
import { fromTime, ts, untilTime } from '../../query/sql-time';

type Row = {
  id: string;
  time: string;
  event: keyof typeof AUDIT_EVENTS;
  outcome: keyof typeof AUDIT_OUTCOMES;
  loginName: string | null;
  subjectName: string | null;
  areaId: number;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
  target: string | null;
  detail: string | null;
};

/** The audit trail of the auditor's area (their subject and those below), newest first. */
const auditList = defineList({
  endpoint: listAuditEvents,
  sql: {
    select: `a.id, ${ts('a.at')} AS time, a.event, a.outcome, a.login_name AS "loginName",
      s.subject_name AS "subjectName", a.area_id::float8 AS "areaId", a.ip, a.user_agent AS "userAgent",
      a.request_id AS "requestId", a.target, a.detail`,
    from: 'audit_events a LEFT JOIN government_subjects s ON s.id = a.subject_id',
    key: 'a.id',
  },
  area: 'a.area_id',
  filters: {
    event: 'a.event',
    outcome: 'a.outcome',
    loginName: 'a.login_name',
    ip: 'a.ip',
    startDate: (f, v) => f.add('a.at >= $?::timestamptz', fromTime(v)),
    endDate: (f, v) => f.add('a.at < $?::timestamptz', untilTime(v)),
  },
  order: 'a.id DESC',
  tieBreak: 'a.id DESC',
  present: (r: Row) => ({
    ...r,
    id: Number(r.id),
    eventName: AUDIT_EVENTS[r.event] ?? r.event,
    outcomeName: AUDIT_OUTCOMES[r.outcome] ?? r.outcome,
  }),
  exportColumns: {
    time: '时间',
    eventName: '事件',
    outcomeName: '结果',
    loginName: '账号',
    subjectName: '所属单位',
    ip: 'IP 地址',
    target: '对象',
    detail: '详情',
    userAgent: '浏览器',
    requestId: '请求编号',
  },
});

/** The auditor's endpoints: the trail and the check of its hash chain. */
export const auditRoutes: Route[] = [
  listRoute(auditList),
  route(verifyAuditTrail, async (ctx) => {
    const { audit, db } = ctx.services;
    return { ...(await verifyChain(db, audit.key)), retentionDays: audit.retentionDays };
  }),
];
