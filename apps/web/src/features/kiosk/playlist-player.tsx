import type { DisplayPlaylist, PlaylistEntry } from '@fengshou/core/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePortal } from '../../api/portal-context';
import type { MenuRoute } from '../../api/portal-types';
import { menuHref } from '../../ui/menu-link';

/** Session key of the entry on screen, so a reload by the watchdog carries on where it was. */
const ENTRY_KEY = 'fengshou.kiosk.entry';
// A touch, a click, a key or the wheel: someone is using the screen.
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel'] as const;

function storedEntry(list: DisplayPlaylist): number {
  try {
    const [id, index] = (sessionStorage.getItem(ENTRY_KEY) ?? '').split(':').map(Number);
    return id === list.id && Number.isInteger(index) && index! >= 0 && index! < list.entries.length
      ? index!
      : 0;
  } catch {
    return 0;
  }
}

function storeEntry(list: DisplayPlaylist, index: number): void {
  try {
    sessionStorage.setItem(ENTRY_KEY, `${list.id}:${index}`);
  } catch {
    // A store that cannot be written: a reload starts the list again.
  }
}

/** The address of an entry: its topic in a group that shows it, opened at its area. */
export function entryHref(menus: readonly MenuRoute[], entry: PlaylistEntry): string | null {
  const menu = menus.find((m) => m.menuKey === entry.menuKey && !m.linkUrl && m.path);
  const href = menu ? menuHref(menu) : null;
  return href ? `${href}?area=${entry.areaId}` : null;
}

/**
 * Plays a wall screen's playlist: each entry's topic at its area for its dwell time, then the next, round
 * and round. A touch, click, key or wheel pauses it; after the list's resume time without one, the entry
 * on screen is shown again (the visitor may have drilled or jumped away) and the list plays on. While the
 * server is out of reach (`online` false) it holds the entry on screen: the next could not load, and the
 * figures drawn stay on the wall.
 */
export function PlaylistPlayer({ list, online }: { list: DisplayPlaylist; online: boolean }) {
  const navigate = useNavigate();
  const { menuRoutes } = usePortal();
  const [index, setIndex] = useState(() => storedEntry(list));
  const [paused, setPaused] = useState(false);
  const entries = list.entries;
  const at = index < entries.length ? index : 0;
  const entry = entries[at];
  // The entry on screen for the resume timer, which outlives renders.
  const shown = useRef<string | null>(null);
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    if (!entry) return;
    storeEntry(list, at);
    const href = entryHref(menuRoutes, entry);
    shown.current = href;
    if (href) navigate(href, { replace: true });
  }, [entry, at, list, menuRoutes, navigate]);

  useEffect(() => {
    if (paused || !online || !entry) return;
    // An entry whose topic the subject no longer shows is passed over at once.
    const seconds = entryHref(menuRoutes, entry) ? entry.dwellSeconds : 0;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % entries.length), seconds * 1000);
    return () => clearTimeout(timer);
  }, [paused, online, entry, entries.length, menuRoutes]);

  const resumeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const interact = useCallback(() => {
    setPaused(true);
    clearTimeout(resumeTimer.current);
    resumeTimer.current = setTimeout(() => {
      // The entry is shown again from its start (the visitor may have drilled or jumped away).
      setPaused(false);
      if (shown.current) navigateRef.current(shown.current, { replace: true });
    }, list.resumeSeconds * 1000);
  }, [list.resumeSeconds]);
  useEffect(() => {
    for (const type of INTERACTIONS) window.addEventListener(type, interact, { passive: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, interact);
      clearTimeout(resumeTimer.current);
    };
  }, [interact]);

  if (!entry) return null;
  return (
    <div
      className={`kiosk-playlist${paused ? ' is-paused' : ''}`}
      role="status"
      data-entry={at}
      data-paused={paused ? '' : undefined}
      aria-label={`轮播“${list.name}”第${at + 1}/${entries.length}项：${entry.menuName} · ${entry.areaName}`}
    >
      {paused ? `轮播已暂停，无操作${list.resumeSeconds}秒后继续` : `${at + 1}/${entries.length}`}
    </div>
  );
}
