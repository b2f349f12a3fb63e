import { lazy, Suspense } from 'react';
import { withChunkTimeout } from '../routes/lazy-page';
import { PageLoading } from '../routes/page-host';

/**
 * The shells (menus, user menu and its modals) are a chunk of their own: the login route never needs them,
 * and they are most of what would otherwise push it over its JavaScript budget. `preloadShell` starts the
 * download as soon as a session exists, so the chunk arrives while the entry data loads.
 */
const load = () => import('./shell-layout');

export function preloadShell(): void {
  void load().catch(() => {});
}

const ShellLayout = lazy(() => withChunkTimeout(() => load().then((m) => ({ default: m.ShellLayout }))));

export function LazyShellLayout() {
  return (
    <Suspense fallback={<PageLoading />}>
      <ShellLayout />
    </Suspense>
  );
}
