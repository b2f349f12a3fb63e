import { describe, expect, it } from 'vitest';
import { answerSdp } from './whep';

const SDP = 'v=0\r\no=- 1 1 IN IP4 127.0.0.1\r\ns=-\r\n';

describe('the answer of a WebRTC play request', () => {
  it('is the body of a WHEP answer, or the sdp of ZLMediaKit’s JSON', () => {
    expect(answerSdp('application/sdp', SDP)).toBe(SDP);
    expect(answerSdp('application/json', JSON.stringify({ code: 0, sdp: SDP, type: 'answer' }))).toBe(SDP);
    expect(answerSdp(null, JSON.stringify({ code: 0, sdp: SDP }))).toBe(SDP);
  });

  it('throws the media server’s reason when it refused, and a body that is neither', () => {
    expect(() =>
      answerSdp('application/json', JSON.stringify({ code: -400, msg: 'stream not found' })),
    ).toThrow('stream not found');
    expect(() => answerSdp('text/html', '<html>502</html>')).toThrow('不是 SDP');
  });
});
