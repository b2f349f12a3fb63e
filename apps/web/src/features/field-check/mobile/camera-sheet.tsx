import { useEffect, useRef, useState } from 'react';

/**
 * 拍照: the rear camera live (getUserMedia), a shutter that hands over the current frame. Where the browser
 * gives no camera stream, the phone's camera app through <input capture> instead; the gallery is offered
 * only when the installation's policy allows it.
 */
export function CameraSheet(props: {
  onShot: (frame: CanvasImageSource, width: number, height: number) => void;
  onClose: () => void;
  allowGallery: boolean;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [live, setLive] = useState<'starting' | 'on' | 'off'>('starting');
  useEffect(() => {
    let stream: MediaStream | undefined;
    let stopped = false;
    const stop = (s: MediaStream | undefined) => {
      for (const t of s?.getTracks() ?? []) t.stop();
    };
    if (!navigator.mediaDevices?.getUserMedia) {
      setLive('off');
      return;
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment', width: { ideal: 1920 } }, audio: false })
      .then((s) => {
        if (stopped) {
          stop(s);
          return;
        }
        stream = s;
        if (video.current) {
          video.current.srcObject = s;
          void video.current.play();
        }
        setLive('on');
      })
      .catch(() => setLive('off'));
    return () => {
      stopped = true;
      stop(stream);
    };
  }, []);
  const shoot = () => {
    const v = video.current;
    if (v?.videoWidth) props.onShot(v, v.videoWidth, v.videoHeight);
  };
  const fromFile = async (file: File | undefined) => {
    if (!file) return;
    const img = await createImageBitmap(file);
    props.onShot(img, img.width, img.height);
  };
  return (
    <div className="ck-camera" role="dialog" aria-label="拍照">
      <video ref={video} playsInline muted className="ck-video" />
      {live === 'off' && <p className="ck-note">无法打开实时相机，请用手机相机拍摄</p>}
      <div className="ck-camera-bar">
        <button type="button" className="ck-secondary" onClick={props.onClose}>
          取消
        </button>
        {live === 'on' ? (
          <button type="button" className="ck-shutter" onClick={shoot} aria-label="拍照" />
        ) : (
          <label className="ck-primary">
            打开相机
            <input
              type="file"
              accept="image/*"
              capture="environment"
              hidden
              data-testid="camera-input"
              onChange={(e) => void fromFile(e.target.files?.[0])}
            />
          </label>
        )}
        {props.allowGallery && (
          <label className="ck-secondary">
            相册
            <input type="file" accept="image/*" hidden onChange={(e) => void fromFile(e.target.files?.[0])} />
          </label>
        )}
      </div>
    </div>
  );
}
