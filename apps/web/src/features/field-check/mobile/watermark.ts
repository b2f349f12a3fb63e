import type { Stamp } from './outbox';

/** Beijing wall-clock text of an ISO time (the watermark reads as the checker's phone showed it). */
export function beijingText(iso: string): string {
  const d = new Date(Date.parse(iso) + 8 * 3600_000);
  return d.toISOString().slice(0, 19).replace('T', ' ');
}

/** The lines drawn on a photo: case, time, position with accuracy, heading. */
export function watermarkLines(caseRef: string, s: Stamp): string[] {
  const pos =
    s.lat === undefined || s.lng === undefined
      ? '位置：未获取'
      : `位置：${s.lat.toFixed(6)}, ${s.lng.toFixed(6)}${s.accuracyM === undefined ? '' : ` ±${Math.round(s.accuracyM)}米`}`;
  return [
    `图斑：${caseRef}`,
    `时间：${beijingText(s.captureTime)}`,
    pos,
    `朝向：${s.heading === undefined ? '未获取' : `${Math.round(s.heading)}°`}`,
  ];
}

/**
 * Draws a frame (video or image) onto a canvas with the stamp in a dark band at the bottom, and encodes it
 * as JPEG: the picture itself carries its time and place, beside the same values kept as data.
 */
export async function stampedJpeg(
  source: CanvasImageSource,
  width: number,
  height: number,
  lines: string[],
): Promise<Blob> {
  // Phones take large pictures; 1600 px on the long side keeps evidence legible and uploads small.
  const scale = Math.min(1, 1600 / Math.max(width, height));
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('no 2d canvas');
  g.drawImage(source, 0, 0, w, h);
  const size = Math.max(14, Math.round(w / 40));
  const band = lines.length * size * 1.4 + size;
  g.fillStyle = 'rgba(0, 0, 0, 0.55)';
  g.fillRect(0, h - band, w, band);
  g.fillStyle = '#fff';
  g.font = `${size}px sans-serif`;
  g.textBaseline = 'top';
  for (const [i, line] of lines.entries())
    g.fillText(line, size * 0.6, h - band + size * 0.5 + i * size * 1.4);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('encode failed'))), 'image/jpeg', 0.85),
  );
}
