import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { fixtureModel, tablePlate } from './fixtures/model';
import type { BriefingModel, BriefingPlate, PlateBody } from './model';
import { PPTX_FONT, renderPptx } from './pptx';
import { renderBriefing } from './render';

// The deck is opened as the zip it is; slides are read in their order.

interface Deck {
  zip: JSZip;
  slides: string[];
  rels: string[];
  notes: string;
}

const PNG_MAGIC = '89504e470d0a1a0a';

async function open(bytes: Uint8Array): Promise<Deck> {
  const zip = await JSZip.loadAsync(bytes);
  const count = Object.keys(zip.files).filter((p) => /^ppt\/slides\/slide\d+\.xml$/.test(p)).length;
  const slides: string[] = [];
  const rels: string[] = [];
  for (let i = 1; i <= count; i++) {
    slides.push(await (zip.file(`ppt/slides/slide${i}.xml`) as JSZip.JSZipObject).async('string'));
    rels.push(await (zip.file(`ppt/slides/_rels/slide${i}.xml.rels`) as JSZip.JSZipObject).async('string'));
  }
  let notes = '';
  for (const p of Object.keys(zip.files).filter((f) => /^ppt\/notesSlides\/.*\.xml$/.test(f)))
    notes += await (zip.file(p) as JSZip.JSZipObject).async('string');
  return { zip, slides, rels, notes };
}

/** The words of a slide: its text runs joined. */
const words = (xml: string) => [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => m[1]).join('|');

function expectWatermark(deck: Deck, model: BriefingModel) {
  const mark = `${model.watermark.userName}(${model.watermark.loginName}) ${model.watermark.at}`;
  deck.slides.forEach((xml, i) => {
    expect(words(xml), `slide ${i + 1}`).toContain(mark);
    expect(words(xml)).toContain(`第 ${i + 1} / ${deck.slides.length} 页`);
  });
}

