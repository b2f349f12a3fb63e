import { getCameraLiveUrl } from '@fengshou/core/contract';
import { Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorText, useApiQuery } from '../../api';
import { FlvVideo } from './flv-video';
import { VideoBox } from './video-box';
import { playWhep } from './whep';

interface LivePlayerProps {
  cameraId: number;
  /** Accessible name (the camera's name). */
  label: string;
}

/**
 * A camera's live view. A camera with a configured stream plays it from the bureau's media server: HLS
 * (hls.js, or natively in Safari), WebRTC (a WHEP offer/answer), HTTP-FLV (mpegts.js); a demo camera shows
 * the frame the server renders, reloaded every refreshMs with the next frame decoded off-screen first so the
 * picture never flashes. The URL is signed and short-lived:
 * it is refetched well before it expires.
 */
export function LivePlayer({ cameraId, label }: LivePlayerProps) {
  const live = useApiQuery(
    getCameraLiveUrl,
    { cameraId },
    { staleTime: 20 * 60_000, refetchInterval: 20 * 60_000 },
  );
  if (live.isPending)
    return (
      <div className="cam-player cam-player-wait">
        <Spin />
      </div>
    );
  if (live.isError || !live.data)
    return <div className="cam-player cam-player-wait">{errorText(live.error)}</div>;
  if (live.data.kind === 'none')
    return (
      <div className="cam-player cam-player-wait" data-live="none">
        未配置浏览器可播放的视频流 · 请在摄像头的“视频源设置”中填写媒体服务器的 HLS、HTTP-FLV 或 WebRTC 地址
      </div>
    );
  const { kind, url } = live.data;
  if (kind === 'hls') return <HlsVideo url={url} label={label} />;
  if (kind === 'webrtc') return <WebRtcVideo url={url} label={label} />;
  if (kind === 'flv') return <FlvVideo url={url} label={label} />;
  return <FrameView url={url} refreshMs={live.data.refreshMs} label={label} />;
}

function WebRtcVideo({ url, label }: { url: string; label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let stop: (() => void) | undefined;
    let gone = false;
    setFailure(null);
    playWhep(url, video).then(
      (s) => {
        if (gone) s();
        else stop = s;
      },
      (e: unknown) => {
        if (!gone) setFailure(e instanceof Error ? e.message : String(e));
      },
    );
    return () => {
      gone = true;
      stop?.();
    };
  }, [url]);
  return (
    <VideoBox videoRef={ref} label={label} kind="webrtc" failure={failure && `WebRTC 连接失败：${failure}`} />
  );
}

function FrameView({ url, refreshMs, label }: { url: string; refreshMs: number; label: string }) {
  const [shown, setShown] = useState(url);
  useEffect(() => {
    let stop = false;
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      if (stop) return;
      const src = `${url}&t=${Date.now()}`;
      const img = new Image();
      img.onload = () => {
        if (!stop) setShown(src);
        timer = setTimeout(next, refreshMs);
      };
      img.onerror = () => {
        timer = setTimeout(next, refreshMs * 3);
      };
      img.src = src;
    };
    next();
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, [url, refreshMs]);
  return <img className="cam-player" src={shown} alt={`${label} 实时画面`} data-live="frame" />;
}

function HlsVideo({ url, label }: { url: string; label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let destroy = () => {};
    let gone = false;
    setFailure(null);
    if (video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = url;
      video.onerror = () => setFailure('视频流无法加载');
    } else {
      void import('hls.js').then(({ default: Hls }) => {
        if (gone) return;
        if (!Hls.isSupported()) {
          setFailure('本浏览器不支持 HLS 播放');
          return;
        }
        const hls = new Hls({ lowLatencyMode: true });
        // A media server that is down or a stream that ended: say so instead of a silent black picture.
        hls.on(Hls.Events.ERROR, (_e, data) => {
          if (data.fatal) setFailure(`视频流无法加载（${data.details}）`);
        });
        hls.loadSource(url);
        hls.attachMedia(video);
        destroy = () => hls.destroy();
      });
    }
    return () => {
      gone = true;
      destroy();
    };
  }, [url]);
  return <VideoBox videoRef={ref} label={label} kind="hls" failure={failure} />;
}
