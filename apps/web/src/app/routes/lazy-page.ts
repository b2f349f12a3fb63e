import { TIMEOUTS_MS } from '@fengshou/core';
import { type ComponentType, createElement } from 'react';
import { lazyWithPreload } from '../../ui/lazy-with-preload';
import type { PageProps } from '../../ui/route-meta';
import { PageLoading, removeStartupNotice } from './page-loading';

/** A page chunk that failed to load, or did not load within the chunk time-out (spec §8). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** Rejects with ChunkLoadError when `load` has not settled after `ms`, or when it fails. */
export function withChunkTimeout<T>(load: () => Promise<T>, ms: number = TIMEOUTS_MS.chunkLoad): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`页面资源加载超时（${ms / 1000} 秒）`)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          new ChunkLoadError(`页面资源加载失败：${error instanceof Error ? error.message : String(error)}`),
        );
      },
    );
  });
}

/**
 * A lazily loaded page, with the chunk time-out and a preload for the page a session opens on; the startup
 * notice goes once the first page shows.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType<PageProps> }>) {
  return lazyWithPreload(() => withChunkTimeout(load), {
    fallback: createElement(PageLoading),
    onShown: removeStartupNotice,
  });
}
