import { listPlateImages, listPlates } from '@fengshou/core/contract';
import { PNG } from 'pngjs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import type { Session } from '../auth/sessions';
import { renderDemoImage } from '../files/demo-images';
import { buildBriefingModel } from './build-model';
import type { BriefingModel, PlateBody, PlateImage } from './model';
import { plateImagesBody } from './plate-images';
import { renderBriefing } from './render';
import { sampleModel } from './sample-model.test-support';

const CHONGMING = 310151000000;
const COCKPIT = 7;
const WATERMARK = { userName: '崇明查看员', loginName: 'chongming_viewer', at: '2026-05-20 09:30' };

/** A plain red PNG of a size. */
function redPng(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([220, 30, 30, 255], i);
  return PNG.sync.write(png);
}

const scene = renderDemoImage('scene-rice')!;
const IMAGES: PlateImage[] = [
  { name: '红色样图', mime: 'image/png', bytes: new Uint8Array(redPng(160, 90)), width: 160, height: 90 },
  { name: '崇明大米基地', mime: 'image/svg+xml', svg: scene, width: 960, height: 540 },
];

/** The sample model with its 产业风貌 plate showing `body`. */
function withCarousel(body: PlateBody): BriefingModel {
  const model = sampleModel();
  return { ...model, plates: model.plates.map((p) => (p.title === '产业风貌' ? { ...p, body } : p)) };
}

describe('the pictures of an image plate in a briefing', () => {
  let t: TestApp;
  let viewer: string;
  let session: Session;
  let plateId: number;

  beforeAll(async () => {
    t = await createTestApp();
    viewer = await t.login('chongming_viewer');
    session = await t.app.services.sessions.resolve(viewer);
    const subjectId = session.subjectId;
    const plates = (await t.call(listPlates, { subjectId, menuKey: COCKPIT }, viewer)).obj!;
    plateId = plates.find((p) => p.plateName === '产业风貌')!.id;
  }, 120_000);
  afterAll(() => t.close());

  it('builds 产业风貌 of 崇明’s cockpit with as many pictures as plateImage/list answers (up to 4)', async () => {
    const listed = (await t.call(listPlateImages, { plateId }, viewer)).obj!;
    expect(listed.length).toBeGreaterThan(0);
    const model = await buildBriefingModel(
      t.app.services,
      session,
      { menuKey: COCKPIT, areaId: CHONGMING, asOf: '2026-05-20', format: 'pdf-a4' },
      WATERMARK,
    );
    const body = model.plates.find((p) => p.id === plateId)!.body;
    expect(body.kind).toBe('images');
    if (body.kind !== 'images') return;
    expect(body.images).toHaveLength(Math.min(4, listed.length));
    expect(body.images.map((i) => i.name)).toEqual(listed.slice(0, 4).map((l) => l.imgName));
    expect(body.images[0]).toMatchObject({ mime: 'image/svg+xml', width: expect.any(Number) });
    expect((body.images[0] as { svg: string }).svg).toMatch(/^<svg/);
  }, 120_000);

  it('reads stored pictures from the picture store and leaves WebP out, saying so', async () => {
    const png = redPng(40, 30);
    const webp = Buffer.concat([Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8L', 'latin1'), Buffer.alloc(8)]);
    await t.app.services.pictureStore.put('310151000000/camera/plate-red.png', png, 'image/png');
    await t.app.services.pictureStore.put('310151000000/camera/plate-web.webp', webp, 'image/webp');
    await t.db.query('DELETE FROM plate_images WHERE plate_id = $1', [plateId]);
    await t.db.query(
      `INSERT INTO plate_images (plate_id, img_url, img_name, sort_num) VALUES
         ($1, '/310151000000/camera/plate-red.png', '红图', 1), ($1, '310151000000/camera/plate-web.webp', '网图', 2)`,
      [plateId],
    );
    const body = await plateImagesBody(t.app.services, session, plateId);
    expect(body).toMatchObject({ kind: 'images', note: '网图：WebP 图片不能放入简报' });
    if (body.kind !== 'images') return;
    expect(body.images).toHaveLength(1);
    expect(body.images[0]).toMatchObject({ name: '红图', mime: 'image/png', width: 40, height: 30 });
    expect(Buffer.from((body.images[0] as { bytes: Uint8Array }).bytes).equals(png)).toBe(true);

    await t.db.query('DELETE FROM plate_images WHERE plate_id = $1', [plateId]);
    expect(await plateImagesBody(t.app.services, session, plateId)).toEqual({
      kind: 'empty',
      reason: '暂无图片',
    });
  });
});

describe('an images body in each format', () => {
  const images = withCarousel({ kind: 'images', images: IMAGES });

  it('PDF: embeds the PNG as an image XObject and draws the SVG scene, names printed', async () => {
    const bare = Buffer.from(
      (await renderBriefing(withCarousel({ kind: 'empty', reason: '暂无图片' }), 'pdf-a4')).bytes,
    );
    const pdf = Buffer.from((await renderBriefing(images, 'pdf-a4')).bytes);
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/Subtype \/Image/);
    expect(bare.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    const flat = text.replace(/\s+/g, '');
    expect(flat).toContain('红色样图');
    expect(flat).toContain('崇明大米基地');
  }, 60_000);

  it('PPTX: the 产业风貌 slide carries a picture per image', async () => {
    const JSZip = (await import('jszip')).default;
    const zip = await JSZip.loadAsync((await renderBriefing(images, 'pptx')).bytes);
    const slides = await Promise.all(
      Object.keys(zip.files)
        .filter((p) => /^ppt\/slides\/slide\d+\.xml$/.test(p))
        .map((p) => zip.file(p)!.async('string')),
    );
    const slide = slides.find((xml) => xml.includes('<a:t>产业风貌</a:t>'))!;
    expect(slide.match(/<p:pic>/g)).toHaveLength(2);
    expect(slide).toContain('红色样图');
    expect(slide).toContain('svgBlip');
  }, 60_000);

  it('PNG: the picture differs from the same model with the plate empty', async () => {
    const empty = await renderBriefing(withCarousel({ kind: 'empty', reason: '暂无图片' }), 'png-1080');
    const drawn = await renderBriefing(images, 'png-1080');
    const a = PNG.sync.read(Buffer.from(empty.bytes));
    const b = PNG.sync.read(Buffer.from(drawn.bytes));
    let red = 0;
    let differ = 0;
    for (let i = 0; i < a.data.length; i += 4) {
      if (a.data[i] !== b.data[i] || a.data[i + 1] !== b.data[i + 1]) differ++;
      if (b.data[i]! > 200 && b.data[i + 1]! < 60 && b.data[i + 2]! < 60) red++;
    }
    expect(differ).toBeGreaterThan(20_000);
    // The red PNG is the first picture and fills the plate.
    expect(red).toBeGreaterThan(20_000);
  }, 60_000);
});
