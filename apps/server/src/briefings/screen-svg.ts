import { defaultSkin } from '@fengshou/core/plates';
import { CJK_FAMILY } from './fonts';
import { type Look, lookOf } from './look';
import type { BriefingModel, PlateFigure } from './model';
import { placedSvg, plateSvg } from './plate-svg';
import { CENTRE_FIGURES, centreMapRect, type Rect, SCREEN, screenLayout, TITLE_BAR } from './screen-layout';
import { esc, fit, round, text } from './svg-text';

const { width: W, height: H } = SCREEN;

function defs(look: Look): string {
  return `<defs>
<radialGradient id="bg" cx="50%" cy="38%" r="75%"><stop offset="0" stop-color="${look.background[0]}"/><stop offset="1" stop-color="${look.background[1]}"/></radialGradient>
<linearGradient id="head" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${look.head[0]}"/><stop offset="1" stop-color="${look.head[1]}"/></linearGradient>
<linearGradient id="card" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${look.head[0]}" stop-opacity="0.5"/><stop offset="1" stop-color="${look.head[1]}"/></linearGradient>
<linearGradient id="bar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${look.accent}" stop-opacity="0.42"/><stop offset="1" stop-color="${look.accent}" stop-opacity="0"/></linearGradient>
<radialGradient id="glow" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="${look.accent}" stop-opacity="0.28"/><stop offset="1" stop-color="${look.accent}" stop-opacity="0"/></radialGradient>
</defs>`;
}

/** The backdrop: the skin's gradient under a faint grid. */
function backdrop(look: Look): string {
  const lines: string[] = [];
  for (let x = 0; x <= W; x += 60) lines.push(`M${x} 0V${H}`);
  for (let y = 0; y <= H; y += 60) lines.push(`M0 ${y}H${W}`);
  return `<rect width="${W}" height="${H}" fill="url(#bg)"/><path d="${lines.join('')}" stroke="${look.grid}" stroke-width="1"/>`;
}

/** The title bar: the topic in the middle, the subject on the left, the area and the day on the right. */
function titleBar(model: BriefingModel, look: Look): string {
  const mid = W / 2;
  const wing = 330;
  return [
    `<rect width="${W}" height="${TITLE_BAR - 10}" fill="url(#bar)"/>`,
    `<path d="M0 ${TITLE_BAR - 22}H${mid - wing - 40}L${mid - wing} ${TITLE_BAR - 6}H${mid + wing}L${mid + wing + 40} ${TITLE_BAR - 22}H${W}" fill="none" stroke="${look.accent}" stroke-width="2" stroke-opacity="0.8"/>`,
    `<path d="M${mid - wing + 20} ${TITLE_BAR - 2}H${mid + wing - 20}" stroke="${look.accent2}" stroke-width="3" stroke-opacity="0.7"/>`,
    text(mid, 48, fit(model.topicName, 38, 2 * wing - 40), {
      'text-anchor': 'middle',
      fill: look.text,
      'font-size': 38,
      'font-weight': 700,
      'letter-spacing': 6,
    }),
    text(28, 42, fit(model.subjectName, 20, mid - wing - 80), {
      fill: look.text,
      'font-size': 20,
      'font-weight': 700,
    }),
    text(W - 28, 32, `${model.areaName} · 数据截至 ${model.asOf}`, {
      'text-anchor': 'end',
      fill: look.text,
      'font-size': 18,
    }),
    text(W - 28, 54, `生成于 ${model.generatedAt}`, {
      'text-anchor': 'end',
      fill: look.dim,
      'font-size': 13,
    }),
  ].join('');
}

/** The figures the centre shows: the first plate of number cards, else the first chart's first points. */
function keyFigures(model: BriefingModel): PlateFigure[] {
  const cards = model.plates.find((p) => p.body.kind === 'cards');
  if (cards?.body.kind === 'cards') return cards.body.figures.slice(0, 4);
  const chart = model.plates.find((p) => p.body.kind === 'chart');
  return chart?.body.kind === 'chart' ? chart.body.figures.slice(0, 4) : [];
}

/** The key figures in a row of tiles along the bottom of the centre block. */
function figureTiles(figures: readonly PlateFigure[], box: Rect, look: Look): string {
  const cx = box.x + box.width / 2;
  const fw = Math.min(240, (box.width - 60) / Math.max(1, figures.length));
  const fx = cx - (fw * figures.length) / 2;
  const fy = box.y + box.height - CENTRE_FIGURES + 20;
  return figures
    .map((f, i) => {
      const x = fx + i * fw;
      return [
        `<rect x="${round(x + 8)}" y="${round(fy)}" width="${round(fw - 16)}" height="92" rx="6" fill="${look.panel}" stroke="${look.border}"/>`,
        `<text x="${round(x + fw / 2)}" y="${round(fy + 44)}" text-anchor="middle" fill="${look.accent2}" font-size="30" font-weight="700">${esc(f.value)}<tspan font-size="14" font-weight="400" fill="${look.dim}" dx="3">${esc(f.unit)}</tspan></text>`,
        text(x + fw / 2, fy + 74, fit(f.label, 14, fw - 28), {
          'text-anchor': 'middle',
          fill: look.text,
          'font-size': 14,
        }),
      ].join('');
    })
    .join('');
}

