import { getCaptcha } from '@fengshou/core/contract/foundation';
import { isSignedIn, login } from '@fengshou/core/contract/login';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../../../api/api-error';
import { callApi } from '../../../api/client';

/**
 * 核查员登录: account and password, with the image captcha when the installation asks for one (the same
 * sign-in as the desktop; an account that needs an SMS code signs in there).
 */
export function CheckLogin({ onSignedIn }: { onSignedIn: (token: string) => void }) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState<{ id: string; image: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const newCaptcha = async () => {
    try {
      const c = await callApi(getCaptcha, {}, { notify: false });
      setCaptcha({ id: c.captchaId, image: c.image });
    } catch {
      setCaptcha(null);
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: one captcha when the form opens.
  useEffect(() => {
    void newCaptcha();
  }, []);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const r = await callApi(
        login,
        { loginName: name, password, ...(captcha && code ? { captchaId: captcha.id, captcha: code } : {}) },
        { notify: false },
      );
      if (!isSignedIn(r)) setError('该账号需要短信验证，请在电脑端登录');
      else onSignedIn(r.accessToken);
    } catch (err) {
      setError(err instanceof ApiError ? err.respDesc : '网络不可用，请有信号时再登录');
      void newCaptcha();
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="ck-login" onSubmit={submit}>
      <h1>外业核查</h1>
      <input
        aria-label="账号"
        placeholder="账号"
        value={name}
        onChange={(e) => setName(e.target.value)}
        autoComplete="username"
      />
      <input
        aria-label="密码"
        placeholder="密码"
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        autoComplete="current-password"
      />
      {captcha && (
        <div className="ck-captcha">
          <input
            aria-label="验证码"
            placeholder="验证码"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <button type="button" className="ck-plain" onClick={() => void newCaptcha()} aria-label="换一张">
            <img src={captcha.image} alt="图片验证码" />
          </button>
        </div>
      )}
      {error && <p className="ck-error">{error}</p>}
      <button type="submit" className="ck-primary" disabled={busy || !name || !password}>
        {busy ? '登录中…' : '登录'}
      </button>
    </form>
  );
}
