import { describe, expect, it } from 'vitest';
import { heightText, roundedBox, turn } from './gis-3d-rules';
import { distanceText, radiusText } from './surround-rules';
import { patrolSummary } from './uav-rules';

describe('无人机巡田 summary', () => {
  it('counts a village flown twice once, with its area once', () => {
    const s = patrolSummary([
      { areaId: 1, coveredMu: 100, findingCount: 2, findingAreaMu: 3.5, openCount: 1 },
      { areaId: 1, coveredMu: 100, findingCount: 0, findingAreaMu: 0, openCount: 0 },
      { areaId: 2, coveredMu: 50.25, findingCount: 1, findingAreaMu: 1.25, openCount: 0 },
    ]);
    expect(s).toEqual({
      sorties: 3,
      villages: 2,
      coveredMu: 150.25,
      findings: 3,
      findingMu: 4.75,
      open: 1,
      hitRate: 66.7,
    });
    expect(patrolSummary([]).hitRate).toBeNull();
  });
});

describe('三维实景 camera and scale', () => {
  it('turns in steps and stays within -180..180', () => {
    expect(turn(0, 45)).toBe(45);
    expect(turn(170, 45)).toBe(-145);
    expect(turn(-170, -45)).toBe(145);
  });
  it('rounds the view box outwards to 1/1000 degree', () => {
    expect(roundedBox([121.12345, 31.5001, 121.2, 31.60001])).toEqual([121.123, 31.5, 121.2, 31.601]);
  });
  it('reads heights in metres or kilometres', () => {
    expect(heightText(4.5)).toBe('4.5 米');
    expect(heightText(461.3)).toBe('461 米');
    expect(heightText(2383.6)).toBe('2.4 千米');
  });
});

describe('周边环境 distances', () => {
  it('reads radii and distances in 米 or 公里', () => {
    expect(radiusText(500)).toBe('500米');
    expect(radiusText(2000)).toBe('2公里');
    expect(distanceText(599.4)).toBe('599米');
    expect(distanceText(1540)).toBe('1.5公里');
  });
});
