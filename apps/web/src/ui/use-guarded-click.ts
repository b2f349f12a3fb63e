import { GUARDED_CLICK_DENIED } from '@fengshou/core';
import { App } from 'antd';
import { useCallback } from 'react';
import { usePortal } from '../api/portal-context';

/** Options of useGuardedClick. */
export interface GuardedClickOptions {
  /** The no-message modifier (spec §5): runs the handler without checking the permission. */
  silent?: boolean;
}

/** True when `permissions` grant `code` (spec §6: button codes with isChecked 1). */
export function hasPermission(permissions: readonly string[], code: string): boolean {
  return permissions.includes(code);
}

/**
 * A click handler that runs `handler` only with the named permission, or with the no-message modifier;
 * otherwise it shows 暂无权限查看 (spec §5 "Guarded click").
 */
export function useGuardedClick<A extends unknown[]>(
  code: string,
  handler: (...args: A) => void,
  options: GuardedClickOptions = {},
): (...args: A) => void {
  const { permissions } = usePortal();
  const { message } = App.useApp();
  const silent = options.silent === true;
  return useCallback(
    (...args: A) => {
      if (silent || hasPermission(permissions, code)) {
        handler(...args);
        return;
      }
      void message.warning(GUARDED_CLICK_DENIED);
    },
    [code, handler, message, permissions, silent],
  );
}
