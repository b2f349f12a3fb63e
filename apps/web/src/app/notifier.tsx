import { App } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useEffect } from 'react';
import type { NotifyKind } from '../api';

let messageApi: MessageInstance | null = null;
const recent = new Map<string, number>();
// Parallel calls failing with the same code (e.g. four entry calls answering 400) show one toast.
const REPEAT_WINDOW_MS = 2000;

/** Shows a toast through antd's App context, so it follows the current theme. */
export function notify(kind: NotifyKind, text: string, now = Date.now()): void {
  const key = `${kind}:${text}`;
  const last = recent.get(key);
  if (last !== undefined && now - last < REPEAT_WINDOW_MS) return;
  recent.set(key, now);
  if (!messageApi) {
    console.warn(text);
    return;
  }
  if (kind === 'error') void messageApi.error(text);
  else if (kind === 'warning') void messageApi.warning(text);
  else void messageApi.info(text);
}

/** Hands antd's themed message API to `notify`; rendered once inside <App>. */
export function NotifierBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    messageApi = message;
    return () => {
      if (messageApi === message) messageApi = null;
    };
  }, [message]);
  return null;
}
