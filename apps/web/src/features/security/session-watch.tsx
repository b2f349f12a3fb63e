import { beijing, handlingFor, RespCode } from '@fengshou/core';
import { getUserInfo } from '@fengshou/core/contract';
import { App, Button, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { applyHandling, callApi } from '../../api';
import { usePortal } from '../../api/portal-context';
import {
  clockOf,
  keepAliveDue,
  NO_ALERTS,
  passwordDaysLeft,
  type SessionAlerts,
  type SessionTimes,
  watchSession,
} from './session-timing';

const ENDED_TEXT = {
  idle: '长时间无操作，已退出登录，请重新登录',
  absolute: '本次登录已到期，请重新登录',
} as const;

/**
 * Warns before the session's time-outs: a modal with a countdown before the idle limit (继续使用 sends a
 * request, which restarts the server's idle clock), a notice of the hour the sign-in ends before the
 * absolute limit, a reminder when the password expires soon. At a limit the app signs out as for a 400.
 * Input in the page's frames (the editor's preview) counts as use: it sends a request when none went out
 * for a minute, so a user working only in the frame is not signed out.
 */
export function SessionWatch({
  times,
  lastRequest,
  frameInput,
}: {
  times: SessionTimes;
  /** Epoch ms of the app's last API request (the page's or its frames'). */
  lastRequest(): number;
  /** Subscribes to user input in the page's frames; answers the function that unsubscribes. */
  frameInput?: (onInput: (at: number) => void) => () => void;
}) {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const [current, setCurrent] = useState(times);
  const [alerts, setAlerts] = useState<SessionAlerts>(NO_ALERTS);
  useEffect(() => setCurrent(times), [times]);
  useEffect(() => {
    // A new watch tells only of alerts it finds, so what the last one showed is cleared first.
    setAlerts(NO_ALERTS);
    return watchSession(clockOf(current), lastRequest, setAlerts);
  }, [current, lastRequest]);

  const keepAlive = useKeepAlive(setCurrent);
  const ended = alerts.ended !== null;
  useEffect(() => {
    if (!frameInput || ended) return;
    return frameInput((at) => {
      if (keepAliveDue(lastRequest(), at)) keepAlive();
    });
  }, [frameInput, ended, lastRequest, keepAlive]);

  useEffect(() => {
    if (!alerts.ended) return;
    const code = RespCode.LOGIN_EXPIRED;
    applyHandling(code, ENDED_TEXT[alerts.ended], handlingFor(code, { client: 'main' }));
  }, [alerts.ended]);

  useEffect(() => {
    if (alerts.absoluteEndsAt === null) return;
    notification.warning({
      key: 'session-absolute',
      title: `本次登录将于 ${beijing(alerts.absoluteEndsAt).format('HH:mm')} 结束`,
      description: '届时需要重新登录，请及时保存正在编辑的内容。',
      duration: 0,
    });
  }, [alerts.absoluteEndsAt, notification]);

  const passwordExpiresAt = current.passwordExpiresAt;
  useEffect(() => {
    const days = passwordDaysLeft(passwordExpiresAt, Date.now());
    if (days === null) return;
    notification.info({
      key: 'password-expiry',
      title: `密码将在 ${days} 天内过期`,
      description: (
        <span>
          到期后登录须先修改密码。
          <Button
            type="link"
            size="small"
            onClick={() => {
              notification.destroy('password-expiry');
              navigate('/change-password');
            }}
          >
            立即修改密码
          </Button>
        </span>
      ),
      duration: 0,
    });
    // Once per sign-in and expiry date, not again after each 继续使用.
  }, [passwordExpiresAt, notification, navigate]);

  return <IdleWarning endsAt={alerts.idleEndsAt} onContinue={() => continueSession(setCurrent)} />;
}

type SetTimes = (update: (was: SessionTimes) => SessionTimes) => void;

async function continueSession(setCurrent: SetTimes): Promise<void> {
  const info = await callApi(getUserInfo, {});
  // The request restarted the idle clock: watch again from now (with the times it answered).
  setCurrent((was) => ({ ...(info.session ?? was) }));
}

/** A request that keeps the sign-in alive, one at a time; a failure is left to the catalogue's handling. */
function useKeepAlive(setCurrent: SetTimes): () => void {
  const busy = useRef(false);
  const [keepAlive] = useState(() => () => {
    if (busy.current) return;
    busy.current = true;
    continueSession(setCurrent)
      .catch(() => {})
      .finally(() => {
        busy.current = false;
      });
  });
  return keepAlive;
}

function IdleWarning({ endsAt, onContinue }: { endsAt: number | null; onContinue(): Promise<void> }) {
  const portal = usePortal();
  const [now, setNow] = useState(Date.now);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (endsAt === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  const seconds = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  const countdown = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <Modal
      open={endsAt !== null}
      title="即将因长时间无操作退出登录"
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={[
        <Button key="logout" onClick={() => void portal.signOut()}>
          退出登录
        </Button>,
        <Button
          key="continue"
          type="primary"
          loading={busy}
          onClick={() => {
            setBusy(true);
            onContinue()
              .catch(() => {})
              .finally(() => setBusy(false));
          }}
        >
          继续使用
        </Button>,
      ]}
    >
      <p className="session-idle-text">
        您已有一段时间没有操作，为保护账号安全，系统将在{' '}
        <strong className="session-countdown">{countdown}</strong> 后自动退出登录。
      </p>
    </Modal>
  );
}
