import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before unsaved changes are lost by leaving the page: another route of the app (a menu, the user
 * menu, back) or closing and reloading the tab. Changes of the query alone (switching role) are the page's
 * own business and pass: it asks itself, naming the role.
 */
export function useLeaveGuard(dirty: boolean, what: string): void {
  const { modal } = App.useApp();
  // The way to the login page (expired session, sign-out) is never held: the session is gone already.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname && nextLocation.pathname !== '/login',
  );
  const blockedState = blocker.state;
  // The blocker object changes identity with router state; the dialog opens once per blocked navigation.
  const current = useRef(blocker);
  current.current = blocker;
  useEffect(() => {
    if (blockedState !== 'blocked') return;
    const blocked = current.current;
    modal.confirm({
      title: '离开此页？',
      content: `${what}有修改尚未保存，离开将放弃这些修改。`,
      okText: '放弃修改并离开',
      cancelText: '留在此页',
      onOk: () => blocked.proceed?.(),
      onCancel: () => blocked.reset?.(),
    });
  }, [blockedState, modal, what]);
  useEffect(() => {
    if (!dirty) return;
    // The browser shows its own wording; preventDefault is what asks.
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}
