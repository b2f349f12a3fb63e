import type { SceneSpec } from '../../modules/files/pictures';
import { Rng } from '../domain/rng';

const W = 960;
const H = 540;
const esc = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

function sky(hour: number): [string, string] {
  if (hour < 6 || hour > 19) return ['#0b1d3a', '#2a3f66'];
  if (hour < 8 || hour > 17) return ['#f4a261', '#a8c8e8'];
  return ['#5aa0e6', '#cfe6fb'];
}

// Crop colour through the year: green in summer, gold at harvest, brown stubble in winter.
function cropColour(month: number, kind: number): string {
  if (kind === 5) return '#3f7f93';
  // Orchards stand in grass and sheds in kept vegetable beds all year.
  if (kind === 2 || kind === 4) return month >= 12 || month <= 2 ? '#8a9a5b' : '#79a84f';
  if (kind === 3) return '#6da75a';
  if (month >= 11 || month <= 2) return '#8d7b55';
  if (month === 10) return '#d9b54a';
  if (month >= 6) return '#4f9a3a';
  return '#86bf5a';
}

/** A field scene in perspective (rows, greenhouses, ponds, barns or orchards) as an SVG document. */
export function sceneSvg(s: SceneSpec): string {
  const rng = new Rng(s.seed, 'scene');
  const [top, bottom] = sky(s.hour);
  const horizon = 200 + rng.int(-20, 20);
  const crop = cropColour(s.month, s.kind);
  const parts: string[] = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${horizon}" fill="url(#sky)"/>`,
    `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${crop}"/>`,
  ];
  // Tree line on the horizon.
  let x = 0;
  while (x < W) {
    const r = rng.int(10, 26);
    parts.push(`<circle cx="${x}" cy="${horizon - r / 3}" r="${r}" fill="#2f5d34" opacity="0.9"/>`);
    x += rng.int(14, 30);
  }
  const vx = W / 2 + rng.int(-120, 120);
  if (s.kind === 3) {
    for (let i = 0; i < 5; i++) {
      const x0 = 40 + i * 185;
      const y0 = horizon + 40 + (i % 2) * 10;
      parts.push(
        `<path d="M${x0} ${y0 + 120} L${x0} ${y0 + 40} Q${x0 + 80} ${y0 - 30} ${x0 + 160} ${y0 + 40} L${x0 + 160} ${y0 + 120} Z" fill="#e8f1f4" stroke="#9fb6bf" stroke-width="3" opacity="0.85"/>`,
      );
    }
  } else if (s.kind === 5) {
    for (let i = 0; i < 3; i++) {
      parts.push(
        `<ellipse cx="${180 + i * 300}" cy="${horizon + 120 + (i % 2) * 60}" rx="140" ry="45" fill="#5fa3b8" stroke="#3c6e4d" stroke-width="6"/>`,
      );
    }
    parts.push(`<rect x="${vx - 30}" y="${horizon + 170}" width="60" height="6" fill="#6b5a3c"/>`);
  } else if (s.kind === 4) {
    for (let i = 0; i < 3; i++) {
      const x0 = 80 + i * 290;
      parts.push(
        `<rect x="${x0}" y="${horizon + 30}" width="240" height="90" fill="#d8d2c4" stroke="#8a8372" stroke-width="3"/>`,
      );
      parts.push(
        `<path d="M${x0 - 10} ${horizon + 32} L${x0 + 120} ${horizon - 10} L${x0 + 250} ${horizon + 32} Z" fill="#9b3d2e"/>`,
      );
    }
  } else {
    // Rows converging on the vanishing point; orchards get tree crowns along them.
    for (let i = -14; i <= 14; i++) {
      parts.push(
        `<line x1="${vx}" y1="${horizon}" x2="${vx + i * 90}" y2="${H}" stroke="#2d5a27" stroke-opacity="0.35" stroke-width="${s.kind === 1 ? 3 : 6}"/>`,
      );
      if (s.kind === 2 && i % 2 === 0) {
        for (let k = 1; k <= 4; k++) {
          const t = k / 5;
          parts.push(
            `<circle cx="${vx + i * 90 * t}" cy="${horizon + (H - horizon) * t}" r="${8 + 26 * t}" fill="#3e7d32"/>`,
          );
          if (s.month >= 9 && s.month <= 12)
            parts.push(
              `<circle cx="${vx + i * 90 * t + 6 * t}" cy="${horizon + (H - horizon) * t + 4}" r="${2 + 4 * t}" fill="#f39c12"/>`,
            );
        }
      }
    }
  }
  if (s.overlay === 'building') {
    const bx = rng.int(250, 550);
    parts.push(
      `<rect x="${bx}" y="${horizon + 60}" width="220" height="150" fill="#c9c5bd" stroke="#555" stroke-width="3"/>`,
    );
    parts.push(
      `<path d="M${bx - 15} ${horizon + 62} L${bx + 110} ${horizon + 5} L${bx + 235} ${horizon + 62} Z" fill="#4a6fa5"/>`,
    );
    parts.push(`<rect x="${bx + 90}" y="${horizon + 140}" width="40" height="70" fill="#6b4f3a"/>`);
  } else if (s.overlay === 'weeds') {
    for (let i = 0; i < 140; i++) {
      const wx = rng.int(0, W);
      const wy = rng.int(horizon + 20, H);
      parts.push(
        `<path d="M${wx} ${wy} l${rng.int(-6, 6)} -${rng.int(10, 26)}" stroke="#7a8f3a" stroke-width="2"/>`,
      );
    }
  }
  const night = s.hour < 6 || s.hour > 19;
  if (night) parts.push(`<rect width="${W}" height="${H}" fill="#061024" opacity="0.55"/>`);
  for (const [i, tag] of (s.tags ?? []).entries()) {
    const bx = rng.int(80, W - 260);
    const by = rng.int(horizon - 20, H - 170);
    const bw = rng.int(90, 200);
    const bh = rng.int(70, 140);
    const colour = ['#ff3b30', '#ffcc00', '#34c759', '#0a84ff'][i % 4];
    parts.push(
      `<rect x="${bx}" y="${by}" width="${bw}" height="${bh}" fill="none" stroke="${colour}" stroke-width="3"/>`,
    );
    parts.push(`<rect x="${bx}" y="${by - 24}" width="${bw}" height="24" fill="${colour}"/>`);
    parts.push(
      `<text x="${bx + 6}" y="${by - 6}" font-size="16" fill="#000">${esc(tag.label)} ${(tag.confidence * 100).toFixed(0)}%</text>`,
    );
  }
  parts.push(
    `<text x="16" y="34" font-size="24" fill="#fff" stroke="#000" stroke-width="0.8" font-family="monospace">${esc(s.stamp)}</text>`,
  );
  parts.push(
    `<text x="${W - 16}" y="${H - 18}" font-size="22" fill="#fff" stroke="#000" stroke-width="0.6" text-anchor="end">${esc(s.caption)}</text>`,
  );
  if (s.overlay === 'live') {
    parts.push(
      `<rect x="${W - 110}" y="14" width="92" height="32" rx="6" fill="#e53935"/><circle cx="${W - 92}" cy="30" r="6" fill="#fff"><animate attributeName="opacity" values="1;0.2;1" dur="1.5s" repeatCount="indefinite"/></circle><text x="${W - 78}" y="37" font-size="20" fill="#fff">直播</text>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="'Noto Sans CJK SC','Microsoft YaHei',sans-serif">${parts.join('')}</svg>`;
}
