import { OCCUPY_ACTION_CODES, ROLE_PRESETS } from '@fengshou/core/contract';
import { render, within } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
import { OccupationActions } from './occupation-actions';

type Occ = Parameters<typeof OccupationActions>[0]['occ'];

const occ = (processStatus: number) =>
  ({ occupyNum: 'CM-1', processStatus, occupyFlag: 0, version: 3 }) as unknown as Occ;

function buttons(processStatus: number, permissions: readonly string[]) {
  const { container, unmount } = render(
    <App>
      <OccupationActions occ={occ(processStatus)} permissions={permissions} onDone={() => {}} />
    </App>,
  );
  const labels = within(container)
    .queryAllByRole('button')
    .map((b) => b.textContent?.replace(/\s/g, ''));
  unmount();
  return labels;
}

describe('occupation action bar', () => {
  it('offers a reviewer every action of the status', () => {
    expect(buttons(2, ROLE_PRESETS.reviewer.permissions)).toEqual(['审核通过', '驳回']);
  });

  it('offers a screener exactly screening in 待筛查 and nothing in 待审核', () => {
    expect(buttons(0, ['data:view', 'occupy:screenNeedReview'])).toEqual(['筛查·需核查']);
    expect(buttons(2, ['data:view', 'occupy:screenNeedReview'])).toEqual([]);
  });

  it('offers the 核查员 the field check but not the audit', () => {
    expect(buttons(1, ROLE_PRESETS.checker.permissions)).toEqual(['核查录入·需审核', '核查录入·无需审核']);
    expect(buttons(3, ROLE_PRESETS.checker.permissions)).toEqual([]);
  });

  it('shows nothing to a viewer or to holders of the abnormal codes only', () => {
    expect(buttons(2, ROLE_PRESETS.viewer.permissions)).toEqual([]);
    expect(
      buttons(
        2,
        OCCUPY_ACTION_CODES.map((c) => c.replace('occupy:', 'abnormal:')),
      ),
    ).toEqual([]);
  });
});
