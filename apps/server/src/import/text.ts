import { yieldToLoop } from './yield';

/** Decodes text files from Chinese offices: UTF-8 (with or without BOM), else GB18030 (GBK). */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

/** decodeText a megabyte at a time, yielding between (a 20 MB CSV is a tenth of a second of decoding). */
export async function decodeTextInChunks(bytes: Uint8Array): Promise<string> {
  const decode = async (label: string, fatal: boolean) => {
    const decoder = new TextDecoder(label, { fatal });
    const parts: string[] = [];
    for (let at = 0; at < bytes.length; at += DECODE_CHUNK_BYTES) {
      if (at > 0) await yieldToLoop();
      parts.push(decoder.decode(bytes.subarray(at, at + DECODE_CHUNK_BYTES), { stream: true }));
    }
    parts.push(decoder.decode());
    return parts.join('');
  };
  try {
    return (await decode('utf-8', true)).replace(/^\uFEFF/, '');
  } catch {
    return decode('gb18030', false);
  }
}

const DECODE_CHUNK_BYTES = 1024 * 1024;

/** The encodings Chinese offices save text files in, by the names .cpg files use. */
export type TextEncodingName = 'UTF-8' | 'GBK';

let gbkBytes: Map<string, number[]> | undefined;

/**
 * Encodes text as GBK, the code page Excel and GIS tools on Chinese Windows save "ANSI" files in. The table
 * is built once from the platform's own GB18030 decoder, so encoding and decoding cannot disagree.
 */
export function encodeGbk(text: string): Uint8Array {
  if (!gbkBytes) {
    gbkBytes = new Map();
    const decoder = new TextDecoder('gbk', { fatal: true });
    for (let lead = 0x81; lead <= 0xfe; lead++) {
      for (let trail = 0x40; trail <= 0xfe; trail++) {
        if (trail === 0x7f) continue;
        try {
          const ch = decoder.decode(new Uint8Array([lead, trail]));
          if (!gbkBytes.has(ch)) gbkBytes.set(ch, [lead, trail]);
        } catch {
          // an unassigned code point of the GBK range
        }
      }
    }
  }
  const out: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const bytes = code < 0x80 ? [code] : gbkBytes.get(ch);
    if (!bytes) throw new RangeError(`“${ch}” has no GBK encoding`);
    out.push(...bytes);
  }
  return new Uint8Array(out);
}

/**
 * Parses CSV (RFC 4180: quoted fields, doubled quotes, CRLF or LF) into rows of cells, yielding to the event
 * loop every 256 K characters (a 20 MB file is a second of work). Stops once it has `maxRows` rows.
 */
export async function parseCsv(text: string, maxRows = Number.POSITIVE_INFINITY): Promise<string[][]> {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let nextYield = YIELD_EVERY_CHARS;
  for (let i = 0; i < text.length; i++) {
    if (i >= nextYield) {
      nextYield += YIELD_EVERY_CHARS;
      await yieldToLoop();
    }
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      if (rows.length >= maxRows) return rows;
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

const YIELD_EVERY_CHARS = 256 * 1024;
