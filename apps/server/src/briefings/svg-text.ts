/** Text escaped for SVG content and attribute values. */
export function esc(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`,
  );
}

/** The width of a line of text at `size` px, closely enough to fit it: CJK a full em, Latin about half. */
export function textWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    em += c > 0x2e80 ? 1 : /[A-Z0-9%]/.test(ch) ? 0.62 : ch === ' ' ? 0.3 : 0.52;
  }
  return em * size;
}

/** The text cut to fit `max` px at `size`, with an ellipsis when cut. */
export function fit(text: string, size: number, max: number): string {
  if (textWidth(text, size) <= max) return text;
  const chars = [...text];
  while (chars.length > 0 && textWidth(`${chars.join('')}…`, size) > max) chars.pop();
  return `${chars.join('')}…`;
}

/** A `<text>` element; `attrs` as given (numbers and colours), the content escaped. */
export function text(x: number, y: number, content: string, attrs: Record<string, string | number>): string {
  const a = Object.entries(attrs)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? round(v) : esc(v)}"`)
    .join(' ');
  return `<text x="${round(x)}" y="${round(y)}" ${a}>${esc(content)}</text>`;
}

/** A coordinate with at most one decimal. */
export const round = (n: number) => Math.round(n * 10) / 10;
