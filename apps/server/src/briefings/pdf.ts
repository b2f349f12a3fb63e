// A briefing as a PDF: a title page, then the plates one or two a page, every page watermarked and numbered.
// Charts are the model's SVG drawn as vectors; the CJK font is embedded as a subset of the glyphs used.
import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { figureLine, footerText, periodText, titleFacts, watermarkText } from './document-text';
import { CJK_FONT_FILES } from './fonts';
import type { BriefingFile, BriefingModel, BriefingPlate, PlateBody, PlateFigure } from './model';

type Doc = InstanceType<typeof PDFDocument>;
type Table = Extract<PlateBody, { kind: 'table' }>;

/** Page sizes in points: A4 landscape and a 16:9 screen page (960 × 540 pt = 338.67 × 190.5 mm). */
const PAGE_SIZES = { a4: [841.89, 595.28], '16x9': [960, 540] } as const;
export type PdfPage = keyof typeof PAGE_SIZES;

const MARGIN = 32;
const FOOTER = 22;
const GAP = 20;
const ROW_HEIGHT = 20;
/** A table this short and this narrow shares its page with another small plate. */
const SHORT_ROWS = 8;
const NARROW_COLUMNS = 5;
const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#cbd5e1';
const ACCENT = '#1d4ed8';

const REGULAR = 'cjk';
const BOLD = 'cjk-bold';

