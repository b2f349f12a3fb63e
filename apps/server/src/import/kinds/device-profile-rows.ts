import type { Queryable } from '../../db/client';
import type { Problem } from '../types';
import type { Draft } from './engine';

/**
 * The gate category and controller flag of imported devices that name a profile come from it; a category
 * written beside a profile must agree with it, and a device that names neither has no category at all.
 */
export async function settleProfiles(q: Queryable, drafts: Draft[], problems: Problem[]): Promise<void> {
  const ids = [...new Set(drafts.flatMap((d) => (typeof d.profile_id === 'number' ? [d.profile_id] : [])))];
  const rows = ids.length
    ? await q.query<{ id: number; name: string; gate: number; gate_name: string; is_controller: boolean }>(
        `SELECT p.id, p.name, p.gate_category_id AS gate, g.name AS gate_name, p.is_controller
           FROM device_profiles p JOIN gate_categories g ON g.id = p.gate_category_id WHERE p.id = ANY($1::int[])`,
        [ids],
      )
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const d of drafts) {
    const profile = typeof d.profile_id === 'number' ? byId.get(d.profile_id) : undefined;
    if (!profile) {
      if (d.gate_category_id === null && d.profile_id === null)
        problems.push({ row: d.__row, field: '设备类别', reason: '缺少设备类别（或填写设备模型）' });
      continue;
    }
    if (d.gate_category_id !== null && d.gate_category_id !== profile.gate) {
      problems.push({
        row: d.__row,
        field: '设备类别',
        reason: `设备类别与设备模型“${profile.name}”不符（应为${profile.gate_name}）`,
      });
      continue;
    }
    d.gate_category_id = profile.gate;
    d.is_controller = profile.is_controller;
  }
}
