// A briefing as a PowerPoint deck (16:9): a title slide, then a slide per plate (long tables over several),
// every slide watermarked and numbered. Figures and tables stay editable: text boxes and pptx tables.
//
// Charts go in as SVG pictures. PowerPoint wants a PNG beside every SVG picture (older viewers and thumbnails
// show it); pptxgenjs writes that PNG only in a browser (from a canvas) and in Node puts a "broken image"
// placeholder there, so the finished zip is opened again and each placeholder replaced by the SVG rasterised
// with resvg and the CJK font files.
import JSZip from 'jszip';
import PptxGenJS from 'pptxgenjs';
import { figureLine, footerText, periodText, titleFacts, watermarkText } from './document-text';
import { CJK_FAMILY } from './fonts';
import type { BriefingFile, BriefingModel, BriefingPlate, PlateBody, PlateFigure } from './model';
import { imageDataUrl } from './plate-svg';
import { rasterise } from './rasterise';

type Slide = ReturnType<PptxGenJS['addSlide']>;
type TextProps = NonNullable<Parameters<Slide['addText']>[1]>;
type Table = Extract<PlateBody, { kind: 'table' }>;

/** The font named in the deck: the viewers' machines have it; East Asian text is set in it too. */
export const PPTX_FONT = 'Microsoft YaHei';
const LANG = 'zh-CN';
/** LAYOUT_16x9 is 10 × 5.625 inches. */
const W = 10;
const H = 5.625;
const M = 0.4;
const INK = '1F2937';
const MUTED = '6B7280';
const ACCENT = '1D4ED8';
const ROWS_PER_SLIDE = 12;
/** Width in pixels of the PNG shown where the SVG is not. */
const FALLBACK_WIDTH = 1600;

const text = (size: number, extra: TextProps = {}): TextProps => ({
  fontFace: PPTX_FONT,
  lang: LANG,
  fontSize: size,
  color: INK,
  margin: 0,
  ...extra,
});

/** The slides a plate takes: one, or one per part of a long table. */
type SlidePlan = {
  plate: BriefingPlate;
  rows?: readonly (readonly string[])[];
  part?: number;
  parts?: number;
};

function plan(plates: readonly BriefingPlate[]): SlidePlan[] {
  return plates.flatMap((plate): SlidePlan[] => {
    const b = plate.body;
    if (b.kind !== 'table' || b.rows.length <= ROWS_PER_SLIDE) return [{ plate }];
    const parts = Math.ceil(b.rows.length / ROWS_PER_SLIDE);
    return Array.from({ length: parts }, (_, i) => ({
      plate,
      rows: b.rows.slice(i * ROWS_PER_SLIDE, (i + 1) * ROWS_PER_SLIDE),
      part: i + 1,
      parts,
    }));
  });
}

/** Who asked and when, faint and slanted across the slide; added last so it lies over the content. */
function watermark(slide: Slide, model: BriefingModel) {
  const words = watermarkText(model);
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 3; col++)
      slide.addText(words, {
        ...text(14, { color: '64748B', transparency: 85 }),
        x: col * 3.4 - 0.8 + (row % 2) * 0.8,
        y: 0.5 + row * 1.7,
        w: 4.8,
        h: 0.5,
        rotate: -28,
        align: 'center',
        wrap: false,
      });
}

function footer(slide: Slide, model: BriefingModel, n: number, total: number) {
  slide.addText(footerText(model, n, total), {
    ...text(8, { color: MUTED }),
    x: M,
    y: H - 0.32,
    w: W - 2 * M,
    h: 0.22,
    align: 'center',
  });
}

