import { ReloadOutlined } from '@ant-design/icons';
import { getCaptcha } from '@fengshou/core/contract';
import { Input, Spin } from 'antd';
import { useEffect } from 'react';
import { useApiQuery } from '../../api';

/** The image captcha query; each refetch issues a new captcha (they are single-use). */
export function useCaptcha(scope: string) {
  // Each form has its own captcha: answering one uses it up, and must not renew the other form's.
  const query = useApiQuery(
    getCaptcha,
    {},
    { own: scope, staleTime: 0, gcTime: 0, refetchOnWindowFocus: false },
  );
  const expireSeconds = query.data?.expireSeconds;
  const { refetch } = query;
  // An expired captcha would only produce an error on submit; fetch a new one a little before.
  useEffect(() => {
    if (!expireSeconds) return;
    const timer = setTimeout(() => void refetch(), Math.max(5, expireSeconds - 5) * 1000);
    return () => clearTimeout(timer);
  }, [expireSeconds, refetch]);
  return query;
}

interface CaptchaInputProps {
  captcha: ReturnType<typeof useCaptcha>;
  value?: string;
  onChange?: (value: string) => void;
}

/** The captcha answer input with the image (an <img> of the server's SVG); clicking the image renews it. */
export function CaptchaInput({ captcha, value, onChange }: CaptchaInputProps) {
  return (
    <div className="captcha-input">
      <Input
        size="large"
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        maxLength={8}
        placeholder="图片验证码"
        autoComplete="off"
        aria-label="图片验证码"
      />
      <button
        type="button"
        className="captcha-image"
        onClick={() => void captcha.refetch()}
        title="看不清？换一张"
        aria-label="刷新图片验证码"
      >
        {captcha.data && !captcha.isFetching ? (
          <img src={captcha.data.image} alt="图片验证码" width={120} height={40} />
        ) : captcha.isError ? (
          <span className="captcha-error">
            <ReloadOutlined /> 重新获取
          </span>
        ) : (
          <Spin size="small" />
        )}
      </button>
    </div>
  );
}