describe('renderPptx', () => {
  it('makes a title slide and a slide per plate, figures as text, charts as SVG pictures with a PNG', async () => {
    const model = fixtureModel();
    const file = await renderBriefing(model, 'pptx');
    expect(file.extension).toBe('pptx');
    expect(file.mime).toBe('application/vnd.openxmlformats-officedocument.presentationml.presentation');
    const deck = await open(file.bytes);
    expect(deck.slides).toHaveLength(model.plates.length + 1);

    const title = words(deck.slides[0] as string);
    for (const w of [model.subjectName, model.topicName, model.areaName, model.asOf, model.generatedAt])
      expect(title).toContain(w);

    // Slide i + 1 is plate i; each kind of body is checked on the slides of that kind (the fixture has each).
    const slideOf = (plate: BriefingPlate) => model.plates.indexOf(plate) + 1;
    const xmlOf = (plate: BriefingPlate) => deck.slides[slideOf(plate)] as string;
    const ofKind = <K extends PlateBody['kind']>(kind: K) => {
      const found = model.plates.filter((p) => p.body.kind === kind);
      expect(found.length, kind).toBeGreaterThan(0);
      return found.map((p) => ({ plate: p, body: p.body as Extract<PlateBody, { kind: K }> }));
    };
    for (const plate of model.plates) expect(words(xmlOf(plate))).toContain(plate.title);
    const declared = model.plates.filter((p) => p.declaration);
    expect(declared.length).toBeGreaterThan(0);
    for (const plate of declared) {
      expect(words(xmlOf(plate))).toContain(`说明：${plate.declaration}`);
      expect(deck.notes).toContain(`说明：${plate.declaration}`);
    }
    for (const { plate, body } of ofKind('cards'))
      for (const f of body.figures) expect(words(xmlOf(plate))).toContain(f.value);
    for (const { plate, body } of ofKind('table')) {
      expect(xmlOf(plate)).toContain('<a:tbl>');
      expect(words(xmlOf(plate))).toContain(body.rows[0]?.[1]);
    }
    for (const { plate, body } of ofKind('empty')) expect(words(xmlOf(plate))).toContain(body.reason);
    for (const { plate, body } of ofKind('chart')) {
      const xml = xmlOf(plate);
      const f = body.figures[0]!;
      expect(words(xml)).toContain(`${f.label} ${f.value}${f.unit}`);
      // A picture whose blip is a PNG and whose SVG blip rides along.
      expect(xml).toMatch(
        /<p:pic>[\s\S]*<a:blip r:embed="rId\d+">[\s\S]*<asvg:svgBlip [^>]*r:embed="rId\d+"/,
      );
      expect(deck.rels[slideOf(plate)]).toMatch(/Target="\.\.\/media\/[^"]+\.svg"/);
    }
    for (const plate of model.plates.filter((p) => p.body.kind !== 'chart' && p.body.kind !== 'images'))
      expect(xmlOf(plate)).not.toContain('<p:pic>');

    // Every run in the deck's font, East Asian included, and the theme too.
    const all = deck.slides.join('');
    expect(all).toContain(`<a:ea typeface="${PPTX_FONT}"`);
    expect(all).not.toMatch(/<a:ea typeface="(?!Microsoft YaHei)/);
    expect(all).toContain('lang="zh-CN"');
    expect(await (deck.zip.file('ppt/theme/theme1.xml') as JSZip.JSZipObject).async('string')).toContain(
      `<a:ea typeface="${PPTX_FONT}"/>`,
    );
    expectWatermark(deck, model);
  });

  it('puts beside each SVG a rasterised PNG of it, not the placeholder pptxgenjs leaves in Node', async () => {
    const deck = await open((await renderPptx(fixtureModel())).bytes);
    const media = Object.keys(deck.zip.files).filter((p) => p.startsWith('ppt/media/'));
    const svgs = media.filter((p) => p.endsWith('.svg'));
    const pngs = media.filter((p) => p.endsWith('.png'));
    expect(svgs).toHaveLength(5);
    expect(pngs).toHaveLength(5);
    for (const png of pngs) {
      const bytes = await (deck.zip.file(png) as JSZip.JSZipObject).async('nodebuffer');
      expect(bytes.subarray(0, 8).toString('hex')).toBe(PNG_MAGIC);
      // 1600 px wide, from the 800 × 450 chart.
      expect(bytes.readUInt32BE(16)).toBe(1600);
      expect(bytes.readUInt32BE(20)).toBe(900);
    }
    // The SVG names the viewers' font first.
    const svg = await (deck.zip.file(svgs[0] as string) as JSZip.JSZipObject).async('string');
    expect(svg).toContain(`font-family:'${PPTX_FONT}','Noto Sans Hans',sans-serif;`);
  });

  it('makes a deck of the title slide alone for a topic without plates', async () => {
    const model = fixtureModel([]);
    const deck = await open((await renderPptx(model)).bytes);
    expect(deck.slides).toHaveLength(1);
    expect(words(deck.slides[0] as string)).toContain('本专题暂无板块');
    expectWatermark(deck, model);
  });

  it('spreads a 200-row table over slides, each row once, each part a pptx table with its header', async () => {
    const model = fixtureModel([tablePlate(1, 200)]);
    const deck = await open((await renderPptx(model)).bytes);
    const parts = deck.slides.length - 1;
    expect(parts).toBeGreaterThan(5);
    deck.slides.slice(1).forEach((xml, i) => {
      expect(words(xml)).toContain(`经营主体产值排行（${i + 1} / ${parts}）`);
      expect(xml.match(/<a:tbl>/g)).toHaveLength(1);
      expect(words(xml)).toContain('排名|经营主体|所在镇|产值（万元）');
    });
    const all = deck.slides.map(words).join('|');
    for (let row = 1; row <= 200; row++) expect(all.split(`崇明第${row}号家庭农场`)).toHaveLength(2);
    expectWatermark(deck, model);
  });
});

describe('renderBriefing', () => {
  it('lays the PDF formats out on their pages', async () => {
    const model = fixtureModel([]);
    const [a4, wide] = await Promise.all([
      renderBriefing(model, 'pdf-a4'),
      renderBriefing(model, 'pdf-16x9'),
    ]);
    expect(Buffer.from(a4.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(Buffer.from(a4.bytes).toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    expect(Buffer.from(wide.bytes).toString('latin1')).toMatch(/\/MediaBox \[0 0 960 540\]/);
  });

  it('draws the picture formats at their sizes', async () => {
    const size = (b: Uint8Array) => [Buffer.from(b).readUInt32BE(16), Buffer.from(b).readUInt32BE(20)];
    const [hd, uhd] = await Promise.all([
      renderBriefing(fixtureModel([]), 'png-1080'),
      renderBriefing(fixtureModel([]), 'png-2160'),
    ]);
    expect([hd.extension, hd.mime]).toEqual(['png', 'image/png']);
    expect(size(hd.bytes)).toEqual([1920, 1080]);
    expect(size(uhd.bytes)).toEqual([3840, 2160]);
  });
});
