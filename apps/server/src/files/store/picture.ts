import { badParams } from '@fengshou/core';

/** The pictures a store takes, told by their magic numbers whatever a file name says. */
const KINDS = [
  {
    mime: 'image/jpeg',
    test: (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    mime: 'image/png',
    test: (b: Buffer) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    mime: 'image/webp',
    test: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;

/** The media type of a JPEG, PNG or WebP picture; undefined for anything else (SVG, which can carry script). */
export function sniffPicture(bytes: Buffer): string | undefined {
  return KINDS.find((k) => k.test(bytes))?.mime;
}

/**
 * Checks the bytes of a picture for a store: not empty, at most `maxBytes`, JPEG, PNG or WebP by content.
 * Answers the media type; refuses with respCode 300 naming `field`.
 */
export function checkPicture(bytes: Buffer, maxBytes: number, field: string): string {
  if (bytes.length === 0) throw badParams([field], '图片为空');
  if (bytes.length > maxBytes) throw badParams([field], `图片不能超过 ${maxBytes / 1024 / 1024} MB`);
  const mime = sniffPicture(bytes);
  if (!mime) throw badParams([field], '只接受 JPEG、PNG 或 WebP 图片');
  return mime;
}

/** A base64 body field (a data: URL prefix allowed) as bytes; respCode 300 when it is not base64. */
export function decodeBase64(content: string, field: string): Buffer {
  const text = content.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw badParams([field], '图片内容须为 Base64 编码');
  return Buffer.from(text, 'base64');
}