function titleSlide(deck: PptxGenJS, model: BriefingModel): Slide {
  const slide = deck.addSlide();
  slide.addShape('rect', { x: 0, y: 0, w: W, h: 2.4, fill: { color: '0F2A5C' }, line: { color: '0F2A5C' } });
  slide.addText('简报', { ...text(14, { color: 'BFDBFE' }), x: 0.8, y: 0.45, w: 8.4, h: 0.35 });
  slide.addText(model.subjectName, {
    ...text(30, { color: 'FFFFFF', bold: true }),
    x: 0.8,
    y: 0.85,
    w: 8.4,
    h: 0.7,
  });
  slide.addText(model.topicName, { ...text(22, { color: 'E0E7FF' }), x: 0.8, y: 1.6, w: 8.4, h: 0.5 });
  titleFacts(model).forEach(([label, value], i) => {
    const y = 2.75 + i * 0.38;
    slide.addText(label, { ...text(13, { color: MUTED }), x: 0.8, y, w: 1.3, h: 0.3 });
    slide.addText(value, { ...text(13), x: 2.2, y, w: 7, h: 0.3 });
  });
  return slide;
}

/**
 * Title, period and declaration (two lines of room) at the top; the declaration and period also go to the
 * speaker notes, whole.
 */
function heading(slide: Slide, plate: BriefingPlate, suffix: string) {
  slide.addShape('rect', {
    x: M,
    y: 0.3,
    w: 0.06,
    h: 0.34,
    fill: { color: ACCENT },
    line: { color: ACCENT },
  });
  slide.addText(plate.title + suffix, { ...text(20, { bold: true }), x: M + 0.15, y: 0.25, w: 6.4, h: 0.45 });
  const period = periodText(plate.period);
  if (period)
    slide.addText(period, { ...text(10, { color: MUTED }), x: 6.6, y: 0.32, w: 3, h: 0.3, align: 'right' });
  if (plate.declaration)
    slide.addText(`说明：${plate.declaration}`, {
      ...text(9, { color: MUTED }),
      x: M,
      y: 0.72,
      w: W - 2 * M,
      h: 0.4,
      valign: 'top',
    });
  const notes = [plate.declaration && `说明：${plate.declaration}`, period].filter(Boolean).join('\n');
  if (notes) slide.addNotes(notes);
}

const BODY = { x: M, y: 1.15, w: W - 2 * M, h: H - 1.15 - 0.45 };

/** The SVG with a font the viewers have first: PowerPoint draws the SVG with the machine's fonts. */
function svgForDeck(svg: string): string {
  return svg.replaceAll(
    `font-family:${CJK_FAMILY};`,
    `font-family:'${PPTX_FONT}','${CJK_FAMILY}',sans-serif;`,
  );
}

function chartSlide(slide: Slide, title: string, body: Extract<PlateBody, { kind: 'chart' }>) {
  const strip = body.figures.length ? 0.5 : 0;
  const box = { ...BODY, h: BODY.h - strip };
  const scale = Math.min(box.w / body.width, box.h / body.height);
  const w = body.width * scale;
  const h = body.height * scale;
  slide.addImage({
    data: `data:image/svg+xml;base64,${Buffer.from(svgForDeck(body.svg)).toString('base64')}`,
    x: box.x + (box.w - w) / 2,
    y: box.y + (box.h - h) / 2,
    w,
    h,
    altText: title,
  });
  if (strip)
    slide.addText(body.figures.map(figureLine).join('　'), {
      ...text(9),
      x: BODY.x,
      y: box.y + box.h + 0.05,
      w: BODY.w,
      h: strip - 0.05,
      valign: 'top',
      fit: 'shrink',
    });
}