// Read once: the files are 8 MB each and every document embeds a subset of them.
let fontBytes: { regular: Buffer; bold: Buffer } | undefined;
function fonts() {
  fontBytes ??= { regular: readFileSync(CJK_FONT_FILES.regular), bold: readFileSync(CJK_FONT_FILES.bold) };
  return fontBytes;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** What one page of plates shows: one plate on the whole page, two side by side, or a part of a long table. */
type PagePlan =
  | { kind: 'single'; plate: BriefingPlate }
  | { kind: 'pair'; plates: [BriefingPlate, BriefingPlate] }
  | {
      kind: 'table-part';
      plate: BriefingPlate;
      table: Table;
      from: number;
      to: number;
      part: number;
      parts: number;
    };

function isSmall(plate: BriefingPlate): boolean {
  const b = plate.body;
  if (b.kind === 'empty') return true;
  if (b.kind === 'cards') return b.figures.length <= 8;
  if (b.kind === 'table') return b.rows.length <= SHORT_ROWS && b.columns.length <= NARROW_COLUMNS;
  return false;
}

/** Rows of a table that fit under the plate's heading on a whole page. */
function rowsPerPage(pageHeight: number): number {
  return Math.max(
    1,
    Math.floor((pageHeight - 2 * MARGIN - FOOTER - headingHeight() - ROW_HEIGHT) / ROW_HEIGHT),
  );
}

function plan(plates: readonly BriefingPlate[], pageHeight: number): PagePlan[] {
  const pages: PagePlan[] = [];
  const perPage = rowsPerPage(pageHeight);
  for (let i = 0; i < plates.length; i++) {
    const plate = plates[i] as BriefingPlate;
    const next = plates[i + 1];
    if (isSmall(plate) && next && isSmall(next)) {
      pages.push({ kind: 'pair', plates: [plate, next] });
      i++;
    } else if (plate.body.kind === 'table' && plate.body.rows.length > perPage) {
      const table = plate.body;
      const parts = Math.ceil(table.rows.length / perPage);
      for (let part = 0; part < parts; part++)
        pages.push({
          kind: 'table-part',
          plate,
          table,
          from: part * perPage,
          to: Math.min(table.rows.length, (part + 1) * perPage),
          part: part + 1,
          parts,
        });
    } else pages.push({ kind: 'single', plate });
  }
  return pages;
}

/** The text cut to fit the width, with an ellipsis when cut. */
function fit(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (doc.widthOfString(`${text.slice(0, mid)}…`) <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${text.slice(0, lo)}…`;
}

/** One line of text at a place, never wrapped and never starting a new page. */
function line(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  opts: { size: number; bold?: boolean; color?: string; align?: 'left' | 'center' | 'right' },
) {
  doc
    .font(opts.bold ? BOLD : REGULAR)
    .fontSize(opts.size)
    .fillColor(opts.color ?? INK);
  doc.text(fit(doc, text, width), x, y, { width, align: opts.align ?? 'left', lineBreak: false });
}

/** Title line and two lines of declaration. */
function headingHeight(): number {
  return 60;
}

/** Title, period and declaration above a plate; returns the box left for its body. */
function heading(doc: Doc, plate: BriefingPlate, box: Box, suffix = ''): Box {
  const period = periodText(plate.period);
  doc.font(REGULAR).fontSize(9);
  const periodWidth = period ? Math.min(box.w / 2, doc.widthOfString(period) + 4) : 0;
  doc.rect(box.x, box.y + 2, 4, 16).fill(ACCENT);
  line(doc, plate.title + suffix, box.x + 10, box.y, box.w - 10 - periodWidth - 8, { size: 15, bold: true });
  if (period)
    line(doc, period, box.x + box.w - periodWidth, box.y + 5, periodWidth, {
      size: 9,
      color: MUTED,
      align: 'right',
    });
  if (plate.declaration)
    // Two lines at most, the rest cut with an ellipsis: the plate keeps its room on the page.
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor(MUTED)
      .text(`说明：${plate.declaration}`, box.x, box.y + 23, { width: box.w, height: 30, ellipsis: true });
  const used = headingHeight();
  return { x: box.x, y: box.y + used, w: box.w, h: box.h - used };
}

function drawFigures(doc: Doc, figures: readonly PlateFigure[], box: Box) {
  if (!figures.length) return drawEmpty(doc, '暂无数据', box);
  const columns = Math.max(1, Math.min(figures.length, Math.floor(box.w / 150)));
  const rows = Math.ceil(figures.length / columns);
  const cellW = (box.w - (columns - 1) * 10) / columns;
  const cellH = Math.min(90, (box.h - (rows - 1) * 10) / rows);
  const valueSize = Math.max(10, Math.min(28, cellH * 0.36));
  figures.forEach((f, i) => {
    const x = box.x + (i % columns) * (cellW + 10);
    const y = box.y + Math.floor(i / columns) * (cellH + 10);
    doc.roundedRect(x, y, cellW, cellH, 6).fillAndStroke('#f1f5f9', RULE);
    line(doc, f.label, x + 10, y + cellH * 0.12, cellW - 20, {
      size: Math.max(8, valueSize * 0.42),
      color: MUTED,
    });
    doc.font(BOLD).fontSize(valueSize);
    const valueText = fit(
      doc,
      f.value,
      cellW -
        24 -
        doc
          .font(REGULAR)
          .fontSize(valueSize * 0.45)
          .widthOfString(f.unit),
    );
    doc.font(BOLD).fontSize(valueSize);
    const valueWidth = doc.widthOfString(valueText);
    const valueY = y + cellH * 0.42;
    line(doc, valueText, x + 10, valueY, valueWidth + 2, { size: valueSize, bold: true, color: ACCENT });
    line(doc, f.unit, x + 12 + valueWidth, valueY + valueSize * 0.45, cellW - 22 - valueWidth, {
      size: valueSize * 0.45,
      color: MUTED,
    });
  });
}

/** The chart's figures as a compact strip of "label value unit" under it, as many as fit. */
function figureStrip(doc: Doc, figures: readonly PlateFigure[], box: Box) {
  const columns = Math.max(1, Math.floor(box.w / 140));
  const rows = Math.max(1, Math.floor(box.h / 14));
  const shown = figures.slice(0, columns * rows);
  const cellW = box.w / columns;
  shown.forEach((f, i) => {
    const x = box.x + (i % columns) * cellW;
    const y = box.y + Math.floor(i / columns) * 14;
    line(doc, figureLine(f), x, y, cellW - 8, { size: 8.5, color: INK });
  });
}

/**
 * ECharts gives labels a white halo: a stroke painted under the fill (paint-order). svg-to-pdfkit paints the
 * stroke over it and the label comes out white, so the halo is taken off the text.
 */
export function withoutTextHalo(svg: string): string {
  return svg.replace(/<text\b[^>]*\bpaint-order="stroke"[^>]*>/g, (tag) =>
    tag.replace(/\s(stroke|stroke-width|stroke-miterlimit|paint-order)="[^"]*"/g, ''),
  );
}

const OPACITY_OF: Readonly<Record<string, string>> = {
  'stop-color': 'stop-opacity',
  fill: 'fill-opacity',
  stroke: 'stroke-opacity',
};

/**
 * The chart with its eight-digit colours (#2f9bff33: the screen's fading gradients) split into a colour and
 * an opacity: svg-to-pdfkit reads only six digits and painted those stops black.
 */
export function withSixDigitColours(svg: string): string {
  return svg.replace(/<[a-zA-Z][^>]*#[0-9a-fA-F]{8}\b[^>]*>/g, (tag) =>
    tag.replace(
      /\s(stop-color|fill|stroke)="#([0-9a-fA-F]{6})([0-9a-fA-F]{2})"/g,
      (_m, attr: string, rgb: string, alpha: string) => {
        const opacity = OPACITY_OF[attr]!;
        const own = new RegExp(`\\s${opacity}="`).test(tag);
        const a = Number((Number.parseInt(alpha, 16) / 255).toFixed(3));
        return own ? ` ${attr}="#${rgb}"` : ` ${attr}="#${rgb}" ${opacity}="${a}"`;
      },
    ),
  );
}

