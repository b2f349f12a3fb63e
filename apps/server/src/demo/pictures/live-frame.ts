import { beijing, beijingDateTime } from '@fengshou/core';
import { TILT_LIMIT } from '../../modules/camera/ptz/position';
import type { LiveView } from '../../modules/files/pictures';
import { sceneSvg } from './scene';

const W = 960;
const H = 540;
/** Tiles of the synthetic panorama: 360° of pan spread over this many field scenes. */
const TILES = 6;
const esc = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** One frame of a demo camera's live view: the panorama at the current pan and tilt, with drifting clouds. */
export function liveFrameSvg(o: LiveView): string {
  const hour = beijing(o.now).hour();
  const x = (o.pan / 360) * TILES * W;
  const first = Math.floor(x / W);
  const y = (o.tilt / TILT_LIMIT) * 60;
  const tiles = [first, first + 1].map((i) => {
    const tile = ((i % TILES) + TILES) % TILES;
    const inner = sceneSvg({
      seed: o.id * 10 + tile,
      kind: o.kind,
      hour,
      month: o.month,
      stamp: '',
      caption: '',
    });
    return inner.replace('<svg ', `<svg x="${i * W - x}" y="${y}" `);
  });
  const secs = o.now.getUTCSeconds();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="'Noto Sans CJK SC','Microsoft YaHei',sans-serif">
<style>@keyframes drift{from{transform:translateX(-200px)}to{transform:translateX(${W + 200}px)}}.c{animation:drift 40s linear infinite;animation-delay:-${secs}s}</style>
<rect width="${W}" height="${H}" fill="#1b2a3a"/>${tiles.join('')}
<g class="c" opacity="0.75"><ellipse cx="0" cy="${60 + y}" rx="90" ry="22" fill="#fff"/><ellipse cx="-40" cy="${50 + y}" rx="50" ry="20" fill="#fff"/></g>
<text x="16" y="34" font-size="24" fill="#fff" stroke="#000" stroke-width="0.8" font-family="monospace">${esc(beijingDateTime(o.now))}</text>
<text x="16" y="64" font-size="18" fill="#fff" stroke="#000" stroke-width="0.5" font-family="monospace">P ${o.pan.toFixed(0).padStart(3, '0')}° T ${o.tilt.toFixed(0)}°</text>
<text x="${W - 16}" y="${H - 18}" font-size="22" fill="#fff" stroke="#000" stroke-width="0.6" text-anchor="end">${esc(o.name)}</text>
<text x="16" y="${H - 18}" font-size="18" fill="#fff" stroke="#000" stroke-width="0.5" font-family="monospace">${esc(o.serial)} 通道1</text>
<g><rect x="${W - 112}" y="14" width="96" height="34" rx="6" fill="#d9363e"/><circle cx="${W - 94}" cy="31" r="6" fill="#fff"><animate attributeName="opacity" values="1;0.2;1" dur="1s" repeatCount="indefinite"/></circle><text x="${W - 80}" y="39" font-size="20" fill="#fff">直播</text></g>
</svg>`;
}