/** The centre drawn as the screen's map: the area's name over its children's outlines, the key figures under. */
function centreWithMap(
  model: BriefingModel,
  map: NonNullable<BriefingModel['centre']>,
  box: Rect,
  look: Look,
): string {
  const cx = box.x + box.width / 2;
  const mapBox = centreMapRect(box);
  return [
    `<ellipse cx="${round(cx)}" cy="${round(mapBox.y + mapBox.height / 2)}" rx="${round(mapBox.width * 0.45)}" ry="${round(mapBox.height * 0.5)}" fill="url(#glow)"/>`,
    `<path d="M${round(cx - 200)} ${box.y + 52}H${round(cx + 200)}" stroke="${look.accent}" stroke-opacity="0.6" stroke-width="1.5"/>`,
    text(cx, box.y + 40, fit(model.areaName, 30, box.width - 40), {
      'text-anchor': 'middle',
      fill: look.text,
      'font-size': 30,
      'font-weight': 700,
      'letter-spacing': 4,
    }),
    placedSvg(map.svg, { ...mapBox, width: map.width, height: map.height }),
    figureTiles(keyFigures(model), box, look),
  ].join('');
}

/** The centre block without a map: the area's name over rings of light, and its key figures under it. */
function centre(model: BriefingModel, box: Rect, look: Look): string {
  if (model.centre) return centreWithMap(model, model.centre, box, look);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height * 0.42;
  const r = Math.min(box.width, box.height) * 0.3;
  const rings = [1, 0.78, 0.56]
    .map(
      (k, i) =>
        `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r * k)}" fill="none" stroke="${i === 1 ? look.accent2 : look.accent}" stroke-opacity="${0.5 - i * 0.1}" stroke-width="${i === 0 ? 2 : 1.5}" ${i === 1 ? 'stroke-dasharray="6 10"' : ''}/>`,
    )
    .join('');
  const ticks: string[] = [];
  for (let a = 0; a < 360; a += 10) {
    const rad = (a * Math.PI) / 180;
    const r1 = r * 1.06;
    const r2 = r * (a % 30 === 0 ? 1.14 : 1.1);
    ticks.push(
      `M${round(cx + r1 * Math.cos(rad))} ${round(cy + r1 * Math.sin(rad))}L${round(cx + r2 * Math.cos(rad))} ${round(cy + r2 * Math.sin(rad))}`,
    );
  }
  return [
    `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(r * 1.7)}" ry="${round(r * 1.3)}" fill="url(#glow)"/>`,
    rings,
    `<path d="${ticks.join('')}" stroke="${look.accent}" stroke-opacity="0.55" stroke-width="1.5"/>`,
    text(cx, cy + 16, fit(model.areaName, 52, r * 1.8), {
      'text-anchor': 'middle',
      fill: look.text,
      'font-size': 52,
      'font-weight': 700,
      'letter-spacing': 4,
    }),
    text(cx, cy + 52, fit(model.topicName, 18, r * 1.6), {
      'text-anchor': 'middle',
      fill: look.dim,
      'font-size': 18,
      'letter-spacing': 2,
    }),
    figureTiles(keyFigures(model), box, look),
  ].join('');
}

/**
 * Who asked and when, faint and repeated across the whole picture, so a leaked copy can be traced. One tile
 * of two lines repeated by the renderer: every glyph costs resvg about a millisecond to outline, and the
 * screen written out line by line took most of the picture's time.
 */
function watermark(model: BriefingModel, look: Look): string {
  const { userName, loginName, at } = model.watermark;
  const line = `${userName}（${loginName}）${at}`;
  const attrs = { fill: look.watermark, 'font-size': 20 };
  return [
    '<defs><pattern id="watermark" width="760" height="420" patternUnits="userSpaceOnUse" patternTransform="rotate(-24)">',
    text(20, 120, line, attrs),
    text(400, 330, line, attrs),
    `</pattern></defs><rect width="${W}" height="${H}" fill="url(#watermark)"/>`,
  ].join('');
}

/**
 * The whole screen of a briefing as one SVG on the 1920×1080 design: the backdrop, the title bar, the
 * centre block and the plates in the skin's slots, and the watermark over all.
 */
export function screenSvg(model: BriefingModel): string {
  const look = lookOf(model.skin);
  const layout = screenLayout(model.layout ?? defaultSkin(model.plates.length), model.plates.length);
  const plates = model.plates
    .slice(0, layout.slots.length)
    .map((p, i) => plateSvg(p, layout.slots[i]!, look));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="${CJK_FAMILY}">`,
    defs(look),
    backdrop(look),
    titleBar(model, look),
    centre(model, layout.centre, look),
    ...plates,
    watermark(model, look),
    '</svg>',
  ].join('\n');
}
