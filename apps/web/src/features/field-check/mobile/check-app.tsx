import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../api/api-error';
import { CheckLogin } from './check-login';
import { drop, type OutItem, sync, waiting } from './outbox';
import { TaskList } from './task-list';
import { TaskPage } from './task-page';
import { type FieldTask, keptSnapshot, markActed, refreshSnapshot, type Snapshot } from './task-store';
import { usePosition } from './use-position';

/** Local-storage key of the access token: the desktop app's, so one sign-in serves both. */
export const TOKEN_KEY = 'accessToken';
const SYNC_EVERY_MS = 30_000;
const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * 外业核查 (the check app): my tasks nearest first, one task on site, and what waits to be sent. Works
 * without a signal from what the phone keeps; the queue goes out when the signal returns.
 */
export function CheckApp() {
  const [token, setToken] = useState(() => localStorage.getItem(TOKEN_KEY));
  const [snap, setSnap] = useState<Snapshot | null>(null);
  const [queue, setQueue] = useState<OutItem[]>([]);
  const [open, setOpen] = useState<FieldTask | null>(null);
  const [online, setOnline] = useState(navigator.onLine);
  const [note, setNote] = useState<string | null>(null);
  const { position, error: gpsError } = usePosition();

  const signOut = useCallback(() => {
    localStorage.removeItem(TOKEN_KEY);
    setToken(null);
  }, []);
  const reloadQueue = useCallback(async () => setQueue(await waiting()), []);
  const refresh = useCallback(async () => {
    if (!token) return;
    setSnap((await keptSnapshot()) ?? null);
    try {
      setSnap(await refreshSnapshot(token, setSnap));
      setNote(null);
    } catch (e) {
      if (e instanceof ApiError && (e.respCode === 400 || e.respCode === 402)) signOut();
      else setNote('无信号：显示手机上保存的任务');
    }
  }, [token, signOut]);
  const flush = useCallback(async () => {
    const r = await sync();
    await reloadQueue();
    if (r.sent) void refresh();
    return r;
  }, [reloadQueue, refresh]);

  useEffect(() => {
    void refresh();
    void reloadQueue();
  }, [refresh, reloadQueue]);
  useEffect(() => {
    const up = () => {
      setOnline(true);
      void flush();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    const timer = setInterval(() => navigator.onLine && void flush(), SYNC_EVERY_MS);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      clearInterval(timer);
    };
  }, [flush]);

  if (!token) {
    return (
      <CheckLogin
        onSignedIn={(t) => {
          localStorage.setItem(TOKEN_KEY, t);
          setToken(t);
        }}
      />
    );
  }
  const waitingFor = new Set(queue.map((q) => q.occupyNum));
  if (open) {
    return (
      <TaskPage
        task={open}
        copy={snap?.cases[open.caseRef]}
        position={position}
        token={token}
        allowGallery={snap?.policy?.allowGallery ?? false}
        onBack={() => setOpen(null)}
        onQueued={async () => {
          await markActed(open.caseRef);
          setOpen(null);
          setSnap((await keptSnapshot()) ?? null);
          await reloadQueue();
          if (navigator.onLine) void flush();
        }}
      />
    );
  }
  const failed = queue.filter((q) => q.error);
  return (
    <div className="ck-page">
      <header className="ck-bar">
        <span>外业核查 · 我的任务</span>
        <span className={online ? 'ck-net' : 'ck-net is-off'} data-testid="net">
          {online ? '在线' : '离线'}
        </span>
      </header>
      <section className="ck-status" data-testid="outbox">
        {queue.length ? (
          <>
            <b data-testid="waiting-count">待上传 {queue.length} 项</b>（照片{' '}
            {queue.filter((q) => q.kind === 'photo').length}， 核查{' '}
            {queue.filter((q) => q.kind === 'action').length}）
            <button type="button" className="ck-secondary" onClick={() => void flush()} disabled={!online}>
              立即上传
            </button>
          </>
        ) : (
          <span data-testid="all-sent">全部已上传</span>
        )}
        {failed.map((f) => (
          <p key={f.id} className="ck-error">
            {f.occupyNum}（{f.kind === 'photo' ? '照片' : '核查'}）：{f.error}
            <button
              type="button"
              className="ck-secondary"
              onClick={async () => {
                await drop(f.id);
                await reloadQueue();
              }}
            >
              放弃
            </button>
          </p>
        ))}
      </section>
      {note && <p className="ck-note">{note}</p>}
      {gpsError && <p className="ck-note">{gpsError}</p>}
      {snap && (
        <p className="ck-note" data-testid="kept">
          手机已保存 {snap.tasks.length} 个任务（数据 {size(snap.dataBytes)}，影像 {size(snap.tileBytes)}）
        </p>
      )}
      <TaskList tasks={snap?.tasks ?? []} position={position} waitingFor={waitingFor} onOpen={setOpen} />
      <footer className="ck-foot">
        <button type="button" className="ck-secondary" onClick={() => void refresh()}>
          刷新任务
        </button>
        <button type="button" className="ck-secondary" onClick={signOut}>
          退出
        </button>
      </footer>
    </div>
  );
}
