import { listPlateImages, PLATE_UPLOAD_URL, type ResultOf } from '@fengshou/core/contract';
import type { Session } from '../auth/sessions';
import { DEMO_FILES_PREFIX, renderDemoImage } from '../files/demo-images';
import { sniffPicture } from '../files/store/picture';
import { pictureSize, svgSize } from '../files/store/picture-size';
import { checkKey } from '../files/store/store';
import type { Services } from '../services';
import { callAs } from './call-as';
import type { PlateBody, PlateImage } from './model';

/** A briefing shows at most this many of a plate's pictures: the first, or a 2×2 grid. */
export const MAX_PLATE_IMAGES = 4;
/** Larger pictures are left out: four of them would make a document of tens of MB. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

type Listed = ResultOf<typeof listPlateImages>[number];
type Loaded = PlateImage | { skipped: string };

const DEMO_NAME = /^([a-z0-9][a-z0-9-]{0,63})\.svg$/;

/** The store key of a listed picture: a dashboard upload's from its row, else the address itself. */
async function fileKeyOf(services: Services, url: string): Promise<string> {
  if (!PLATE_UPLOAD_URL.test(url)) return url.replace(/^\/+/, '');
  const [row] = await services.db.query<{ key: string }>(
    'SELECT file_key AS key FROM dashboard_images WHERE id = $1',
    [/([0-9a-f-]{36})\./.exec(url)![1]],
  );
  return row?.key ?? '';
}

/**
 * A listed picture read on the server as the /files routes serve it: a demo picture drawn as SVG, a picture
 * store key read from the store. WebP is left out: pdfkit cannot embed it and resvg 2.6 cannot decode it.
 */
async function loadImage(services: Services, image: Listed): Promise<Loaded> {
  const name = image.imgName || image.imgDesc || '图片';
  const url = image.imgUrl.split(/[?#]/)[0]!;
  if (url.startsWith(DEMO_FILES_PREFIX)) {
    const demo = DEMO_NAME.exec(url.slice(DEMO_FILES_PREFIX.length))?.[1];
    const svg = demo === undefined ? undefined : renderDemoImage(demo);
    const size = svg === undefined ? undefined : svgSize(svg);
    if (svg === undefined || !size) return { skipped: '图片不存在' };
    return { name, mime: 'image/svg+xml', svg, ...size };
  }
  let key: string;
  try {
    key = checkKey(await fileKeyOf(services, url));
  } catch {
    return { skipped: '图片不在本服务器' };
  }
  const file = await services.pictureStore.get(key);
  if (!file) return { skipped: '图片不存在' };
  if (file.bytes.length > MAX_IMAGE_BYTES) return { skipped: '图片超过 2 MB' };
  const mime = sniffPicture(file.bytes);
  if (mime === 'image/webp') return { skipped: 'WebP 图片不能放入简报' };
  const size = pictureSize(file.bytes);
  if ((mime !== 'image/png' && mime !== 'image/jpeg') || !size) return { skipped: '图片格式不支持' };
  return { name, mime, bytes: new Uint8Array(file.bytes), ...size };
}

/**
 * The pictures of an image plate, as `portal/gov/plateImage/list` answers the caller (its permission and
 * area scope apply), the first four read on the server. A plate without pictures says 暂无图片, as the screen.
 */
export async function plateImagesBody(
  services: Services,
  session: Session,
  plateId: number,
): Promise<PlateBody> {
  const listed = (await callAs(services, session, listPlateImages.path, { plateId })) as Listed[];
  if (listed.length === 0) return { kind: 'empty', reason: '暂无图片' };
  const loaded = await Promise.all(listed.slice(0, MAX_PLATE_IMAGES).map((i) => loadImage(services, i)));
  const images = loaded.filter((l): l is PlateImage => !('skipped' in l));
  const skipped = loaded.flatMap((l, i) => ('skipped' in l ? [`${listed[i]!.imgName}：${l.skipped}`] : []));
  const more = listed.length - loaded.length;
  const note = [...skipped, ...(more > 0 ? [`另有 ${more} 张图片未列出`] : [])].join('；');
  if (images.length === 0) return { kind: 'empty', reason: note || '暂无图片' };
  return { kind: 'images', images, ...(note ? { note } : {}) };
}
