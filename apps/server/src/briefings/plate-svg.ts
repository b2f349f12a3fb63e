import type { Look } from './look';
import type { BriefingPlate, PlateBody, PlateFigure, PlateImage } from './model';
import { PLATE_DECLARATION, PLATE_HEAD, plateBodyRect, type Rect } from './screen-layout';
import { esc, fit, round, text } from './svg-text';

/** An SVG document placed at `at`, drawn into its box (its own viewBox keeps it a vector). */
export function placedSvg(svg: string, at: Rect): string {
  const inner = svg.replace(/^<\?xml[^>]*>\s*/, '');
  const open = inner.indexOf('>');
  const tag = inner
    .slice(0, open)
    .replace(/\s(width|height|x|y)="[^"]*"/g, '')
    .replace(
      /^<svg/,
      `<svg x="${round(at.x)}" y="${round(at.y)}" width="${round(at.width)}" height="${round(at.height)}"`,
    );
  return tag + inner.slice(open);
}

/** Number cards: as many tiles a row as fit, the value large with its unit, the name under it. */
function cardsSvg(figures: readonly PlateFigure[], box: Rect, look: Look): string {
  const n = figures.length;
  const perRow = n <= 2 ? n : n <= 4 ? 2 : n <= 6 ? 3 : 4;
  const rows = Math.ceil(n / perRow);
  const gap = 10;
  const w = (box.width - gap * (perRow - 1)) / perRow;
  const h = Math.min(96, (box.height - gap * (rows - 1)) / rows);
  const top = box.y + (box.height - (h * rows + gap * (rows - 1))) / 2;
  return figures
    .map((f, i) => {
      const x = box.x + (i % perRow) * (w + gap);
      const y = top + Math.floor(i / perRow) * (h + gap);
      const valueSize = Math.min(30, h * 0.36, w / Math.max(3, [...f.value].length * 0.62 + 1.2));
      const unitSize = Math.max(11, valueSize * 0.46);
      return [
        `<rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}" rx="4" fill="url(#card)" stroke="${look.border}" stroke-width="1"/>`,
        `<rect x="${round(x)}" y="${round(y + h - 3)}" width="${round(w)}" height="3" fill="${look.accent}" opacity="0.7"/>`,
        `<text x="${round(x + w / 2)}" y="${round(y + h * 0.5)}" text-anchor="middle" fill="${look.accent2}" font-size="${round(valueSize)}" font-weight="700">${esc(f.value)}<tspan font-size="${round(unitSize)}" font-weight="400" fill="${look.dim}" dx="3">${esc(f.unit)}</tspan></text>`,
        text(x + w / 2, y + h * 0.5 + Math.max(18, h * 0.3), fit(f.label, 13, w - 8), {
          'text-anchor': 'middle',
          fill: look.text,
          'font-size': 13,
        }),
      ].join('');
    })
    .join('');
}

/** A table: the heading row, then as many rows as fit, shaded alternately; cells cut to their column. */
function tableSvg(
  columns: readonly string[],
  rows: readonly (readonly string[])[],
  box: Rect,
  look: Look,
): string {
  const rowH = 28;
  const fits = Math.max(0, Math.floor((box.height - rowH) / rowH));
  const shown = rows.slice(0, fits);
  const first = columns.length > 1 && columns[0] === '排名' ? 0.16 : 0;
  const rest = (1 - first) / Math.max(1, columns.length - (first ? 1 : 0));
  const widths = columns.map(
    (_, i) => box.width * (first && i === 0 ? first : i === (first ? 1 : 0) ? rest * 1.4 : rest),
  );
  const scale = box.width / widths.reduce((a, b) => a + b, 0);
  const xs: number[] = [];
  widths.reduce((at, w, i) => {
    xs[i] = at;
    return at + w * scale;
  }, box.x);
  const cell = (content: string, i: number, y: number, head: boolean) =>
    text(xs[i]! + 8, y, fit(content, 13, widths[i]! * scale - 12), {
      fill: head ? look.dim : i === 0 ? look.text : look.text,
      'font-size': 13,
      ...(head ? { 'font-weight': 700 } : {}),
    });
  const parts = [
    `<rect x="${round(box.x)}" y="${round(box.y)}" width="${round(box.width)}" height="${rowH}" fill="${look.rowShade}"/>`,
    ...columns.map((c, i) => cell(c, i, box.y + 19, true)),
  ];
  shown.forEach((r, ri) => {
    const y = box.y + rowH * (ri + 1);
    if (ri % 2 === 1) {
      parts.push(
        `<rect x="${round(box.x)}" y="${round(y)}" width="${round(box.width)}" height="${rowH}" fill="${look.rowShade}"/>`,
      );
    }
    parts.push(
      `<line x1="${round(box.x)}" y1="${round(y + rowH)}" x2="${round(box.x + box.width)}" y2="${round(y + rowH)}" stroke="${look.border}" stroke-opacity="0.35"/>`,
    );
    for (const [i, c] of r.entries()) parts.push(cell(c, i, y + 19, false));
  });
  if (rows.length > shown.length) {
    parts.push(
      text(box.x + box.width - 4, box.y + box.height - 2, `共${rows.length}条，显示前${shown.length}条`, {
        'text-anchor': 'end',
        fill: look.dim,
        'font-size': 11,
      }),
    );
  }
  return parts.join('');
}

