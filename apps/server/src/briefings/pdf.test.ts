import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { fixtureModel, tablePlate } from './fixtures/model';
import type { BriefingModel, BriefingPlate } from './model';
import { renderPdf, withoutTextHalo, withSixDigitColours } from './pdf';

// The documents are opened again and read as a viewer reads them: pages, sizes, the text on each page.

interface Read {
  pages: string[];
  sizes: [number, number][];
  raw: string;
}

async function read(bytes: Uint8Array): Promise<Read> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  const sizes: [number, number][] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const { width, height } = (await pdf.getPage(i)).getViewport({ scale: 1 });
    sizes.push([Math.round(width), Math.round(height)]);
  }
  // Full-width spaces come out as plain ones; runs of blanks as one.
  return {
    pages: text.map((t) => t.replace(/\s+/g, ' ')),
    sizes,
    raw: Buffer.from(bytes).toString('latin1'),
  };
}

/** A figure of the plate that its page must print. */
function oneFigure(plate: BriefingPlate): string {
  const b = plate.body;
  if (b.kind === 'chart' || b.kind === 'cards') return (b.figures.at(-1) ?? { value: '' }).value;
  if (b.kind === 'table') return b.rows[0]?.[1] ?? '';
  if (b.kind === 'images') return b.images[0]?.name ?? '';
  return b.reason;
}

function expectWatermarkAndFooter(doc: Read, model: BriefingModel) {
  const mark = `${model.watermark.userName}(${model.watermark.loginName}) ${model.watermark.at}`;
  doc.pages.forEach((text, i) => {
    expect(text, `page ${i + 1}`).toContain(mark);
    expect(text).toContain(
      `生成人 ${model.watermark.userName}（${model.watermark.loginName}） 生成时间 ${model.generatedAt} 第 ${i + 1} / ${doc.pages.length} 页`,
    );
  });
}

describe.each([
  ['a4', [842, 595]],
  ['16x9', [960, 540]],
] as const)('renderPdf %s', (page, size) => {
  it('has a title page, every plate with its title and figures, a watermark and the CJK font embedded', async () => {
    const model = fixtureModel();
    const file = await renderPdf(model, page);
    expect(file).toMatchObject({ mime: 'application/pdf', extension: 'pdf' });
    const doc = await read(file.bytes);

    // Title page, cards alone (a chart follows), three charts, the six-row table, two more charts, and the
    // eight-row table beside the empty plate.
    expect(doc.pages).toHaveLength(9);
    expect(new Set(doc.sizes.map((s) => s.join('×')))).toEqual(new Set([size.join('×')]));

    const title = doc.pages[0] as string;
    for (const words of [
      model.subjectName,
      model.topicName,
      `区域 ${model.areaName}`,
      `数据截至 ${model.asOf}`,
      `生成时间 ${model.generatedAt}`,
      `生成人 张明华（chongming_admin）`,
    ])
      expect(title).toContain(words);

    const pageOf = (plate: (typeof model.plates)[number]) => {
      const on = doc.pages.findIndex((text, i) => i > 0 && text.includes(plate.title));
      expect(on, plate.title).toBeGreaterThan(0);
      return doc.pages[on] as string;
    };
    for (const plate of model.plates) expect(pageOf(plate)).toContain(oneFigure(plate));
    // The fixture has plates with a declaration and with a period; each prints on its plate's page.
    const declared = model.plates.filter((p) => p.declaration);
    const dated = model.plates.filter((p) => p.period);
    expect([declared.length > 0, dated.length > 0]).toEqual([true, true]);
    for (const plate of declared) expect(pageOf(plate)).toContain(`说明：${plate.declaration}`);
    for (const plate of dated) expect(pageOf(plate)).toContain(`统计期：${plate.period}`);
    // The ring's labels are the chart's own text, drawn from its SVG (the figure strip prints 41,250).
    expect(doc.pages[4]).toContain('水稻 41250亩');
    expectWatermarkAndFooter(doc, model);

    // Noto Sans Hans embedded as subsets (a tag before the name) with their font files; charts are vectors.
    expect(doc.raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansHans-Regular/);
    expect(doc.raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansHans-Bold/);
    expect(doc.raw.match(/\/FontFile3/g)).toHaveLength(2);
    expect(doc.raw).not.toContain('/Subtype /Image');
    // A subset, not the 8 MB files.
    expect(file.bytes.length).toBeLessThan(1_000_000);
  });
});

