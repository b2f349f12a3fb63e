import { describe, expect, it, vi } from 'vitest';
import { notify } from './notifier';

describe('notify', () => {
  it('drops the same toast repeated within 2 s (parallel calls failing alike)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    notify('error', '登录失效', 1000);
    notify('error', '登录失效', 1500);
    notify('error', '登录失效', 3100);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
