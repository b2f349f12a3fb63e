import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type DashboardDoc,
  type DocImage,
  exportDashboardTemplate,
  getDashboardDraft,
  importDashboardTemplate,
  listPlateImages,
  listPlates,
  publishDashboard,
  rollbackDashboard,
  saveDashboardDraft,
  signDashboardImages,
  uploadDashboardImage,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { TINY_PNG } from '../landoccupy/test-support';
import { subjectIdOf } from './test-support';

let t: TestApp;
let admin: string;
let viewer: string;
let pudongAdmin: string;
let pudongViewer: string;
let chongming: number;
let pudong: number;
const dataDir = mkdtempSync(join(tmpdir(), 'dashboard-images-'));

/** A dynamic dashboard of 崇明 built here, and a second one for the same subject's own template. */
const MENU = 10019;
const OTHER_MENU = 10018;

beforeAll(async () => {
  t = await createTestApp({ config: { dataDir } });
  admin = await t.login('chongming_admin');
  viewer = await t.login('chongming_viewer');
  pudongAdmin = await t.login('pudong_admin');
  pudongViewer = await t.login('pudong_viewer');
  chongming = await subjectIdOf(t.db, 'chongming');
  pudong = await subjectIdOf(t.db, 'pudong');
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const key = (menuKey = MENU, subjectId = chongming) => ({ subjectId, menuKey });

async function rev(k: { subjectId: number; menuKey: number }, token = admin) {
  return { ...k, baseRevision: (await t.call(getDashboardDraft, k, token)).obj!.revision };
}

/** A PNG whose header says `width`×`height` (the pixels do not matter to the checks). */
function pngOf(width: number, height: number): Buffer {
  const png = Buffer.from(TINY_PNG);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

async function upload(fileName: string, bytes: Buffer, token = admin, subjectId = chongming) {
  return t.call(
    uploadDashboardImage,
    { subjectId, menuKey: MENU, fileName, contentBase64: bytes.toString('base64') },
    token,
  );
}

/** A dashboard of one image plate showing `images`, its detail the same pictures one at a time. */
function carouselDoc(images: DocImage[] | undefined): DashboardDoc {
  return {
    skin: 'skin4',
    plates: [
      {
        position: 1,
        plateName: '基地实景',
        remark: null,
        declaration: null,
        detailFlag: 1,
        detailType: 0,
        detailImgShowType: 1,
        detailUrl: null,
        interfaceUrl: null,
        parameters: {},
        view: { visual: 'image-carousel' },
        detailSource: null,
        detailTables: [],
        ...(images ? { images } : {}),
      },
    ],
  };
}

async function publish(doc: DashboardDoc, menuKey = MENU) {
  const save = await t.call(saveDashboardDraft, { ...(await rev(key(menuKey))), doc }, admin);
  expect(save.respCode, save.respDesc).toBe(0);
  const pub = await t.call(publishDashboard, await rev(key(menuKey)), admin);
  expect(pub.respCode, pub.respDesc).toBe(0);
  return pub.obj!.versionNo;
}

/** What a viewer's image plate shows: the pictures' names in order, and their addresses. */
async function shown(token = viewer, menuKey = MENU, subjectId = chongming) {
  const plate = (await t.call(listPlates, key(menuKey, subjectId), token)).obj![0]!;
  const images = (await t.call(listPlateImages, { plateId: plate.id }, token)).obj!;
  return { names: images.map((i) => i.imgName), urls: images.map((i) => i.imgUrl) };
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { accesstoken: token } : {} });

describe('uploading a plate picture', () => {
  it('stores it under the subject and serves it only by grant', async () => {
    const up = await upload('港沿镇水稻基地.png', TINY_PNG);
    expect(up.respCode, up.respDesc).toBe(0);
    expect(up.obj).toMatchObject({ imgName: '港沿镇水稻基地', width: 1, height: 1 });
    expect(up.obj!.imgUrl).toMatch(/^\/files\/plate\/[0-9a-f-]{36}\.png$/);
    const signed = await get(up.obj!.src);
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-type']).toBe('image/png');
    expect(signed.rawPayload.equals(TINY_PNG)).toBe(true);
    // Never public: the bare address without a session is refused, another county's session too.
    expect((await get(up.obj!.imgUrl)).statusCode).toBe(403);
    expect((await get(up.obj!.imgUrl, viewer)).statusCode).toBe(200);
    const other = await get(up.obj!.imgUrl, pudongViewer);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ respCode: 401 });
  });

  it('refuses what is not a picture, too large a file or picture, a viewer, and another subject', async () => {
    const svg = await upload('a.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(svg.respCode).toBe(300);
    expect(svg.respDesc).toContain('contentBase64');
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    TINY_PNG.copy(big);
    expect((await upload('big.png', big)).respCode).toBe(300);
    const wide = await upload('wide.png', pngOf(9000, 100));
    expect(wide.respCode).toBe(300);
    expect(wide.respDesc).toContain('9000×100');
    expect((await upload('a.png', TINY_PNG, viewer)).respCode).toBe(403);
    expect((await upload('a.png', TINY_PNG, admin, pudong)).respCode).toBe(401);
    const [{ n }] = (await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM dashboard_images WHERE byte_size > 1000 OR width > 8192',
    )) as [{ n: number }];
    expect(n).toBe(0);
  });
});

