import { lazyWithPreload } from '../../ui/lazy-with-preload';
import { withChunkTimeout } from '../routes/lazy-page';
import { PageLoading } from '../routes/page-loading';

/**
 * The shells (menus, user menu and its modals) are a chunk of their own: the login route never needs them,
 * and they are most of what would otherwise push it over its JavaScript budget. `preload` starts the
 * download as soon as a session exists, so the chunk arrives while the entry data loads.
 */
export const ShellLayout = lazyWithPreload(
  () => withChunkTimeout(async () => ({ default: (await import('./shell-layout')).ShellLayout })),
  { fallback: <PageLoading /> },
);
