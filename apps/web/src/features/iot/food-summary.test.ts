import { describe, expect, it } from 'vitest';
import {
  durationText,
  type FoodProperty,
  type FoodSafety,
  foodSummary,
  kindsText,
  rangeText,
} from './food-summary';

const prop = (over: Partial<FoodProperty>): FoodProperty => ({
  deviceId: 1,
  deviceName: '1号冷藏库温湿度监测',
  deviceSn: 'LC31015100001',
  gateCategoryName: '冷库监测',
  status: 1,
  devicePropertyId: 1,
  propertyName: '库内温度',
  unit: '℃',
  value: 3.2,
  time: '2026-01-01 08:00:00',
  normalMin: 0,
  normalMax: 6,
  abnormal: 0,
  rules: [],
  readings: 720,
  outOfRange: 12,
  outOfRangeRate: 1.7,
  min: 1.8,
  max: 9.4,
  alarms: 2,
  openAlarms: 1,
  ...over,
});

describe('food-safety page figures', () => {
  it('words durations as minutes, hours and minutes, days and hours', () => {
    expect(durationText(0)).toBe('0分钟');
    expect(durationText(45)).toBe('45分钟');
    expect(durationText(60)).toBe('1小时');
    expect(durationText(200)).toBe('3小时20分');
    expect(durationText(24 * 60)).toBe('1天');
    expect(durationText(52 * 60 + 5)).toBe('2天4小时');
  });

  it('shows a range with either end open, and none as --', () => {
    expect(rangeText(0, 6, '℃')).toBe('0 ~ 6 ℃');
    expect(rangeText(-0.5, 3, '℃')).toBe('-0.5 ~ 3 ℃');
    expect(rangeText(null, 14.5, '%')).toBe('≤ 14.5 %');
    expect(rangeText(80, null, '%RH')).toBe('≥ 80 %RH');
    expect(rangeText(null, null, '')).toBe('--');
  });

  it('counts devices by kind, properties out of range now, alarms and certificates', () => {
    const a: FoodSafety = {
      startTime: '2026-01-01 00:00:00',
      endTime: '2026-01-31 00:00:00',
      kinds: [
        { identifier: 'cold_storage', name: '冷库监测', deviceCount: 2, onlineCount: 1 },
        { identifier: 'grain_storage', name: '粮情监测', deviceCount: 0, onlineCount: 0 },
      ],
      properties: [
        prop({}),
        prop({ devicePropertyId: 2, propertyName: '库内湿度', abnormal: 1, alarms: 1, openAlarms: 0 }),
        prop({ deviceId: 2, devicePropertyId: 3, status: 0, alarms: 0, openAlarms: 0 }),
      ],
      excursions: [],
      products: [
        {
          productName: '崇明大米',
          unit: '公斤',
          certificates: 3,
          quantity: 1200,
          lastIssueDate: '2026-01-20',
          traced: 3,
          scans: 14,
        },
      ],
    };
    expect(foodSummary(a)).toEqual({
      devices: 2,
      online: 1,
      watched: 2,
      abnormalNow: 1,
      alarms: 3,
      openAlarms: 1,
      certificates: 3,
    });
    expect(kindsText(a.kinds)).toBe('冷库监测、粮情监测');
  });
});