describe('pictures in the dashboard document', () => {
  let a: DocImage;
  let b: DocImage;
  let c: DocImage;

  beforeAll(async () => {
    const pic = async (name: string) => {
      const up = (await upload(`${name}.png`, TINY_PNG)).obj!;
      return { imgUrl: up.imgUrl, imgName: name, imgDesc: `${name}实景` };
    };
    [a, b, c] = [await pic('水稻'), await pic('大棚'), await pic('果园')];
  });

  it('shows the published pictures in their order to a viewer, signed for the viewer', async () => {
    const v = await publish(carouselDoc([b, a]));
    expect(v).toBeGreaterThan(0);
    const seen = await shown();
    expect(seen.names).toEqual(['大棚', '水稻']);
    expect(seen.urls[0]).toMatch(/^\/files\/plate\/[0-9a-f-]{36}\.png\?a=\d+&e=\d+&s=/);
    expect((await get(seen.urls[0]!)).statusCode).toBe(200);
    // The draft document reads them back as stored.
    const opened = (await t.call(getDashboardDraft, key(), admin)).obj!;
    expect(opened.doc.plates[0]!.images).toEqual([b, a]);
  });

  it('keeps each version’s pictures: publish another set, then roll back', async () => {
    const first = (await t.call(getDashboardDraft, key(), admin)).obj!.publishedVersion!;
    await publish(carouselDoc([c]));
    expect((await shown()).names).toEqual(['果园']);
    const back = await t.call(rollbackDashboard, { ...(await rev(key())), versionNo: first }, admin);
    expect(back.respCode, back.respDesc).toBe(0);
    const seen = await shown();
    expect(seen.names).toEqual(['大棚', '水稻']);
    expect((await get(seen.urls[1]!)).statusCode).toBe(200);
  });

  it('leaves a slot’s pictures alone for a draft stored before documents held pictures', async () => {
    await publish(carouselDoc(undefined));
    expect((await shown()).names).toEqual(['大棚', '水稻']);
  });

  it('refuses another subject’s picture in a draft, naming the picture', async () => {
    const theirs = (await upload('浦东.png', TINY_PNG, pudongAdmin, pudong)).obj!;
    const doc = carouselDoc([a, { imgUrl: theirs.imgUrl, imgName: '浦东', imgDesc: null }]);
    const res = await t.call(saveDashboardDraft, { ...(await rev(key())), doc }, admin);
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain('doc.plates.0.images.1.imgUrl');
    const addressed = carouselDoc([{ imgUrl: 'https://evil.example/a.png', imgName: '外链', imgDesc: null }]);
    const external = await t.call(saveDashboardDraft, { ...(await rev(key())), doc: addressed }, admin);
    expect(external.respCode).toBe(300);
    // The editor's signing leaves the other subject's picture out.
    const signed = await t.call(
      signDashboardImages,
      { subjectId: chongming, urls: [a.imgUrl, theirs.imgUrl] },
      admin,
    );
    expect(Object.keys(signed.obj!)).toEqual([a.imgUrl]);
  });

  it('carries picture references in a template: the same subject keeps them, another is refused', async () => {
    await publish(carouselDoc([a, b]));
    const template = (await t.call(exportDashboardTemplate, key(), admin)).obj!;
    expect(template.dashboard.plates[0]!.images!.map((i) => i.imgName)).toEqual(['水稻', '大棚']);
    const own = await t.call(importDashboardTemplate, { ...(await rev(key(OTHER_MENU))), template }, admin);
    expect(own.respCode, own.respDesc).toBe(0);
    expect(own.obj!.doc.plates[0]!.images).toEqual([a, b]);
    const target = key(MENU, pudong);
    const refused = await t.call(
      importDashboardTemplate,
      { ...(await rev(target, pudongAdmin)), template },
      pudongAdmin,
    );
    expect(refused.respCode).toBe(300);
    expect(refused.respDesc).toContain('template.dashboard.plates.0.images.0.imgUrl');
    expect(refused.respDesc).toContain('导入后重新上传');
    expect((await t.call(getDashboardDraft, target, pudongAdmin)).obj!.isDraft).toBe(false);
  });

  it('removes a day-old upload no document names, and keeps those a version names', async () => {
    const stray = (await upload('废弃.png', TINY_PNG)).obj!;
    await t.db.query(`UPDATE dashboard_images SET uploaded_at = now() - interval '2 days'`);
    await upload('新图.png', TINY_PNG);
    const left = await t.db.query<{ id: string }>('SELECT id::text FROM dashboard_images');
    const ids = left.map((r) => r.id);
    expect(ids.some((id) => stray.imgUrl.includes(id))).toBe(false);
    for (const img of [a, b, c]) expect(ids.some((id) => img.imgUrl.includes(id))).toBe(true);
    expect((await get(stray.src)).statusCode).toBe(404);
  });
});
