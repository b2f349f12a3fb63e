import { describe, expect, it } from 'vitest';
import { exportColumnsOf } from './export-columns';

describe('exportColumnsOf', () => {
  it('keeps the columns a user reads, keyed by the field the cell shows', () => {
    expect(
      exportColumnsOf([
        { key: 'status', title: '状态', dataIndex: 'statusName' },
        { key: 'farmName', title: '基地' },
        { key: 'photo', title: '照片', dataIndex: 'photoUrl', exportKey: false },
        { key: 'actions', title: undefined },
        { key: 'amount', title: '金额', dataIndex: 'amount', exportKey: 'amountYuan' },
      ]),
    ).toEqual([
      { key: 'statusName', title: '状态' },
      { key: 'farmName', title: '基地' },
      { key: 'amountYuan', title: '金额' },
    ]);
  });
});
