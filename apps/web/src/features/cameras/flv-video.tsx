import { useEffect, useRef, useState } from 'react';
import { VideoBox } from './video-box';

/**
 * An HTTP-FLV live stream (ZLMediaKit, SRS, wvp-GB28181-pro's default) played with mpegts.js, which remuxes
 * FLV into Media Source Extensions; loaded only when such a camera is opened.
 */
export function FlvVideo({ url, label }: { url: string; label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let destroy = () => {};
    let gone = false;
    setFailure(null);
    void import('mpegts.js').then(({ default: mpegts }) => {
      if (gone) return;
      if (!mpegts.getFeatureList().mseLivePlayback) {
        setFailure('本浏览器不支持 HTTP-FLV 播放');
        return;
      }
      const player = mpegts.createPlayer({ type: 'flv', isLive: true, url }, { enableStashBuffer: false });
      // A media server that is down or a stream that ended: say so instead of a silent black picture.
      player.on(mpegts.Events.ERROR, (type: string, detail: string) =>
        setFailure(`视频流无法加载（${type} ${detail}）`),
      );
      player.attachMediaElement(video);
      player.load();
      void Promise.resolve(player.play()).catch(() => {});
      destroy = () => {
        player.pause();
        player.unload();
        player.detachMediaElement();
        player.destroy();
      };
    });
    return () => {
      gone = true;
      destroy();
    };
  }, [url]);
  return <VideoBox videoRef={ref} label={label} kind="flv" failure={failure} />;
}
