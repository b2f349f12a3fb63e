import { distanceMetres } from '@fengshou/core';
import type { FieldTask } from './task-store';
import type { Position } from './use-position';

/** A distance as the list shows it: metres near, kilometres far. */
export function distanceText(m: number): string {
  return m < 1000 ? `${Math.round(m)} 米` : `${(m / 1000).toFixed(1)} 公里`;
}

/** Navigation hand-off: 高德 (WGS84 coordinates stated) and the phone's default map app (geo:). */
export function navLinks(t: { lat: number; lng: number; caseRef: string }) {
  const name = encodeURIComponent(`图斑 ${t.caseRef}`);
  return {
    amap: `https://uri.amap.com/marker?position=${t.lng},${t.lat}&name=${name}&coordinate=wgs84&callnative=1`,
    geo: `geo:${t.lat},${t.lng}?q=${t.lat},${t.lng}(${name})`,
  };
}

/** 我的任务: nearest first once the position is known (else by deadline), overdue marked. */
export function TaskList(props: {
  tasks: readonly FieldTask[];
  position: Position | null;
  waitingFor: ReadonlySet<string>;
  onOpen: (t: FieldTask) => void;
}) {
  const { position } = props;
  const rows = props.tasks
    .map((t) => ({ t, d: position ? distanceMetres(position, t) : null }))
    .sort((a, b) => (a.d ?? 0) - (b.d ?? 0) || (a.t.deadline < b.t.deadline ? -1 : 1));
  if (!rows.length) return <p className="ck-empty">暂无待核查任务</p>;
  return (
    <ul className="ck-tasks" data-testid="task-list">
      {rows.map(({ t, d }) => (
        <li key={t.id}>
          <button type="button" className="ck-task" onClick={() => props.onOpen(t)} data-testid="task">
            <span className="ck-task-head">
              <b>{t.caseRef}</b>
              {t.overdue && <em className="ck-tag is-red">逾期</em>}
              {t.stage === 3 && <em className="ck-tag">整改复查</em>}
              {props.waitingFor.has(t.caseRef) && <em className="ck-tag is-blue">待上传</em>}
            </span>
            <span className="ck-task-sub">
              {t.caseAddress ?? t.areaName} · {t.areaMu} 亩
            </span>
            <span className="ck-task-sub">
              期限 {t.rectifyDeadline ?? t.deadline}
              {d !== null && <b className="ck-dist"> 距离 {distanceText(d)}</b>}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
