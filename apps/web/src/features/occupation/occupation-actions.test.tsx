import { HANDLING_NONE } from '@fengshou/core';
import { OCCUPY_ACTION_CODES, ROLE_PRESETS } from '@fengshou/core/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../api';
import { keyAfterFailure } from '../../review/idempotent-action';
import { OccupationActions } from './occupation-actions';

// The send is replaced by a script of outcomes; newIdempotencyKey and keyAfterFailure stay real.
const sends = vi.hoisted(() => ({
  seen: [] as { key: string; version: number }[],
  script: [] as (() => unknown)[],
}));
vi.mock('../../review/idempotent-action', async (original) => ({
  ...(await original<typeof import('../../review/idempotent-action')>()),
  sendAction: vi.fn(async (_endpoint: unknown, body: { version: number }, key: string) => {
    sends.seen.push({ key, version: body.version });
    return sends.script.shift()!();
  }),
}));

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

// antd's text area (showCount) measures itself with ResizeObserver, which jsdom lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

describe('the Idempotency-Key of the action dialog', () => {
  const stale = () => {
    throw new ApiError(300, '记录已被他人修改（当前版本 4），请刷新后重试', '/api/x', HANDLING_NONE);
  };
  const timeout = () => {
    throw new NetworkError('timeout', '/api/x');
  };
  const accepted = () => ({ id: 1, processStatus: 3, flag: 0, version: 5, logId: 9, actionTime: '' });

  beforeEach(() => {
    sends.seen.length = 0;
    sends.script.length = 0;
  });

  function dialog(version: number, onDone: () => void) {
    const view = (v: number) => (
      <App>
        <OccupationActions
          occ={{ ...occ(2), version: v } as Occ}
          permissions={['occupy:review']}
          onDone={onDone}
        />
      </App>
    );
    const r = render(view(version));
    fireEvent.click(screen.getByRole('button', { name: '审核通过' }));
    const submit = async () => {
      const before = sends.seen.length;
      fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
      await waitFor(() => expect(sends.seen.length).toBe(before + 1));
      // Let the outcome settle: the button leaves its loading state once the send's promise is handled.
      await new Promise((r) => setTimeout(r, 20));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: /提\s*交/ }).className).not.toContain('ant-btn-loading'),
      );
    };
    return { submit, refresh: (v: number) => r.rerender(view(v)), unmount: r.unmount };
  }

  it('after a refusal from the server: refreshes the case and sends the next submit under a fresh key', async () => {
    const onDone = vi.fn();
    const d = dialog(3, onDone);
    sends.script.push(stale, accepted);
    await d.submit();
    expect(onDone).toHaveBeenCalledTimes(1);
    // The refresh brings the current version; the retry is a new request, not a replay of the refusal.
    d.refresh(4);
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(2));
    expect(sends.seen).toHaveLength(2);
    expect(sends.seen[1]!.version).toBe(4);
    expect(sends.seen[1]!.key).not.toBe(sends.seen[0]!.key);
    d.unmount();
  });

  it('after no answer (time-out): keeps the key, so the retry cannot act twice', async () => {
    const onDone = vi.fn();
    const d = dialog(3, onDone);
    sends.script.push(timeout, accepted);
    await d.submit();
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(sends.seen.map((s) => s.key)).toEqual([sends.seen[0]!.key, sends.seen[0]!.key]);
    d.unmount();
  });

  it('spends the key on any answer of the server, keeps it on any failure without one', () => {
    for (const code of [300, 403, 401])
      expect(keyAfterFailure(new ApiError(code, 'x', '/api/x', HANDLING_NONE), 'k-1')).not.toBe('k-1');
    for (const f of ['timeout', 'network', 'http', 'parse'] as const)
      expect(keyAfterFailure(new NetworkError(f, '/api/x'), 'k-1')).toBe('k-1');
  });
});
