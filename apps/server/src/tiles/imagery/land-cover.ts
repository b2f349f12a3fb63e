import { type Look, mix, type Rgb } from './texture';

// Colours of the ground as a true-colour image of the Yangtze delta shows it (muted, a little warm).
const SOIL: Rgb = [139, 117, 88];
const WET_SOIL: Rgb = [104, 96, 80];
const STUBBLE: Rgb = [163, 146, 104];
const YOUNG: Rgb = [112, 138, 78];
const GREEN: Rgb = [82, 128, 58];
const DARK_GREEN: Rgb = [52, 88, 48];
const GOLD: Rgb = [196, 172, 96];
const RAPE_FLOWER: Rgb = [224, 206, 66];
const MILK_VETCH: Rgb = [132, 104, 132];
const GRASS: Rgb = [122, 150, 84];
const WINTER_GRASS: Rgb = [148, 142, 96];
const WATER: Rgb = [46, 76, 84];
const POND: Rgb = [52, 86, 88];
const ROAD: Rgb = [158, 156, 146];
const ASPHALT: Rgb = [92, 93, 96];
const CONCRETE: Rgb = [178, 177, 170];
const FILM: Rgb = [222, 227, 228];
const FILM_GAP: Rgb = [118, 128, 122];
const ROOFS: readonly Rgb[] = [
  [168, 76, 62],
  [122, 126, 134],
  [88, 118, 168],
];
/** 彩钢板: the blue steel roofs of sheds and temporary buildings. */
const STEEL_BLUE: Rgb = [72, 112, 176];

/** Ground between the fields of a village: lanes, houses under trees, ditch banks. */
export const VILLAGE_LOOK: Look = { pattern: 'mottle', base: [121, 124, 96], alt: [92, 108, 74] };

/** What the database says about a parcel at the image's date. */
export interface ParcelState {
  dlbm: string;
  /** The crop on it at the date (crops.crop_identifier) and its group, when one grows there. */
  crop: string | null;
  cropGroup: number | null;
  /** How far the crop has grown, 0 at sowing to 1 at harvest. */
  growth: number;
  /** Month of the image, 1–12 (fallow fields and grass change with the season). */
  month: number;
}

const winter = (month: number) => month <= 3 || month >= 11;

// A cereal from sowing to harvest: soil, young shoots, green canopy, ripening gold.
function cereal(growth: number, green: Rgb, ripe: Rgb, rows: number): Look {
  if (growth < 0.15) return { pattern: 'rows', base: mix(SOIL, YOUNG, growth * 4), alt: SOIL, period: rows };
  if (growth < 0.7) return { pattern: 'smooth', base: mix(YOUNG, green, Math.min(1, (growth - 0.15) * 3)) };
  return { pattern: 'smooth', base: mix(green, ripe, (growth - 0.7) / 0.3) };
}

function cropLook(p: ParcelState): Look | null {
  const g = p.growth;
  switch (p.crop) {
    case 'rice':
      // Transplanted into flooded paddies: water shows between the seedlings at first.
      return g < 0.15
        ? { pattern: 'smooth', base: mix(WET_SOIL, YOUNG, g * 4) }
        : cereal(g, GREEN, GOLD, 0.3);
    case 'wheat':
      return cereal(g, [98, 140, 64], [204, 184, 116], 0.25);
    case 'corn':
    case 'sweet_corn':
    case 'soybean':
      return cereal(g, DARK_GREEN, [170, 150, 90], 0.7);
    case 'rapeseed':
      if (g < 0.55) return cereal(g, [92, 138, 66], GOLD, 0.3);
      return { pattern: 'smooth', base: g < 0.82 ? RAPE_FLOWER : [150, 146, 72] };
    case 'green_manure':
      // 紫云英 turns the fields mauve when it flowers in April, the last weeks before it is ploughed in.
      return { pattern: 'smooth', base: g < 0.8 ? mix(YOUNG, GREEN, g) : MILK_VETCH };
    case 'strawberry':
      return { pattern: 'strips', base: FILM, alt: FILM_GAP, period: 8 };
  }
  switch (p.cropGroup) {
    case 3:
      return { pattern: 'rows', base: mix(YOUNG, GREEN, g), alt: [126, 108, 82], period: 1.6 };
    case 4:
    case 8:
      return {
        pattern: 'dots',
        base: [128, 124, 88],
        alt: DARK_GREEN,
        period: p.cropGroup === 4 ? 4.5 : 2.5,
      };
    case 5:
      return { pattern: 'water', base: POND };
    case 7:
      return { pattern: 'smooth', base: GRASS };
    case null:
      return null;
    default:
      return { pattern: 'smooth', base: GREEN };
  }
}

