import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleDraw } from './draw-queue';

describe('draw queue', () => {
  let frames: FrameRequestCallback[] = [];
  const nextFrame = () => {
    const run = frames;
    frames = [];
    for (const f of run) f(0);
  };
  beforeEach(() => {
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('draws one slow chart per frame, in the order asked', () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const drawn: number[] = [];
    for (const i of [1, 2, 3])
      scheduleDraw(() => {
        drawn.push(i);
        now += 60;
      });
    expect(drawn).toEqual([]);
    nextFrame();
    expect(drawn).toEqual([1]);
    nextFrame();
    expect(drawn).toEqual([1, 2]);
    nextFrame();
    expect(drawn).toEqual([1, 2, 3]);
    nextFrame();
    expect(frames).toHaveLength(0);
  });

  it('draws quick charts together in one frame', () => {
    const drawn: number[] = [];
    for (const i of [1, 2, 3]) scheduleDraw(() => drawn.push(i));
    nextFrame();
    expect(drawn).toEqual([1, 2, 3]);
    expect(frames).toHaveLength(0);
  });

  it('a draw taken back before its frame never runs (unmounted plate, newer option)', () => {
    const drawn: string[] = [];
    scheduleDraw(() => drawn.push('a'));
    const cancel = scheduleDraw(() => drawn.push('b'));
    scheduleDraw(() => drawn.push('c'));
    cancel();
    nextFrame();
    nextFrame();
    nextFrame();
    expect(drawn).toEqual(['a', 'c']);
  });
});
