import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  HEX_COLOR_MESSAGE,
  LATITUDE_MESSAGE,
  LONGITUDE_MESSAGE,
  zHexColor,
  zLatitude,
  zLongitude,
} from './schemas';

describe('zod helpers', () => {
  it.each<[string, z.ZodType, unknown, boolean, string]>([
    ['longitude number', zLongitude, 116.4, true, ''],
    ['longitude string', zLongitude, '-180', true, ''],
    ['longitude out of range', zLongitude, 181, false, LONGITUDE_MESSAGE],
    ['longitude exponent', zLongitude, '1e2', false, LONGITUDE_MESSAGE],
    ['longitude wrong type', zLongitude, null, false, LONGITUDE_MESSAGE],
    ['latitude number', zLatitude, 39.9, true, ''],
    ['latitude out of range', zLatitude, '90.5', false, LATITUDE_MESSAGE],
    ['latitude wrong type', zLatitude, true, false, LATITUDE_MESSAGE],
    ['colour', zHexColor, '#0f0', true, ''],
    ['colour without #', zHexColor, '0f0', false, HEX_COLOR_MESSAGE],
    ['colour wrong type', zHexColor, 255, false, HEX_COLOR_MESSAGE],
  ])('%s', (_name, schema, input, ok, message) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(ok);
    // A valid input comes back as it was; an invalid one names its one message.
    expect(result.data).toBe(ok ? input : undefined);
    expect(result.error?.issues.map((i) => i.message) ?? []).toEqual(ok ? [] : [message]);
  });

  it('keeps the messages in Chinese and the schemas representable as JSON Schema', () => {
    expect(LONGITUDE_MESSAGE).toBe('经度必须在-180到180之间');
    expect(LATITUDE_MESSAGE).toBe('纬度必须在-90到90之间');
    const schema = z.toJSONSchema(z.object({ lng: zLongitude, lat: zLatitude, color: zHexColor }));
    expect(schema.type).toBe('object');
  });
});
