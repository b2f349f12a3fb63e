import jsQR from 'jsqr';

/** Decodes the first QR code in an image file (a photo or a saved certificate picture), or null. */
export async function decodeQrFile(file: Blob): Promise<string | null> {
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    // SVG pictures have no intrinsic raster size; draw them large enough for the modules to resolve.
    const w = img.naturalWidth || 512;
    const h = img.naturalHeight || 512;
    const scale = Math.max(1, 512 / Math.max(w, h));
    return decodeFrom(img, Math.round(w * scale), Math.round(h * scale));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Decodes a QR code in a drawable (an image or the current video frame), or null. */
export function decodeFrom(source: CanvasImageSource, width: number, height: number): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  // A white ground so transparent SVG backgrounds read as light modules.
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(source, 0, 0, width, height);
  const data = ctx.getImageData(0, 0, width, height);
  return jsQR(data.data, width, height)?.data ?? null;
}
