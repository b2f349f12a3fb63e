import { RespCode } from '@fengshou/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../api/api-error';
import { isUnreachable } from './use-reachable';

/** A screen whose data has failed this long, with the server answering, is loaded afresh. */
export const DATA_FAILURE_MINUTES = 10;
/** Heap in use past which the page is loaded afresh (or 80 % of the browser's limit, if lower). */
export const HEAP_LIMIT_BYTES = 768 * 2 ** 20;
const CHECK_SECONDS = 60;

interface ChromeMemory {
  usedJSHeapSize: number;
  jsHeapSizeLimit: number;
}

/** The page's JS heap in use and its bound, where the browser tells (Chromium's performance.memory). */
function heap(): { used: number; bound: number } | null {
  const memory = (performance as Performance & { memory?: ChromeMemory }).memory;
  if (!memory) return null;
  return { used: memory.usedJSHeapSize, bound: Math.min(HEAP_LIMIT_BYTES, memory.jsHeapSizeLimit * 0.8) };
}

/** A failure a fresh page might cure: no answer, or the server busy; not a refusal of the request itself. */
function isTransient(error: unknown): boolean {
  return isUnreachable(error) || (error instanceof ApiError && error.respCode === RespCode.SERVER_BUSY);
}

/**
 * The wall screen's watchdog: loads the page afresh (`reload`) when a query of the screen has failed for
 * DATA_FAILURE_MINUTES while the server answers (a page stuck on a failure it does not recover from), or
 * when the JS heap has grown past its bound. Never while the server is out of reach: a reload then would
 * leave the browser's error page on the wall instead of the last figures.
 */
export function useWatchdog(online: boolean, reload: () => void): void {
  const client = useQueryClient();
  const onlineRef = useRef(online);
  onlineRef.current = online;
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  useEffect(() => {
    const failingSince = new Map<string, number>();
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.type === 'removed') {
        failingSince.delete(event.query.queryHash);
        return;
      }
      if (event.type !== 'updated') return;
      const { action, query } = event;
      if (action.type === 'success') failingSince.delete(query.queryHash);
      else if (action.type === 'error' && isTransient(action.error) && !failingSince.has(query.queryHash)) {
        failingSince.set(query.queryHash, Date.now());
      }
    });
    const timer = setInterval(() => {
      const h = heap();
      const oldest = Math.min(...failingSince.values());
      const stuck = Date.now() - oldest >= DATA_FAILURE_MINUTES * 60_000;
      const reason =
        h && h.used > h.bound
          ? `内存占用 ${Math.round(h.used / 2 ** 20)} MB 超过上限`
          : stuck && onlineRef.current
            ? `数据连续 ${DATA_FAILURE_MINUTES} 分钟加载失败`
            : null;
      if (!reason) return;
      // Said in the console so that whoever looks at the screen's browser learns why it started again.
      console.warn(`大屏自检：${reason}，重新加载页面`);
      reloadRef.current();
    }, CHECK_SECONDS * 1000);
    return () => {
      unsubscribe();
      clearInterval(timer);
    };
  }, [client]);
}
