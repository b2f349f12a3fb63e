import { Alert, Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { decodeFrom } from './qr-scan';

interface CameraScannerProps {
  onText(text: string): void;
  onClose(): void;
}

/** Reads QR codes from the device camera (rear camera preferred) until one is found or it is closed. */
export function CameraScanner({ onText, onClose }: CameraScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer = 0;
    let stopped = false;
    const scan = () => {
      const v = video.current;
      if (stopped || !v) return;
      if (v.readyState >= 2 && v.videoWidth) {
        const text = decodeFrom(v, v.videoWidth, v.videoHeight);
        if (text) {
          onText(text);
          return;
        }
      }
      // About five frames a second: enough to catch a code held still, light on a phone's battery.
      timer = window.setTimeout(scan, 200);
    };
    if (!navigator.mediaDevices?.getUserMedia) {
      setError('当前浏览器不支持摄像头（需要 HTTPS 或 localhost），请输入追溯码或上传二维码图片');
      return;
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then((s) => {
        stream = s;
        if (stopped) {
          for (const t of s.getTracks()) t.stop();
          return;
        }
        if (video.current) {
          video.current.srcObject = s;
          void video.current.play();
        }
        scan();
      })
      .catch(() => setError('无法打开摄像头，请检查浏览器的摄像头权限'));
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const t of stream?.getTracks() ?? []) t.stop();
    };
  }, [onText]);

  return (
    <div className="camera-scanner">
      {error ? (
        <Alert type="warning" showIcon title={error} />
      ) : (
        <video ref={video} muted playsInline className="camera-scanner-video" aria-label="摄像头画面" />
      )}
      <Button onClick={onClose}>关闭摄像头</Button>
    </div>
  );
}