describe('renderPdf edge cases', () => {
  it('makes a one-page document of a topic without plates', async () => {
    const model = fixtureModel([]);
    const doc = await read((await renderPdf(model, 'a4')).bytes);
    expect(doc.pages).toHaveLength(1);
    expect(doc.pages[0]).toContain('板块数 本专题暂无板块');
    expectWatermarkAndFooter(doc, model);
  });

  it('spreads a 200-row table over pages, each row once, the header on every part', async () => {
    const model = fixtureModel([tablePlate(1, 200)]);
    const doc = await read((await renderPdf(model, 'a4')).bytes);
    const parts = Number(/经营主体产值排行（1 \/ (\d+)）/.exec(doc.pages[1] as string)?.[1]);
    expect(parts).toBeGreaterThan(5);
    expect(doc.pages).toHaveLength(1 + parts);
    doc.pages.slice(1).forEach((text, i) => {
      expect(text).toContain(`经营主体产值排行（${i + 1} / ${parts}）`);
      expect(text).toContain('排名 经营主体 所在镇 产值（万元）');
    });
    const all = doc.pages.join(' ');
    for (let row = 1; row <= 200; row++) expect(all.split(`崇明第${row}号家庭农场`)).toHaveLength(2);
    expectWatermarkAndFooter(doc, model);
  });

  it('cuts a cell too long for its column with an ellipsis instead of running over the next', async () => {
    const long = '特别长的经营主体名称'.repeat(20);
    const plate = tablePlate(1, 1);
    const model = fixtureModel([
      { ...plate, body: { kind: 'table', columns: ['名称', '产值'], rows: [[long, '12.5']] } },
    ]);
    const doc = await read((await renderPdf(model, 'a4')).bytes);
    expect(doc.pages[1]).toMatch(/特别长的经营主体名称[^ ]*… 12\.5/);
    expect(doc.pages[1]).not.toContain(long);
  });
});

describe('withoutTextHalo', () => {
  it('takes the white halo off ECharts labels and leaves their fill and other strokes', () => {
    const svg =
      '<svg><path d="M0 0" stroke="#ccc"/><text fill="#333" stroke="rgb(255,255,255)" stroke-width="2" paint-order="stroke" stroke-miterlimit="2">水稻</text><text stroke="#f00">x</text></svg>';
    expect(withoutTextHalo(svg)).toBe(
      '<svg><path d="M0 0" stroke="#ccc"/><text fill="#333">水稻</text><text stroke="#f00">x</text></svg>',
    );
  });
});

describe('withSixDigitColours', () => {
  it('splits the fading stops of a gradient into colour and opacity, keeping an opacity the tag states', () => {
    const svg =
      '<linearGradient><stop offset="0%" stop-color="#2f9bff"/><stop offset="100%" stop-color="#2f9bff33"/></linearGradient><path fill="#15794a80" fill-opacity="0.5"/><path fill="#15794a80"/>';
    expect(withSixDigitColours(svg)).toBe(
      '<linearGradient><stop offset="0%" stop-color="#2f9bff"/><stop offset="100%" stop-color="#2f9bff" stop-opacity="0.2"/></linearGradient><path fill="#15794a" fill-opacity="0.5"/><path fill="#15794a" fill-opacity="0.502"/>',
    );
  });
});

describe('renderPdf declarations', () => {
  it('wraps a long declaration to two lines and cuts the rest, the plate staying on its page', async () => {
    const declaration = `${'本板块数据由各镇农业农村部门按月上报，经区农业农村委审核后发布。'.repeat(12)}结尾句`;
    const model = fixtureModel([{ ...tablePlate(1, 3), declaration }]);
    const doc = await read((await renderPdf(model, '16x9')).bytes);
    expect(doc.pages).toHaveLength(2);
    const text = doc.pages[1] as string;
    // More than one line's worth (a 16:9 line holds ~100 of these characters) is printed, not all of it.
    expect(text.replace(/ /g, '')).toContain(`说明：${declaration.slice(0, 150)}`);
    expect(text).not.toContain('结尾句');
    expect(text).toContain('崇明第3号家庭农场专业合作社');
  });
});
