import { chartTheme } from '@fengshou/core/plates';

/** The colours of a briefing picture in a skin's look (tech: the dark big screen; classic: light). */
export interface Look {
  readonly background: readonly [string, string];
  readonly grid: string;
  readonly panel: string;
  readonly border: string;
  readonly head: readonly [string, string];
  readonly accent: string;
  readonly accent2: string;
  readonly text: string;
  readonly dim: string;
  readonly rowShade: string;
  readonly watermark: string;
}

// The accents and text are the charts' own (one source for a skin's colours); the rest is the frame's.
const techChart = chartTheme('tech', 1920);
const classicChart = chartTheme('classic', 1920);

const TECH: Look = {
  background: ['#04153a', '#010817'],
  grid: 'rgba(60, 140, 255, 0.06)',
  panel: 'rgba(7, 30, 70, 0.62)',
  border: 'rgba(64, 150, 255, 0.38)',
  head: ['rgba(47, 155, 255, 0.34)', 'rgba(47, 155, 255, 0)'],
  accent: techChart.palette[0]!,
  accent2: techChart.palette[1]!,
  text: techChart.text,
  dim: techChart.dim,
  rowShade: 'rgba(47, 155, 255, 0.08)',
  watermark: 'rgba(219, 234, 255, 0.055)',
};

const CLASSIC: Look = {
  background: ['#f3f7f4', '#e4ede7'],
  grid: 'rgba(21, 121, 74, 0.05)',
  panel: 'rgba(255, 255, 255, 0.92)',
  border: 'rgba(21, 121, 74, 0.28)',
  head: ['rgba(21, 121, 74, 0.16)', 'rgba(21, 121, 74, 0)'],
  accent: classicChart.palette[0]!,
  accent2: classicChart.palette[1]!,
  text: classicChart.text,
  dim: classicChart.dim,
  rowShade: 'rgba(21, 121, 74, 0.06)',
  watermark: 'rgba(31, 45, 38, 0.06)',
};

/** The look of a skin. */
export const lookOf = (skin: 'tech' | 'classic'): Look => (skin === 'tech' ? TECH : CLASSIC);
