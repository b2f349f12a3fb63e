import { getMyDisplayPlaylist } from '@fengshou/core/contract';
import { useCallback } from 'react';
import { useApiQuery } from '../../api';
import { PlaylistPlayer } from './playlist-player';
import { useReachable } from './use-reachable';
import { useWatchdog } from './use-watchdog';
import './kiosk.css';

/**
 * What a wall screen runs beside its page: the playlist of its display token, the watchdog, and a
 * discreet mark while the server is out of reach (the last figures stay on screen meanwhile).
 */
export default function KioskRuntime() {
  const online = useReachable();
  // A reload started by the watchdog keeps the display token and the entry on screen (session storage).
  const reload = useCallback(() => window.location.reload(), []);
  useWatchdog(online, reload);
  const playlist = useApiQuery(
    getMyDisplayPlaylist,
    {},
    // A list changed by the office reaches the screen within the quarter hour.
    { notify: false, staleTime: 5 * 60_000, refetchInterval: 15 * 60_000, refetchIntervalInBackground: true },
  );
  return (
    <>
      {playlist.data ? <PlaylistPlayer key={playlist.data.id} list={playlist.data} online={online} /> : null}
      {online ? null : (
        <div className="kiosk-offline" role="status" aria-label="与服务器的连接已中断，恢复后自动刷新">
          <span className="kiosk-offline-dot" aria-hidden />
          离线
        </div>
      )}
    </>
  );
}