/** Each figure a card: a rounded box with its label, value and unit as text the user can edit. */
function cardsSlide(slide: Slide, figures: readonly PlateFigure[]) {
  if (!figures.length) return emptySlide(slide, '暂无数据');
  const columns = Math.min(figures.length, 4);
  const rows = Math.ceil(figures.length / columns);
  const gap = 0.2;
  const w = (BODY.w - (columns - 1) * gap) / columns;
  const h = Math.min(1.3, (BODY.h - (rows - 1) * gap) / rows);
  const valueSize = Math.max(12, Math.min(30, h * 24));
  figures.forEach((f, i) => {
    slide.addText(
      [
        { text: f.label, options: { ...text(valueSize * 0.45, { color: MUTED }), breakLine: true } },
        { text: f.value, options: text(valueSize, { bold: true, color: ACCENT }) },
        { text: ` ${f.unit}`, options: text(valueSize * 0.45, { color: MUTED }) },
      ],
      {
        x: BODY.x + (i % columns) * (w + gap),
        y: BODY.y + Math.floor(i / columns) * (h + gap),
        w,
        h,
        shape: 'roundRect',
        rectRadius: 0.08,
        fill: { color: 'F1F5F9' },
        line: { color: 'CBD5E1', width: 0.75 },
        margin: [6, 10, 6, 10],
        valign: 'middle',
      },
    );
  });
}

function tableSlide(slide: Slide, table: Table, rows: readonly (readonly string[])[]) {
  const cell = (value: string, header: boolean) => ({
    text: value,
    options: text(10, { bold: header, fill: { color: header ? 'E2E8F0' : 'FFFFFF' } }),
  });
  const lengths = table.columns.map((c, i) =>
    Math.min(24, Math.max(3, c.length, ...rows.map((r) => (r[i] ?? '').length))),
  );
  const sum = lengths.reduce((a, b) => a + b, 0) || 1;
  slide.addTable(
    [
      table.columns.map((c) => cell(c, true)),
      ...rows.map((r) => table.columns.map((_, i) => cell(r[i] ?? '', false))),
    ],
    {
      x: BODY.x,
      y: BODY.y,
      w: BODY.w,
      colW: lengths.map((l) => (l / sum) * BODY.w),
      rowH: 0.28,
      border: { type: 'solid', pt: 0.5, color: 'CBD5E1' },
      margin: [2, 5, 2, 5],
      valign: 'middle',
    },
  );
  if (!rows.length)
    slide.addText('暂无数据', { ...text(11, { color: MUTED }), x: BODY.x, y: BODY.y + 0.4, w: 4, h: 0.3 });
}

/**
 * The pictures in a grid (one, two side by side, or 2×2), each fitted in its cell with its name under it. An
 * SVG goes in as an SVG picture, whose PNG beside it `finish` rasterises like a chart's.
 */
function imagesSlide(slide: Slide, body: Extract<PlateBody, { kind: 'images' }>) {
  const n = body.images.length;
  const columns = n === 1 ? 1 : 2;
  const rows = Math.ceil(n / columns);
  const noteH = body.note ? 0.25 : 0;
  const gap = 0.15;
  const cellW = (BODY.w - (columns - 1) * gap) / columns;
  const cellH = (BODY.h - noteH - (rows - 1) * gap) / rows;
  body.images.forEach((image, i) => {
    const x = BODY.x + (i % columns) * (cellW + gap);
    const y = BODY.y + Math.floor(i / columns) * (cellH + gap);
    const room = { w: cellW, h: cellH - 0.25 };
    const scale = Math.min(room.w / image.width, room.h / image.height);
    const w = image.width * scale;
    const h = image.height * scale;
    slide.addImage({
      data: imageDataUrl(image),
      x: x + (room.w - w) / 2,
      y: y + (room.h - h) / 2,
      w,
      h,
      altText: image.name,
    });
    slide.addText(image.name, {
      ...text(9, { color: MUTED }),
      x,
      y: y + cellH - 0.22,
      w: cellW,
      h: 0.2,
      align: 'center',
    });
  });
  if (body.note)
    slide.addText(body.note, {
      ...text(8, { color: MUTED }),
      x: BODY.x,
      y: BODY.y + BODY.h - 0.2,
      w: BODY.w,
      h: 0.2,
    });
}

function emptySlide(slide: Slide, reason: string) {
  slide.addText(reason || '暂无数据', {
    ...text(14, { color: MUTED }),
    x: BODY.x,
    y: BODY.y + 1,
    w: BODY.w,
    h: 1,
    align: 'center',
    shape: 'roundRect',
    rectRadius: 0.08,
    line: { color: 'CBD5E1', dashType: 'dash', width: 0.75 },
  });
}

