/** Fonts a browser on a Chinese desktop or a Debian wall-screen PC will have one of. */
export const CJK_FONTS = "'Noto Sans CJK SC','Source Han Sans SC','Microsoft YaHei','PingFang SC',sans-serif";

/** Escapes text for an SVG text node or attribute. */
export function xmlText(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A round emblem colour scheme. */
export interface EmblemColors {
  ring: string;
  field: string;
  wheat: string;
  text: string;
}

const r2 = (n: number) => Math.round(n * 100) / 100;

// One wheat ear: a stalk along the ring with grains (ellipses) alternating on both sides.
function ear(side: 1 | -1, colors: EmblemColors): string {
  const grains: string[] = [];
  const cx = 100;
  const cy = 100;
  const radius = 72;
  // From the bottom (100°) up the side to the top (-60° on the right, 240° on the left).
  for (let i = 0; i < 11; i++) {
    const deg = 110 - i * 15;
    const a = ((side === 1 ? deg : 180 - deg) * Math.PI) / 180;
    const x = cx + radius * Math.cos(a);
    const y = cy + radius * Math.sin(a);
    const tangent = (Math.atan2(Math.cos(a), -Math.sin(a)) * 180) / Math.PI;
    for (const offset of [-7, 7]) {
      const ox = x + offset * Math.cos(a);
      const oy = y + offset * Math.sin(a);
      const tilt = tangent + (offset > 0 ? 25 : -25) * side;
      grains.push(
        `<ellipse cx="${r2(ox)}" cy="${r2(oy)}" rx="3.2" ry="7" transform="rotate(${r2(tilt)} ${r2(ox)} ${r2(oy)})" fill="${colors.wheat}"/>`,
      );
    }
  }
  const start = side === 1 ? 110 : 70;
  const end = side === 1 ? -40 : 220;
  const p = (deg: number) => {
    const a = (deg * Math.PI) / 180;
    return `${r2(cx + radius * Math.cos(a))} ${r2(cy + radius * Math.sin(a))}`;
  };
  const stalk = `<path d="M ${p(start)} A ${radius} ${radius} 0 0 ${side === 1 ? 0 : 1} ${p(end)}" fill="none" stroke="${colors.wheat}" stroke-width="2.5"/>`;
  return stalk + grains.join('');
}

/** A government-style round emblem: coloured ring, wheat ears around, 1–4 characters in the middle. */
export function emblemSvg(text: string, colors: EmblemColors): string {
  const chars = Array.from(text).slice(0, 4);
  const size = chars.length <= 1 ? 64 : chars.length === 2 ? 40 : 30;
  const label =
    chars.length <= 2
      ? `<text x="100" y="${100 + size * 0.36}" text-anchor="middle" font-size="${size}" font-weight="700" fill="${colors.text}" font-family="${CJK_FONTS}">${xmlText(chars.join(''))}</text>`
      : [chars.slice(0, 2), chars.slice(2)]
          .map(
            (line, i) =>
              `<text x="100" y="${92 + i * 34}" text-anchor="middle" font-size="${size}" font-weight="700" fill="${colors.text}" font-family="${CJK_FONTS}">${xmlText(line.join(''))}</text>`,
          )
          .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">',
    `<circle cx="100" cy="100" r="96" fill="${colors.ring}"/>`,
    `<circle cx="100" cy="100" r="86" fill="none" stroke="${colors.wheat}" stroke-width="2"/>`,
    ear(1, colors),
    ear(-1, colors),
    `<circle cx="100" cy="100" r="52" fill="${colors.field}"/>`,
    `<circle cx="100" cy="100" r="52" fill="none" stroke="${colors.wheat}" stroke-width="3"/>`,
    // A five-pointed star above the characters, as on civic seals.
    `<path d="M100 52 l3.5 7.2 7.9 1.1 -5.7 5.6 1.3 7.9 -7 -3.7 -7 3.7 1.3 -7.9 -5.7 -5.6 7.9 -1.1z" fill="${colors.wheat}"/>`,
    label,
    '</svg>',
  ].join('');
}

/** A wide banner with an emblem on the left and a title, for OEM login pages. */
export function bannerSvg(emblem: string, title: string, subtitle: string, colors: EmblemColors): string {
  const inner = emblem.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="960" height="240" viewBox="0 0 960 240">',
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${colors.ring}"/><stop offset="1" stop-color="#0b2a3c"/>`,
    '</linearGradient></defs>',
    '<rect width="960" height="240" fill="url(#bg)"/>',
    `<g transform="translate(40 30) scale(0.9)">${inner}</g>`,
    `<text x="260" y="118" font-size="52" font-weight="700" fill="#ffffff" font-family="${CJK_FONTS}">${xmlText(title)}</text>`,
    `<text x="262" y="170" font-size="26" fill="${colors.wheat}" font-family="${CJK_FONTS}">${xmlText(subtitle)}</text>`,
    '</svg>',
  ].join('');
}