/** A picture as a data URL, for an `<image>`. */
export function imageDataUrl(image: PlateImage): string {
  const bytes = image.mime === 'image/svg+xml' ? Buffer.from(image.svg) : Buffer.from(image.bytes);
  return `data:${image.mime};base64,${bytes.toString('base64')}`;
}

/**
 * The first picture filling the plate, as the carousel shows it, with its name on a band at the foot; the
 * others as small thumbnails along the top right, so the picture says that there are more.
 */
function imagesSvg(body: Extract<PlateBody, { kind: 'images' }>, box: Rect, look: Look): string {
  const [first, ...rest] = body.images;
  if (!first) return '';
  const at = (x: number, y: number, w: number, h: number) =>
    `x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}"`;
  const parts = [
    `<image ${at(box.x, box.y, box.width, box.height)} preserveAspectRatio="xMidYMid slice" href="${imageDataUrl(first)}"/>`,
    `<rect ${at(box.x, box.y + box.height - 30, box.width, 30)} fill="#000" fill-opacity="0.5"/>`,
    text(box.x + 10, box.y + box.height - 10, fit(first.name, 14, box.width - 20), {
      fill: '#fff',
      'font-size': 14,
    }),
  ];
  const tw = Math.min(96, box.width / 5);
  const th = tw * 0.6;
  rest.forEach((image, i) => {
    const x = box.x + box.width - (tw + 6) * (rest.length - i);
    parts.push(
      `<image ${at(x, box.y + 6, tw, th)} preserveAspectRatio="xMidYMid slice" href="${imageDataUrl(image)}"/>`,
      `<rect ${at(x, box.y + 6, tw, th)} fill="none" stroke="${look.border}" stroke-width="1.5"/>`,
    );
  });
  return parts.join('');
}

function bodySvg(body: PlateBody, box: Rect, look: Look): string {
  switch (body.kind) {
    case 'chart':
      return placedSvg(body.svg, box);
    case 'cards':
      return cardsSvg(body.figures, box, look);
    case 'table':
      return tableSvg(body.columns, body.rows, box, look);
    case 'images':
      return imagesSvg(body, box, look);
    case 'empty':
      return text(box.x + box.width / 2, box.y + box.height / 2, fit(body.reason, 14, box.width - 16), {
        'text-anchor': 'middle',
        fill: look.dim,
        'font-size': 14,
      });
  }
}

/** A plate in its slot: the framed panel, its name and period in the heading, the declaration, the body. */
export function plateSvg(plate: BriefingPlate, slot: Rect, look: Look): string {
  const { x, y, width: w, height: h } = slot;
  const c = 12;
  const corners = [
    `M${x} ${y + c}V${y}H${x + c}`,
    `M${x + w - c} ${y}H${x + w}V${y + c}`,
    `M${x + w} ${y + h - c}V${y + h}H${x + w - c}`,
    `M${x + c} ${y + h}H${x}V${y + h - c}`,
  ].join('');
  const period = plate.period ? `（${plate.period}）` : '';
  const title = fit(plate.title, 17, w - 40);
  const parts = [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${look.panel}" stroke="${look.border}" stroke-width="1"/>`,
    `<path d="${corners}" fill="none" stroke="${look.accent}" stroke-width="2.5"/>`,
    `<rect x="${x + 1}" y="${y + 1}" width="${w - 2}" height="${PLATE_HEAD - 8}" fill="url(#head)"/>`,
    `<rect x="${x + 12}" y="${y + 11}" width="4" height="16" fill="${look.accent2}"/>`,
    text(x + 24, y + 25, title, { fill: look.text, 'font-size': 17, 'font-weight': 700 }),
  ];
  if (period) {
    const room = w - 40 - (title.length + 1) * 17;
    if (room > 60) {
      parts.push(
        text(x + w - 12, y + 25, fit(period, 12, room), {
          'text-anchor': 'end',
          fill: look.dim,
          'font-size': 12,
        }),
      );
    }
  }
  if (plate.declaration) {
    parts.push(
      text(x + 14, y + PLATE_HEAD + PLATE_DECLARATION - 10, fit(plate.declaration, 12, w - 28), {
        fill: look.dim,
        'font-size': 12,
      }),
    );
  }
  parts.push(bodySvg(plate.body, plateBodyRect(slot, Boolean(plate.declaration)), look));
  return `<g>${parts.join('')}</g>`;
}
