import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { usePortal } from '../../api/portal-context';
import { isKioskMode } from '../../ui/kiosk';
import { shellFor } from '../guard/start-page';
import { PortalShell } from './portal-shell';
import { ScreenShell } from './screen-shell';
import { SideShell } from './side-shell';

// Only wall screens load the playlist player and the watchdog.
const KioskRuntime = lazy(() => import('../../features/kiosk/kiosk-runtime'));

/** Picks the subject's shell by nav style (spec §4) around the shell pages. */
export function ShellLayout() {
  const { subject } = usePortal();
  // A wall screen opened by a display token shows the page alone, full screen, without menus.
  if (isKioskMode()) {
    return (
      <main className="kiosk-main">
        <Outlet />
        <Suspense fallback={null}>
          <KioskRuntime />
        </Suspense>
      </main>
    );
  }
  const kind = shellFor(subject?.navStyleFlag ?? 2);
  const Shell = kind === 'portal' ? PortalShell : kind === 'side' ? SideShell : ScreenShell;
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}
