import { describe, expect, it } from 'vitest';
import { ACTIVITY_KINDS, type ActivityKind, mergeActivity } from './home-activity-kinds';

const kind = (metric: string) => ACTIVITY_KINDS.find((k) => k.metric === metric)!;

describe('the home’s recent activity', () => {
  it('reads each kind’s record as a sentence of its own fields', () => {
    expect(kind('patrolCount').describe({ name: '宋杰勇', distance: '4.41公里', issue: '正常' })).toBe(
      '宋杰勇巡查4.41公里，正常',
    );
    expect(
      kind('repairOrderCount').describe({ name: '泵站电机故障', reporter: '秦磊红', status: '待派单' }),
    ).toBe('秦磊红报修：泵站电机故障，待派单');
    expect(kind('lawCaseCount').describe({ name: '违法使用禁用渔药', party: '惠农水产专业合作社' })).toBe(
      '惠农水产专业合作社：违法使用禁用渔药',
    );
  });

  it('leaves out the parts a record lacks', () => {
    expect(kind('repairOrderCount').describe({ name: '涵管堵塞', reporter: null, status: '' })).toBe(
      '涵管堵塞',
    );
    expect(kind('transactionCount').describe({ name: '运粮村9组土地经营权流转', status: '挂牌中' })).toBe(
      '运粮村9组土地经营权流转，挂牌中',
    );
  });

  it('merges the kinds newest first, at most the limit, and skips rows without a time', () => {
    const kinds: ActivityKind[] = [kind('patrolCount'), kind('inspectionCount')];
    const merged = mergeActivity(
      [
        [
          { key: 1, time: '2026-12-07 09:48', name: '甲', distance: '1公里', issue: '正常' },
          { key: 2, time: '2026-11-21 09:58', name: '乙', distance: '2公里', issue: '正常' },
        ],
        [
          { key: 1, time: '2026-12-03 00:00', name: '丙', result: '合格' },
          { key: 9, time: null, name: '丁', result: '合格' },
        ],
      ],
      kinds,
      2,
    );
    expect(merged).toEqual([
      { id: 'patrolCount-1', time: '2026-12-07 09:48', label: '巡查', text: '甲巡查1公里，正常' },
      { id: 'inspectionCount-1', time: '2026-12-03 00:00', label: '检查', text: '丙完成监管检查，合格' },
    ]);
  });

  it('shows what has answered while a kind has not', () => {
    expect(
      mergeActivity(
        [undefined, [{ key: 3, time: '2026-12-01 08:00', name: '戊', result: '合格' }]],
        [kind('patrolCount'), kind('inspectionCount')],
        5,
      ),
    ).toHaveLength(1);
  });
});