function plateSlide(slide: Slide, p: SlidePlan) {
  heading(slide, p.plate, p.parts && p.parts > 1 ? `（${p.part} / ${p.parts}）` : '');
  const b = p.plate.body;
  if (b.kind === 'chart') chartSlide(slide, p.plate.title, b);
  else if (b.kind === 'cards') cardsSlide(slide, b.figures);
  else if (b.kind === 'table') tableSlide(slide, b, p.rows ?? b.rows);
  else if (b.kind === 'images') imagesSlide(slide, b);
  else emptySlide(slide, b.reason);
}

/** A slide's pictures that carry an SVG: the relationship ids of the PNG blip and of its SVG. */
const SVG_PICTURE =
  /<a:blip r:embed="(rId\d+)">\s*<a:extLst>\s*<a:ext [^>]*>\s*<asvg:svgBlip [^>]*r:embed="(rId\d+)"/g;

function relTargets(relsXml: string): Map<string, string> {
  const targets = new Map<string, string>();
  for (const m of relsXml.matchAll(/<Relationship Id="(rId\d+)"[^>]*Target="\.\.\/media\/([^"]+)"/g))
    targets.set(m[1] as string, `ppt/media/${m[2]}`);
  return targets;
}

/**
 * The PNG beside each SVG picture, and the theme's East Asian font, which pptxgenjs leaves empty: text a user
 * adds to the deck is set in the deck's font too.
 */
async function finish(bytes: Buffer): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(bytes);
  const pictures: { png: string; svg: JSZip.JSZipObject }[] = [];
  for (const path of Object.keys(zip.files)) {
    const slide = /^ppt\/slides\/(slide\d+\.xml)$/.exec(path);
    const rels = slide && zip.file(`ppt/slides/_rels/${slide[1]}.rels`);
    if (!rels) continue;
    const targets = relTargets(await rels.async('string'));
    for (const [, pngId, svgId] of (await (zip.file(path) as JSZip.JSZipObject).async('string')).matchAll(
      SVG_PICTURE,
    )) {
      const png = targets.get(pngId as string);
      const svg = zip.file(targets.get(svgId as string) ?? '');
      if (png && svg) pictures.push({ png, svg });
    }
  }
  // One at a time: side by side they contend for the cores and each holds its own copy of the fonts.
  for (const { png, svg } of pictures)
    zip.file(png, await rasterise(await svg.async('string'), FALLBACK_WIDTH, 'white'));
  const theme = zip.file('ppt/theme/theme1.xml');
  if (theme)
    zip.file(
      'ppt/theme/theme1.xml',
      (await theme.async('string')).replaceAll('<a:ea typeface=""/>', `<a:ea typeface="${PPTX_FONT}"/>`),
    );
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

/** The briefing as a 16:9 PowerPoint deck. */
export async function renderPptx(model: BriefingModel): Promise<BriefingFile> {
  const deck = new PptxGenJS();
  deck.layout = 'LAYOUT_16x9';
  deck.theme = { headFontFace: PPTX_FONT, bodyFontFace: PPTX_FONT };
  deck.title = `${model.subjectName} ${model.topicName} 简报`;
  deck.author = `${model.watermark.userName}(${model.watermark.loginName})`;
  deck.subject = `${model.areaName} ${model.asOf}`;
  deck.company = model.subjectName;

  const plans = plan(model.plates);
  const total = plans.length + 1;
  const first = titleSlide(deck, model);
  footer(first, model, 1, total);
  watermark(first, model);
  plans.forEach((p, i) => {
    const slide = deck.addSlide();
    plateSlide(slide, p);
    footer(slide, model, i + 2, total);
    watermark(slide, model);
  });
  const bytes = (await deck.write({ outputType: 'nodebuffer', compression: true })) as Buffer;
  return {
    bytes: await finish(bytes),
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extension: 'pptx',
  };
}
