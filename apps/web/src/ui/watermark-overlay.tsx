import { beijing } from '@fengshou/core';
import { type CSSProperties, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { usePortal } from '../api/portal-context';

/** The tile repeated over the screen: one slanted line of text, faint on the light and the dark skins. */
const TILE_W = 360;
const TILE_H = 200;

const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** The watermark tile as an SVG data address, for a CSS background. */
export function watermarkTile(text: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_W}" height="${TILE_H}">` +
    `<text x="50%" y="50%" text-anchor="middle" dominant-baseline="middle" font-size="16" ` +
    `font-family="Microsoft YaHei, PingFang SC, Noto Sans CJK SC, sans-serif" fill="rgb(150,150,150)" ` +
    `fill-opacity="0.16" transform="rotate(-24 ${TILE_W / 2} ${TILE_H / 2})">${escapeXml(text)}</text></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

// Inline styles, not a class: taking a class off the element, or a style sheet away, leaves it in place.
const layerStyle = (text: string): CSSProperties => ({
  position: 'fixed',
  inset: 0,
  zIndex: 9999,
  pointerEvents: 'none',
  backgroundImage: watermarkTile(text),
  backgroundRepeat: 'repeat',
  userSelect: 'none',
});

const now = () => beijing().format('YYYY-MM-DD HH:mm');

/**
 * A faint "name login time" over the whole screen, clicks passing through it. Its time moves each minute;
 * an edit of the element (its style or class changed, the element removed) draws it again at once.
 */
export function WatermarkLayer({ who }: { who: string }) {
  const [at, setAt] = useState(now);
  const [generation, setGeneration] = useState(0);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setAt(now());
      timer = setTimeout(tick, 60_000 - (Date.now() % 60_000));
    };
    timer = setTimeout(tick, 60_000 - (Date.now() % 60_000));
    return () => clearTimeout(timer);
  }, []);

  const text = `${who} ${at}`;
  // Observers made again after each render of ours: disconnecting drops the records of React's own update.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation is a new element to observe
  useLayoutEffect(() => {
    const el = ref.current;
    const parent = el?.parentNode;
    if (!el || !parent || !text) return;
    // A changed attribute: a fresh element; a removed one: put back where React expects it.
    const own = new MutationObserver(() => setGeneration((g) => g + 1));
    own.observe(el, { attributes: true });
    const around = new MutationObserver(() => {
      if (!el.isConnected) parent.appendChild(el);
    });
    around.observe(parent, { childList: true });
    return () => {
      own.disconnect();
      around.disconnect();
    };
  }, [generation, text]);

  return <div key={generation} ref={ref} aria-hidden="true" data-watermark={text} style={layerStyle(text)} />;
}

/** The screen watermark, when the signed-in user's subject has 大屏水印 on. */
export function WatermarkOverlay() {
  const { subject, user } = usePortal();
  if (subject?.screenWatermarkFlag !== 1 || !user) return null;
  return <WatermarkLayer who={`${user.nickname} ${user.loginName}`} />;
}
