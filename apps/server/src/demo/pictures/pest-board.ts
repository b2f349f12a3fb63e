import type { PestTray } from '../../modules/files/pictures';
import { Rng } from '../domain/rng';

const W = 800;
const H = 600;
// Body colour and size of each species as it lies on the tray.
const LOOK: Record<string, { colour: string; len: number; wings?: boolean }> = {
  稻飞虱: { colour: '#6d4c2f', len: 7 },
  二化螟: { colour: '#b89a6a', len: 16, wings: true },
  稻纵卷叶螟: { colour: '#d8c27a', len: 14, wings: true },
  大螟: { colour: '#a47e4b', len: 18, wings: true },
  斜纹夜蛾: { colour: '#5b4a3a', len: 20, wings: true },
  甜菜夜蛾: { colour: '#8a7a5a', len: 15, wings: true },
  小菜蛾: { colour: '#7a6a55', len: 10, wings: true },
  棉铃虫: { colour: '#9c8550', len: 19, wings: true },
};
const esc = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A trap photo: insects of the day's counts on a lamp tray (type 1) or a yellow sticky board (type 2). */
export function pestBoardSvg({ seed, deviceType, counts, stamp, caption }: PestTray): string {
  const rng = new Rng(seed, 'pest');
  const total = counts.reduce((s, c) => s + c.count, 0);
  // Draw at most 260 insects; beyond that the tray is simply crowded.
  const scale = total > 260 ? 260 / total : 1;
  const board = deviceType === 2 ? '#f7e43c' : '#f4f1ea';
  const parts = [
    `<rect width="${W}" height="${H}" fill="#3b3b3b"/>`,
    `<rect x="30" y="24" width="${W - 60}" height="${H - 104}" rx="8" fill="${board}"/>`,
  ];
  if (deviceType === 2) {
    for (let gx = 30; gx <= W - 30; gx += 40)
      parts.push(`<line x1="${gx}" y1="30" x2="${gx}" y2="${H - 80}" stroke="#d6c21f" stroke-width="1"/>`);
    for (let gy = 30; gy <= H - 80; gy += 40)
      parts.push(`<line x1="30" y1="${gy}" x2="${W - 30}" y2="${gy}" stroke="#d6c21f" stroke-width="1"/>`);
  }
  for (const c of counts) {
    const look = LOOK[c.name] ?? { colour: '#555', len: 10 };
    for (let i = Math.round(c.count * scale); i > 0; i--) {
      const x = rng.range(50, W - 50);
      const y = rng.range(50, H - 100);
      const a = rng.range(0, 360);
      const l = look.len * rng.range(0.85, 1.15);
      let g = `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${a.toFixed(0)})">`;
      if (look.wings)
        g += `<path d="M0 0 L${-l * 0.9} ${-l * 0.45} L${-l} 0 L${-l * 0.9} ${l * 0.45} Z" fill="${look.colour}" opacity="0.75"/>`;
      g += `<ellipse cx="0" cy="0" rx="${(l / 2).toFixed(1)}" ry="${(l / 6).toFixed(1)}" fill="${look.colour}"/>`;
      g += `<path d="M${l / 2} 0 l4 -3 M${l / 2} 0 l4 3" stroke="${look.colour}" stroke-width="0.8"/></g>`;
      parts.push(g);
    }
  }
  const caught = counts.filter((c) => c.count > 0).map((c) => `${c.name} ${c.count}头`);
  const lines = caught.length ? [caught.slice(0, 4), caught.slice(4)] : [['未诱到害虫']];
  lines.forEach((line, i) => {
    if (line.length)
      parts.push(
        `<text x="36" y="${H - 62 + i * 20}" font-size="15" fill="#fff">${esc(line.join('　'))}</text>`,
      );
  });
  parts.push(
    `<text x="36" y="${H - 14}" font-size="15" fill="#ccc">${esc(caption)}　合计 ${total} 头</text>`,
  );
  parts.push(
    `<text x="${W - 36}" y="${H - 14}" font-size="15" fill="#ccc" text-anchor="end" font-family="monospace">${esc(stamp)}</text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="'Noto Sans CJK SC','Microsoft YaHei',sans-serif">${parts.join('')}</svg>`;
}
