import { act, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_PORTAL, PortalProvider } from '../api/portal-context';
import { type GuardedClickOptions, hasPermission, useGuardedClick } from './use-guarded-click';

function Probe({ code, onRun, options }: { code: string; onRun: () => void; options?: GuardedClickOptions }) {
  const click = useGuardedClick(code, onRun, options);
  return (
    <button type="button" onClick={() => click()}>
      大屏展示令牌
    </button>
  );
}

function renderWith(permissions: string[], onRun: () => void, options?: GuardedClickOptions) {
  return render(
    <App>
      <PortalProvider value={{ ...EMPTY_PORTAL, loggedIn: true, permissions }}>
        <Probe code="display:manage" onRun={onRun} options={options} />
      </PortalProvider>
    </App>,
  );
}

describe('useGuardedClick', () => {
  it('runs the handler with the named permission', () => {
    const run = vi.fn();
    renderWith(['dashboard:view', 'display:manage'], run);
    fireEvent.click(screen.getByRole('button', { name: '大屏展示令牌' }));
    expect(run).toHaveBeenCalledOnce();
    expect(screen.queryByText('暂无权限查看')).toBeNull();
  });

  it('shows 暂无权限查看 without it and does not run', async () => {
    const run = vi.fn();
    renderWith(['dashboard:view'], run);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '大屏展示令牌' }));
    });
    expect(run).not.toHaveBeenCalled();
    expect(await screen.findByText('暂无权限查看')).toBeTruthy();
  });

  it('the no-message modifier runs the handler without the permission', () => {
    const run = vi.fn();
    renderWith([], run, { silent: true });
    fireEvent.click(screen.getByRole('button', { name: '大屏展示令牌' }));
    expect(run).toHaveBeenCalledOnce();
  });

  it('hasPermission matches codes exactly', () => {
    expect(hasPermission(['display:manage'], 'display:manage')).toBe(true);
    expect(hasPermission(['display:manage'], 'display')).toBe(false);
  });
});
