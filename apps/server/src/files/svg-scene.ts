/** Kinds of illustrated field scenes used as demo plate images. */
export type SceneKind = 'rice' | 'greenhouse' | 'orchard' | 'fishpond' | 'machinery';

const W = 800;
const H = 450;
const HORIZON = 190;

// A small deterministic generator (mulberry32) so every render of a name is the same picture.
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable 32-bit hash of a string (FNV-1a). */
export function hashOf(s: string): number {
  let h = 0x811c9dc5;
  for (const c of s) h = Math.imul(h ^ (c.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h;
}

const r1 = (n: number) => Math.round(n * 10) / 10;

// Field strips converging to a vanishing point: the usual look of a plain seen from a dyke.
function fieldStrips(colors: readonly string[], next: () => number): string {
  const out: string[] = [];
  const vx = W / 2;
  const n = 9;
  for (let i = 0; i < n; i++) {
    const x0 = (i / n) * W * 2.4 - W * 0.7;
    const x1 = ((i + 1) / n) * W * 2.4 - W * 0.7;
    const color = colors[Math.floor(next() * colors.length)] ?? colors[0];
    const t0 = vx + (x0 - vx) * 0.12;
    const t1 = vx + (x1 - vx) * 0.12;
    out.push(
      `<path d="M${r1(t0)} ${HORIZON} L${r1(t1)} ${HORIZON} L${r1(x1)} ${H} L${r1(x0)} ${H}Z" fill="${color}"/>`,
    );
  }
  // Field ridges (田埂) across the strips.
  for (let k = 1; k < 6; k++) {
    const y = HORIZON + (H - HORIZON) * (k / 6) ** 1.6;
    out.push(
      `<line x1="0" y1="${r1(y)}" x2="${W}" y2="${r1(y)}" stroke="#e8dcb0" stroke-opacity="0.55" stroke-width="${r1(1 + k * 0.6)}"/>`,
    );
  }
  return out.join('');
}

function greenhouses(next: () => number): string {
  const out: string[] = [];
  for (let row = 0; row < 3; row++) {
    const y = HORIZON + 30 + row * 70;
    const h = 30 + row * 18;
    const w = 120 + row * 40;
    for (let x = -40 + next() * 40; x < W; x += w + 14) {
      out.push(
        `<path d="M${r1(x)} ${y + h} Q${r1(x + w / 2)} ${y - h * 0.6} ${r1(x + w)} ${y + h}Z" fill="#dfeef5" fill-opacity="0.92" stroke="#9bb7c4"/>`,
        `<line x1="${r1(x + w / 2)}" y1="${r1(y - h * 0.05)}" x2="${r1(x + w / 2)}" y2="${y + h}" stroke="#9bb7c4"/>`,
      );
    }
  }
  return out.join('');
}

function trees(next: () => number): string {
  const out: string[] = [];
  for (let row = 0; row < 4; row++) {
    const y = HORIZON + 25 + row * 60;
    const r = 12 + row * 7;
    for (let x = 10 + next() * 30; x < W; x += r * 2.6) {
      out.push(
        `<rect x="${r1(x - 2)}" y="${y}" width="4" height="${r}" fill="#6b4f2a"/>`,
        `<circle cx="${r1(x)}" cy="${y}" r="${r}" fill="#3f8f3a"/>`,
        `<circle cx="${r1(x + r * 0.3)}" cy="${r1(y - r * 0.2)}" r="${r1(r * 0.22)}" fill="#f0a020"/>`,
      );
    }
  }
  return out.join('');
}

function ponds(next: () => number): string {
  const out: string[] = [];
  for (let row = 0; row < 3; row++) {
    const y = HORIZON + 20 + row * 80;
    const h = 40 + row * 20;
    for (let x = -30 + next() * 50; x < W; x += 230 + row * 40) {
      const w = 200 + row * 40;
      out.push(
        `<rect x="${r1(x)}" y="${y}" width="${w}" height="${h}" rx="6" fill="#4a90b8" stroke="#c9b98a" stroke-width="${4 + row * 2}"/>`,
      );
      out.push(
        `<path d="M${r1(x + 20)} ${y + h / 2} q20 -6 40 0 t40 0" stroke="#bfe3f2" fill="none" stroke-width="2"/>`,
      );
    }
  }
  return out.join('');
}

function tractor(): string {
  const x = 470;
  const y = 330;
  return [
    `<rect x="${x}" y="${y - 50}" width="110" height="45" rx="6" fill="#d9362b"/>`,
    `<rect x="${x + 60}" y="${y - 95}" width="50" height="48" rx="4" fill="#d9362b" stroke="#7a1c15"/>`,
    `<rect x="${x + 68}" y="${y - 88}" width="34" height="26" fill="#bfe3f2"/>`,
    `<circle cx="${x + 85}" cy="${y}" r="34" fill="#2b2b2b"/><circle cx="${x + 85}" cy="${y}" r="14" fill="#b8b8b8"/>`,
    `<circle cx="${x + 15}" cy="${y + 8}" r="22" fill="#2b2b2b"/><circle cx="${x + 15}" cy="${y + 8}" r="9" fill="#b8b8b8"/>`,
  ].join('');
}

const FIELD_COLORS: Record<SceneKind, readonly string[]> = {
  rice: ['#7cb342', '#8bc34a', '#9ccc65', '#c0ca33'],
  greenhouse: ['#8d6e63', '#a1887f', '#7cb342'],
  orchard: ['#689f38', '#7cb342', '#8bc34a'],
  fishpond: ['#9ccc65', '#aed581'],
  machinery: ['#d4b25a', '#c8a040', '#e0c070', '#9ccc65'],
};

/**
 * An illustrated farm scene (sky, fields and the kind's features). It carries no caption: the screens and
 * briefings caption a plate's picture with its description, and a caption drawn into the picture as well
 * stood under theirs, twice and overlapping.
 */
export function sceneSvg(kind: SceneKind, seed: number): string {
  const next = rng(seed);
  const sunX = 120 + next() * 560;
  const features =
    kind === 'greenhouse'
      ? greenhouses(next)
      : kind === 'orchard'
        ? trees(next)
        : kind === 'fishpond'
          ? ponds(next)
          : kind === 'machinery'
            ? tractor()
            : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">',
    '<stop offset="0" stop-color="#5aa9e6"/><stop offset="1" stop-color="#dff1fb"/></linearGradient></defs>',
    `<rect width="${W}" height="${HORIZON}" fill="url(#sky)"/>`,
    `<circle cx="${r1(sunX)}" cy="70" r="34" fill="#fff3b0"/>`,
    `<path d="M0 ${HORIZON} L120 ${HORIZON - 24} L260 ${HORIZON - 8} L420 ${HORIZON - 30} L600 ${HORIZON - 10} L800 ${HORIZON - 26} L800 ${HORIZON} Z" fill="#6d9c7a"/>`,
    // Distant fields behind the converging strips, so the corners below the horizon are not bare.
    `<rect y="${HORIZON}" width="${W}" height="${H - HORIZON}" fill="${FIELD_COLORS[kind][0]}"/>`,
    fieldStrips(FIELD_COLORS[kind], next),
    features,
    '</svg>',
  ].join('');
}
