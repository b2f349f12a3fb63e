/**
 * Plays a WebRTC stream of a media server by a WHEP exchange (RFC 9725): the browser POSTs its SDP offer to
 * the stream's URL and sets the answer. ZLMediaKit's older play API (`/index/api/webrtc?…&type=play`, which
 * wvp-GB28181-pro hands out) takes the same offer and answers JSON `{code, sdp}`: both are understood.
 */

/** The SDP answer of a WHEP or ZLMediaKit response body; throws the server's reason when it refused. */
export function answerSdp(contentType: string | null, body: string): string {
  if (contentType?.includes('json') || body.trimStart().startsWith('{')) {
    const json = JSON.parse(body) as { code?: number; sdp?: string; msg?: string };
    if (json.code !== undefined && json.code !== 0) throw new Error(json.msg ?? `code ${json.code}`);
    if (!json.sdp) throw new Error('应答中没有 SDP');
    return json.sdp;
  }
  if (!body.startsWith('v=')) throw new Error('应答不是 SDP');
  return body;
}

// Offers carry every candidate (no trickle), so a server that does not take PATCH still connects; a
// gathering that never ends is cut after this long.
const GATHER_MS = 2000;

function gathered(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      pc.removeEventListener('icegatheringstatechange', check);
      resolve();
    };
    const check = () => {
      if (pc.iceGatheringState === 'complete') done();
    };
    pc.addEventListener('icegatheringstatechange', check);
    setTimeout(done, GATHER_MS);
  });
}

/** Starts playing `url` into the video; answers the function that stops it (and ends the WHEP session). */
export async function playWhep(url: string, video: HTMLVideoElement): Promise<() => void> {
  const pc = new RTCPeerConnection();
  let resource: string | null = null;
  const stop = () => {
    pc.close();
    if (resource) void fetch(new URL(resource, url), { method: 'DELETE' }).catch(() => undefined);
  };
  try {
    pc.addTransceiver('video', { direction: 'recvonly' });
    pc.addTransceiver('audio', { direction: 'recvonly' });
    pc.ontrack = (e) => {
      video.srcObject = e.streams[0] ?? new MediaStream([e.track]);
    };
    await pc.setLocalDescription(await pc.createOffer());
    await gathered(pc);
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/sdp' },
      body: pc.localDescription?.sdp ?? '',
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    resource = res.headers.get('location');
    const sdp = answerSdp(res.headers.get('content-type'), await res.text());
    await pc.setRemoteDescription({ type: 'answer', sdp });
    return stop;
  } catch (e) {
    stop();
    throw e;
  }
}