/** The look of a parcel: its crop at the date, else its land use (fallow in winter, bare in spring). */
export function parcelLook(p: ParcelState): Look {
  const crop = cropLook(p);
  if (crop) return crop;
  const cls = p.dlbm.slice(0, 2);
  if (p.dlbm === '0101') {
    return winter(p.month)
      ? { pattern: 'mottle', base: STUBBLE, alt: [128, 116, 86] }
      : { pattern: 'smooth', base: mix(WET_SOIL, YOUNG, 0.5) };
  }
  if (cls === '01') return { pattern: 'rows', base: SOIL, alt: [120, 100, 74], period: 1.2 };
  if (cls === '02') return { pattern: 'dots', base: [128, 124, 88], alt: DARK_GREEN, period: 4.5 };
  if (cls === '03') return { pattern: 'mottle', base: DARK_GREEN, alt: [36, 66, 38] };
  if (cls === '04' || p.dlbm === '1203')
    return { pattern: 'smooth', base: winter(p.month) ? WINTER_GRASS : GRASS };
  if (p.dlbm === '1006') return { pattern: 'smooth', base: ROAD };
  if (cls === '11') return { pattern: 'water', base: WATER };
  if (p.dlbm === '1202') return { pattern: 'strips', base: FILM, alt: FILM_GAP, period: 8 };
  return { pattern: 'smooth', base: SOIL };
}

/** A remote-sensing finding as the image shows it after the change. */
export interface FindingState {
  kind: 'occupation' | 'abnormal';
  /** occupy_category of an occupation (住宅建设 … 其他), abnormal_type of an abnormal record (撂荒 … 非农化). */
  category: number;
  /** current_use of an abnormal record (种植苗木, 挖塘养鱼, 硬化地面 …). */
  use: string | null;
}

const DEBRIS: Look = { pattern: 'mottle', base: [152, 134, 108], alt: [96, 92, 88] };

/** The look of the land a finding changed: what the reviewer must recognise on the after image. */
export function findingLook(f: FindingState): Look {
  if (f.kind === 'occupation') {
    switch (f.category) {
      case 1:
        return { pattern: 'blocks', base: [188, 184, 172], palette: ROOFS, period: 14 };
      case 2:
        return { pattern: 'strips', base: [206, 210, 214], alt: [176, 182, 188], period: 3 };
      case 3:
        return { pattern: 'smooth', base: ASPHALT };
      case 4:
        return { pattern: 'strips', base: FILM, alt: FILM_GAP, period: 8 };
      case 5:
        return DEBRIS;
      case 6:
        return { pattern: 'water', base: POND };
      default:
        return { pattern: 'smooth', base: [186, 166, 130] };
    }
  }
  if (f.category === 1) return { pattern: 'mottle', base: [152, 142, 92], alt: [104, 116, 66] };
  const use = f.use ?? '';
  if (use.includes('苗木')) return { pattern: 'dots', base: [124, 110, 84], alt: [56, 96, 50], period: 2.5 };
  if (use.includes('塘')) return { pattern: 'water', base: POND };
  if (use.includes('草皮')) return { pattern: 'rows', base: [112, 166, 80], alt: [100, 150, 70], period: 6 };
  if (use.includes('硬化')) return { pattern: 'smooth', base: CONCRETE };
  if (use.includes('房'))
    return { pattern: 'blocks', base: [170, 168, 160], palette: [STEEL_BLUE], period: 10 };
  return DEBRIS;
}
