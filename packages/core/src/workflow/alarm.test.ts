import { describe, expect, it } from 'vitest';
import {
  ALARM_OPEN_STATUSES,
  ALARM_STATUS_LABELS,
  ALARM_TRANSITIONS,
  type AlarmAction,
  alarmActionsFor,
  alarmStatusLabel,
  alarmStep,
} from './alarm';

const ACTIONS = Object.keys(ALARM_TRANSITIONS) as AlarmAction[];

describe('alarm lifecycle', () => {
  it('walks raised → acknowledged → assigned → closed, writing one event per step', () => {
    const ack = alarmStep(0, 'acknowledge');
    expect(ack).toEqual({ kind: 'change', from: 0, to: 2, event: 'acknowledged' });
    const assign = alarmStep(2, 'assign');
    expect(assign).toEqual({ kind: 'change', from: 2, to: 3, event: 'assigned' });
    expect(alarmStep(3, 'close')).toEqual({ kind: 'change', from: 3, to: 1, event: 'closed' });
  });

  it('closes a raised alarm directly and a cleared one too', () => {
    expect(alarmStep(0, 'close')).toMatchObject({ kind: 'change', to: 1 });
    expect(alarmStep(4, 'close')).toMatchObject({ kind: 'change', to: 1 });
  });

  it('lets the rule clear any open alarm but nothing finished', () => {
    for (const s of ALARM_OPEN_STATUSES)
      expect(alarmStep(s, 'clear')).toMatchObject({ kind: 'change', to: 4 });
    expect(alarmStep(1, 'clear')).toEqual({ kind: 'refused' });
    expect(alarmStep(4, 'clear')).toEqual({ kind: 'repeat' });
  });

  it('refuses what skips a step or reopens a finished alarm', () => {
    expect(alarmStep(0, 'assign')).toEqual({ kind: 'refused' });
    expect(alarmStep(3, 'acknowledge')).toEqual({ kind: 'refused' });
    expect(alarmStep(4, 'acknowledge')).toEqual({ kind: 'refused' });
    expect(alarmStep(4, 'assign')).toEqual({ kind: 'refused' });
    for (const a of ACTIONS.filter((x) => x !== 'close'))
      expect(alarmStep(1, a)).toEqual({ kind: 'refused' });
  });

  it('answers a repeated action as a repeat, without a second event', () => {
    expect(alarmStep(2, 'acknowledge')).toEqual({ kind: 'repeat' });
    expect(alarmStep(1, 'close')).toEqual({ kind: 'repeat' });
    expect(alarmStep(3, 'assign', true)).toEqual({ kind: 'repeat' });
  });

  it('re-assigns an assigned alarm to someone else as a new assignment', () => {
    expect(alarmStep(3, 'assign', false)).toEqual({ kind: 'change', from: 3, to: 3, event: 'assigned' });
  });

  it('refuses every action on a status outside the lifecycle', () => {
    for (const a of ACTIONS) expect(alarmStep(7, a)).toEqual({ kind: 'refused' });
    expect(alarmActionsFor(7)).toEqual([]);
    expect(alarmStatusLabel(7)).toBe('7');
  });

  it('offers people only what the status allows, never the clear', () => {
    expect(alarmActionsFor(0)).toEqual(['acknowledge', 'close']);
    expect(alarmActionsFor(2)).toEqual(['assign', 'close']);
    expect(alarmActionsFor(3)).toEqual(['assign', 'close']);
    expect(alarmActionsFor(4)).toEqual(['close']);
    expect(alarmActionsFor(1)).toEqual([]);
  });

  it('leads every transition to a labelled status and keeps the finished one final', () => {
    for (const a of ACTIONS) {
      const t = ALARM_TRANSITIONS[a];
      expect(ALARM_STATUS_LABELS[t.to]).toBeTruthy();
      expect(t.from).not.toContain(1);
    }
    expect(ALARM_OPEN_STATUSES.map(alarmStatusLabel)).toEqual(['未处理', '已确认', '已指派']);
  });
});
