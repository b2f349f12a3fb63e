import { describe, expect, it } from 'vitest';
import { detailAction } from './plate-detail';

const plate = (
  detailType: number,
  extra: { detailImgShowType?: number; detailUrl?: string | null } = {},
) => ({
  id: 7,
  detailType,
  detailImgShowType: extra.detailImgShowType ?? 0,
  detailUrl: extra.detailUrl ?? null,
});

describe('plate detail (spec §3 detailType)', () => {
  it('0 opens the images: a carousel, or one picked image when detailImgShowType is 1', () => {
    expect(detailAction(plate(0))).toEqual({
      kind: 'dialog',
      content: { kind: 'images', plateId: 7, pick: false },
    });
    expect(detailAction(plate(0, { detailImgShowType: 1 }))).toEqual({
      kind: 'dialog',
      content: { kind: 'images', plateId: 7, pick: true },
    });
  });

  it('1 opens the url: a path of the app in place, an http(s) address outside, nothing else', () => {
    expect(detailAction(plate(1, { detailUrl: '/operateSubjectList' }))).toEqual({
      kind: 'route',
      path: '/operateSubjectList',
    });
    expect(detailAction(plate(1, { detailUrl: 'https://example.gov.cn/a' }))).toEqual({
      kind: 'link',
      url: 'https://example.gov.cn/a',
    });
    for (const url of ['javascript:alert(1)', '//evil.example/x', '', null]) {
      expect(detailAction(plate(1, { detailUrl: url }))).toEqual({ kind: 'none' });
    }
  });

  it('2 opens the table dialog; any other type is an event for the page', () => {
    expect(detailAction(plate(2))).toEqual({ kind: 'dialog', content: { kind: 'table', plateId: 7 } });
    expect(detailAction(plate(3))).toEqual({ kind: 'event' });
    expect(detailAction(plate(42))).toEqual({ kind: 'event' });
  });
});
