import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_PORTAL, PortalProvider } from '../api/portal-context';
import { userInfoFixture } from '../app/guard/test-fixtures';
import { WatermarkOverlay, watermarkTile } from './watermark-overlay';

// 09:30:40 in Beijing on 2026-11-28.
const AT = Date.UTC(2026, 10, 28, 1, 30, 40);

function show(flag: number) {
  const info = userInfoFixture(
    { nickname: '张明华', loginName: 'chongming_admin' },
    { screenWatermarkFlag: flag },
  );
  const onClick = vi.fn();
  const view = render(
    <PortalProvider
      value={{ ...EMPTY_PORTAL, loggedIn: true, user: info.govUserVO, subject: info.govSubjectVO }}
    >
      <div className="dash-screen">
        <button type="button" onClick={onClick}>
          板块详情
        </button>
        <WatermarkOverlay />
      </div>
    </PortalProvider>,
  );
  const layer = () => view.container.querySelector<HTMLDivElement>('[data-watermark]');
  return { ...view, layer, onClick };
}

beforeEach(() => {
  vi.useFakeTimers({ now: AT, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('WatermarkOverlay', () => {
  it('draws nothing when the subject has 大屏水印 off', () => {
    expect(show(0).layer()).toBeNull();
  });

  it('covers the screen with "name login time" and lets clicks through', () => {
    const { layer, getByText, onClick } = show(1);
    const el = layer()!;
    expect(el.dataset.watermark).toBe('张明华 chongming_admin 2026-11-28 09:30');
    expect(el.style.pointerEvents).toBe('none');
    expect(el.style.position).toBe('fixed');
    expect(el.getAttribute('aria-hidden')).toBe('true');
    expect(decodeURIComponent(el.style.backgroundImage)).toContain('张明华 chongming_admin 2026-11-28 09:30');
    fireEvent.click(getByText('板块详情'));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('moves its time on at each minute', () => {
    const { layer } = show(1);
    act(() => vi.advanceTimersByTime(20_000));
    expect(layer()!.dataset.watermark).toBe('张明华 chongming_admin 2026-11-28 09:31');
    act(() => vi.advanceTimersByTime(60_000));
    expect(layer()!.dataset.watermark).toBe('张明华 chongming_admin 2026-11-28 09:32');
  });

  it('comes back when its style or class is changed or the element is removed', async () => {
    const { layer, container } = show(1);
    layer()!.removeAttribute('style');
    await act(async () => {});
    expect(layer()!.style.backgroundImage).toContain('data:image/svg+xml');
    layer()!.className = 'hidden';
    await act(async () => {});
    expect(layer()!.className).toBe('');
    expect(layer()!.style.pointerEvents).toBe('none');
    layer()!.remove();
    await act(async () => {});
    expect(container.querySelector('.dash-screen [data-watermark]')).not.toBeNull();
  });
});

describe('watermarkTile', () => {
  it('escapes the text for the SVG', () => {
    const svg = decodeURIComponent(watermarkTile('<b>&"\'</b>'));
    expect(svg).toContain('&lt;b&gt;&amp;&quot;&apos;&lt;/b&gt;');
    expect(svg).not.toContain('<b>');
  });
});
