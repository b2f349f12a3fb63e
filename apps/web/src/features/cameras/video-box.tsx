import type { Ref } from 'react';

/** A live stream's video element, with why it does not play written over it. */
export function VideoBox(props: {
  videoRef: Ref<HTMLVideoElement>;
  label: string;
  kind: 'hls' | 'flv' | 'webrtc';
  failure: string | null;
}) {
  return (
    <div className="cam-player-box">
      <video
        ref={props.videoRef}
        className="cam-player"
        muted
        autoPlay
        playsInline
        aria-label={`${props.label} 实时视频`}
        data-live={props.kind}
      />
      {props.failure ? <div className="cam-player-fail">{props.failure}</div> : null}
    </div>
  );
}
