import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

function Greeting({ name }: { name: string }) {
  return <p>你好，{name}</p>;
}

/** A module promise the test settles. */
function deferredModule() {
  let resolve!: (m: { default: typeof Greeting }) => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<{ default: typeof Greeting }>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** One turn of the event loop: React's scheduler (setImmediate under Node) gets to render and commit. */
const turn = () => new Promise((r) => setImmediate(r));

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('lazyWithPreload', () => {
  it('shows the fallback until the code is in, then the component with its props at once', async () => {
    const module = deferredModule();
    const onShown = vi.fn();
    const Lazy = lazyWithPreload(() => module.promise, { fallback: <p>加载中</p>, onShown });
    // Outside act(), as in the browser: React.lazy under Suspense shows its content no earlier than 300 ms
    // after the fallback appeared (its fallback throttle, a timer on React's clock), which this test catches.
    // The clock and timers are fake and never move: content held back by the throttle would never show.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'performance', 'Date'] });
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    env.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      render(<Lazy name="崇明" />);
      expect(screen.getByText('加载中')).toBeTruthy();
      for (let i = 0; i < 5; i++) await turn();
      expect(onShown).not.toHaveBeenCalled();
      module.resolve({ default: Greeting });
      // onShown runs in a passive effect, which React schedules after the commit outside act(): wait for it too.
      const settled = () => screen.queryByText('你好，崇明') !== null && onShown.mock.calls.length > 0;
      for (let i = 0; i < 100 && !settled(); i++) await turn();
      expect(screen.getByText('你好，崇明')).toBeTruthy();
      expect(screen.queryByText('加载中')).toBeNull();
      expect(onShown).toHaveBeenCalledTimes(1);
    } finally {
      env.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it('renders a preloaded component in its first render, and loads the code once', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const Lazy = lazyWithPreload(load, { fallback: <p>加载中</p> });
    Lazy.preload();
    Lazy.preload();
    await act(async () => {});
    render(<Lazy name="城桥镇" />);
    expect(screen.getByText('你好，城桥镇')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands a failed load to the error boundary, and the next render asks again', async () => {
    const first = deferredModule();
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockReturnValueOnce(first.promise)
      .mockResolvedValue({ default: Greeting });
    const Lazy = lazyWithPreload(load);
    const { unmount } = render(
      <Boundary>
        <Lazy name="崇明" />
      </Boundary>,
    );
    // React logs the error it hands to the boundary.
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => first.reject(new Error('页面资源加载失败')));
    log.mockRestore();
    expect(screen.getByRole('alert').textContent).toBe('页面资源加载失败');
    unmount();
    render(<Lazy name="崇明" />);
    await act(async () => {});
    expect(screen.getByText('你好，崇明')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
