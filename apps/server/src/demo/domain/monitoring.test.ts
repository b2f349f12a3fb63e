import { GOVERNANCE_ACTION_LABELS, PROCESS_ACTIONS, TRANSITIONS } from '@fengshou/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

// The seeded review cases and their logs, as the prepared test database holds them.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const KINDS = [
  { cases: 'farmland_occupations', logs: 'farmland_occupation_logs', fk: 'occupation_id' },
  { cases: 'cultivated_abnormals', logs: 'cultivated_abnormal_logs', fk: 'abnormal_id' },
] as const;

describe('seeded review cases', () => {
  it('log every step with the label the app writes for it', async () => {
    const app = new Set([
      '导入',
      ...PROCESS_ACTIONS.map((a) => TRANSITIONS[a].label),
      GOVERNANCE_ACTION_LABELS.govern,
    ]);
    for (const k of KINDS) {
      const labels = await t.db.query<{ action: string }>(`SELECT DISTINCT action FROM ${k.logs}`);
      expect(labels.length).toBeGreaterThan(1);
      for (const l of labels) expect(app, `${k.logs}: ${l.action}`).toContain(l.action);
    }
  });

  it('end where their log ends, through each step the workflow allows', async () => {
    for (const k of KINDS) {
      // The last step of every case leads to its status; each step starts where the previous one ended.
      const bad = await t.db.query<{ id: number }>(
        `SELECT c.id FROM ${k.cases} c
           JOIN LATERAL (SELECT array_agg(l.from_status ORDER BY l.id) AS froms,
                                array_agg(l.to_status ORDER BY l.id) AS tos,
                                array_agg(l.action ORDER BY l.id) AS actions
                           FROM ${k.logs} l WHERE l.${k.fk} = c.id) x ON true
          WHERE x.tos[array_length(x.tos, 1)] <> c.process_status
             OR EXISTS (SELECT 1 FROM generate_subscripts(x.tos, 1) i
                         WHERE i > 1 AND x.froms[i] <> x.tos[i - 1])`,
      );
      expect(bad, k.cases).toEqual([]);
      const steps = await t.db.query<{ action: string; from: number; to: number }>(
        `SELECT DISTINCT action, from_status AS "from", to_status AS "to" FROM ${k.logs} WHERE action <> '导入'`,
      );
      expect(steps.length, k.logs).toBeGreaterThan(0);
      const processAction = (s: (typeof steps)[number]) =>
        PROCESS_ACTIONS.find((x) => TRANSITIONS[x].label === s.action);
      // A step of the process follows an edge of the state machine; any other step is governance (5 → 5).
      for (const s of steps.filter(processAction)) {
        const a = processAction(s)!;
        expect(TRANSITIONS[a].from as readonly number[], s.action).toContain(s.from);
        expect(TRANSITIONS[a].to, s.action).toBe(s.to);
      }
      const others = steps.filter((s) => !processAction(s)).map((s) => [s.action, s.from, s.to]);
      expect(others, k.logs).toEqual(others.map(() => [GOVERNANCE_ACTION_LABELS.govern, 5, 5]));
    }
  });

  it('include cases screened out (无需核查) and closed by the field check, of both kinds', async () => {
    for (const k of KINDS) {
      const [row] = await t.db.query<{ closed: number; quick: number }>(
        `SELECT count(*) FILTER (WHERE c.process_status = 6)::int AS closed,
                count(*) FILTER (WHERE c.process_status = 5 AND EXISTS (
                  SELECT 1 FROM ${k.logs} l WHERE l.${k.fk} = c.id AND l.action = $1))::int AS quick
           FROM ${k.cases} c WHERE c.area_id BETWEEN 310151000000 AND 310151999999`,
        [TRANSITIONS.inputNoReview.label],
      );
      expect(row!.closed, k.cases).toBeGreaterThan(0);
      expect(row!.quick, k.cases).toBeGreaterThan(0);
    }
  });

  it('log the governance of every governed abnormal once, and of no other', async () => {
    const rows = await t.db.query<{ governed: number; logged: number }>(
      `SELECT c.governance_flag AS governed, count(l.id)::int AS logged
         FROM cultivated_abnormals c
         LEFT JOIN cultivated_abnormal_logs l ON l.abnormal_id = c.id AND l.action = $1
        GROUP BY c.id, c.governance_flag`,
      [GOVERNANCE_ACTION_LABELS.govern],
    );
    expect(rows.some((r) => r.governed === 1)).toBe(true);
    for (const r of rows) expect(r.logged).toBe(r.governed);
  });
});