function drawChart(doc: Doc, body: Extract<PlateBody, { kind: 'chart' }>, box: Box) {
  const stripRows = body.figures.length
    ? Math.min(3, Math.ceil(body.figures.length / Math.floor(box.w / 140)))
    : 0;
  const stripH = stripRows * 14 + (stripRows ? 8 : 0);
  const area = { x: box.x, y: box.y, w: box.w, h: box.h - stripH };
  const scale = Math.min(area.w / body.width, area.h / body.height);
  const w = body.width * scale;
  const h = body.height * scale;
  SVGtoPDF(
    doc as never,
    withSixDigitColours(withoutTextHalo(body.svg)),
    area.x + (area.w - w) / 2,
    area.y + (area.h - h) / 2,
    {
      width: w,
      height: h,
      preserveAspectRatio: 'xMidYMid meet',
      fontCallback: (_family, bold) => (bold ? BOLD : REGULAR),
    },
  );
  if (stripRows) figureStrip(doc, body.figures, { x: box.x, y: box.y + area.h + 8, w: box.w, h: stripH - 8 });
}

function drawTable(doc: Doc, table: Table, rows: readonly (readonly string[])[], box: Box) {
  const n = Math.max(1, table.columns.length);
  // Columns as wide as their longest cell asks, within a floor and a ceiling, then scaled to the box.
  doc.font(REGULAR).fontSize(9);
  const wants = Array.from({ length: n }, (_, c) => {
    const cells = [table.columns[c] ?? '', ...rows.slice(0, 50).map((r) => r[c] ?? '')];
    return Math.min(260, Math.max(40, ...cells.map((s) => doc.widthOfString(s) + 12)));
  });
  const total = wants.reduce((a, b) => a + b, 0);
  const widths = wants.map((w) => (w / total) * box.w);
  const maxRows = Math.floor(box.h / ROW_HEIGHT) - 1;
  const drawn = rows.slice(0, Math.max(0, maxRows));
  const drawRow = (cells: readonly string[], y: number, header: boolean) => {
    if (header) doc.rect(box.x, y, box.w, ROW_HEIGHT).fill('#e2e8f0');
    let x = box.x;
    widths.forEach((w, c) => {
      line(doc, cells[c] ?? '', x + 5, y + 5, w - 10, { size: 9, bold: header });
      x += w;
    });
    doc
      .moveTo(box.x, y + ROW_HEIGHT)
      .lineTo(box.x + box.w, y + ROW_HEIGHT)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  };
  doc
    .moveTo(box.x, box.y)
    .lineTo(box.x + box.w, box.y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  drawRow(table.columns, box.y, true);
  drawn.forEach((r, i) => {
    drawRow(r, box.y + (i + 1) * ROW_HEIGHT, false);
  });
  if (!rows.length) line(doc, '暂无数据', box.x, box.y + ROW_HEIGHT + 8, box.w, { size: 10, color: MUTED });
}

/**
 * The pictures in a grid (one, two side by side, or 2×2), each fitted in its cell with its name under it:
 * PNG and JPEG embedded as they are, SVG drawn as vectors. The note on pictures left out goes last.
 */
function drawImages(doc: Doc, body: Extract<PlateBody, { kind: 'images' }>, box: Box) {
  const n = body.images.length;
  const columns = n === 1 ? 1 : 2;
  const rows = Math.ceil(n / columns);
  const noteH = body.note ? 16 : 0;
  const cellW = (box.w - (columns - 1) * GAP) / columns;
  const cellH = (box.h - noteH - (rows - 1) * 10) / rows;
  body.images.forEach((image, i) => {
    const x = box.x + (i % columns) * (cellW + GAP);
    const y = box.y + Math.floor(i / columns) * (cellH + 10);
    const room = { w: cellW, h: cellH - 16 };
    const scale = Math.min(room.w / image.width, room.h / image.height);
    const w = image.width * scale;
    const h = image.height * scale;
    const at = { x: x + (room.w - w) / 2, y: y + (room.h - h) / 2 };
    if (image.mime === 'image/svg+xml') {
      SVGtoPDF(doc as never, withSixDigitColours(image.svg), at.x, at.y, {
        width: w,
        height: h,
        preserveAspectRatio: 'xMidYMid meet',
        fontCallback: (_family, bold) => (bold ? BOLD : REGULAR),
      });
    } else doc.image(Buffer.from(image.bytes), at.x, at.y, { width: w, height: h });
    line(doc, image.name, x, y + cellH - 12, cellW, { size: 9, color: MUTED, align: 'center' });
  });
  if (body.note) line(doc, body.note, box.x, box.y + box.h - 11, box.w, { size: 8.5, color: MUTED });
}

function drawEmpty(doc: Doc, reason: string, box: Box) {
  doc
    .roundedRect(box.x, box.y, box.w, Math.min(box.h, 80), 6)
    .dash(4, { space: 3 })
    .strokeColor(RULE)
    .stroke();
  doc.undash();
  line(doc, reason || '暂无数据', box.x, box.y + Math.min(box.h, 80) / 2 - 6, box.w, {
    size: 11,
    color: MUTED,
    align: 'center',
  });
}

function drawPlate(doc: Doc, plate: BriefingPlate, box: Box) {
  const body = heading(doc, plate, box);
  const b = plate.body;
  if (b.kind === 'chart') drawChart(doc, b, body);
  else if (b.kind === 'cards') drawFigures(doc, b.figures, body);
  else if (b.kind === 'table') drawTable(doc, b, b.rows, body);
  else if (b.kind === 'images') drawImages(doc, b, body);
  else drawEmpty(doc, b.reason, body);
}

function titlePage(doc: Doc, model: BriefingModel, width: number, height: number) {
  doc.rect(0, 0, width, height * 0.42).fill('#0f2a5c');
  line(doc, '简报', MARGIN * 2, height * 0.1, width - MARGIN * 4, { size: 14, color: '#bfdbfe' });
  line(doc, model.subjectName, MARGIN * 2, height * 0.16, width - MARGIN * 4, {
    size: 30,
    bold: true,
    color: '#fff',
  });
  line(doc, model.topicName, MARGIN * 2, height * 0.28, width - MARGIN * 4, { size: 22, color: '#e0e7ff' });
  let y = height * 0.5;
  for (const [label, value] of titleFacts(model)) {
    line(doc, label, MARGIN * 2, y, 90, { size: 13, color: MUTED });
    line(doc, value, MARGIN * 2 + 100, y, width - MARGIN * 4 - 100, { size: 13 });
    y += 26;
  }
}

/** The watermark across the page and the footer line with its number; drawn last, over the content. */
function stamp(doc: Doc, model: BriefingModel, page: number, pages: number, width: number, height: number) {
  const text = watermarkText(model);
  doc.save();
  doc.font(REGULAR).fontSize(14).fillColor('#64748b').fillOpacity(0.12);
  const step = doc.widthOfString(text) + 80;
  doc.rotate(-28, { origin: [width / 2, height / 2] });
  for (let y = -height; y < height * 2; y += 110)
    for (let x = -width + ((y / 110) % 2) * (step / 2); x < width * 2; x += step)
      doc.text(text, x, y, { lineBreak: false });
  doc.restore();
  doc.fillOpacity(1);
  line(doc, footerText(model, page, pages), MARGIN, height - MARGIN / 2 - 10, width - 2 * MARGIN, {
    size: 8,
    color: MUTED,
    align: 'center',
  });
}

/** The briefing as a PDF of the page size asked for. */
export function renderPdf(model: BriefingModel, page: PdfPage): Promise<BriefingFile> {
  const [width, height] = PAGE_SIZES[page];
  const doc = new PDFDocument({
    size: [width, height],
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${model.subjectName} ${model.topicName} 简报`,
      Author: `${model.watermark.userName}(${model.watermark.loginName})`,
      Subject: `${model.areaName} ${model.asOf}`,
      Creator: 'Fengshou',
    },
  });
  doc.registerFont(REGULAR, fonts().regular);
  doc.registerFont(BOLD, fonts().bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<BriefingFile>((resolve, reject) => {
    doc.on('end', () =>
      resolve({ bytes: new Uint8Array(Buffer.concat(chunks)), mime: 'application/pdf', extension: 'pdf' }),
    );
    doc.on('error', reject);
  });

  titlePage(doc, model, width, height);
  const full: Box = { x: MARGIN, y: MARGIN, w: width - 2 * MARGIN, h: height - 2 * MARGIN - FOOTER };
  const half = (full.w - GAP) / 2;
  for (const p of plan(model.plates, height)) {
    doc.addPage();
    if (p.kind === 'single') drawPlate(doc, p.plate, full);
    else if (p.kind === 'pair') {
      drawPlate(doc, p.plates[0], { ...full, w: half });
      drawPlate(doc, p.plates[1], { ...full, x: full.x + half + GAP, w: half });
    } else {
      const suffix = p.parts > 1 ? `（${p.part} / ${p.parts}）` : '';
      const body = heading(doc, p.plate, full, suffix);
      drawTable(doc, p.table, p.table.rows.slice(p.from, p.to), body);
    }
  }

  const { count } = doc.bufferedPageRange();
  for (let i = 0; i < count; i++) {
    doc.switchToPage(i);
    // The footer sits below the bottom margin: without this pdfkit would start a page for it.
    doc.page.margins.bottom = 0;
    stamp(doc, model, i + 1, count, width, height);
  }
  doc.end();
  return done;
}
