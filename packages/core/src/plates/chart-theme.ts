/** Colours and text of a skin (tech: dark big screen; classic: light). */
export interface ChartTheme {
  readonly palette: readonly string[];
  readonly text: string;
  readonly dim: string;
  readonly line: string;
  readonly tooltipBg: string;
  /** Text scale against the 1920-wide design, so labels keep their proportion from 1366 to 3840. */
  readonly scale: number;
}

const TECH = ['#2f9bff', '#3ee6d1', '#f5c342', '#9b7bff', '#ff7b6b', '#56d364', '#ff9f43', '#5ec8f8'];
const CLASSIC = ['#15794a', '#1668c4', '#e0a21a', '#7a5af8', '#d9534f', '#2bb0a2', '#f08c2b', '#4c9be8'];

/** The chart theme of a skin at a viewport width. */
export function chartTheme(skin: 'tech' | 'classic', viewportWidth: number): ChartTheme {
  const scale = Math.min(2, Math.max(0.75, viewportWidth / 1920));
  return skin === 'tech'
    ? {
        palette: TECH,
        text: '#dbeaff',
        dim: '#86a7d2',
        line: 'rgba(86, 160, 255, 0.18)',
        tooltipBg: 'rgba(6, 26, 62, 0.92)',
        scale,
      }
    : {
        palette: CLASSIC,
        text: '#1f2d26',
        dim: '#5f6f68',
        line: 'rgba(16, 40, 28, 0.1)',
        tooltipBg: 'rgba(255, 255, 255, 0.96)',
        scale,
      };
}
