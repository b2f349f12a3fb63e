import { fieldPhotoPolicy } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { loadConfig } from '../../config';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { fieldPhotoGallery: true, fieldPhotoMaxDistanceM: 150 } });
});
afterAll(() => t.close());

describe('the field photos’ policy', () => {
  it('keeps the gallery closed unless the installation opens it', () => {
    expect(loadConfig({}).fieldPhotoGallery).toBe(false);
    expect(loadConfig({ FIELD_PHOTO_GALLERY: 'on' }).fieldPhotoGallery).toBe(true);
    expect(() => loadConfig({ FIELD_PHOTO_GALLERY: 'sometimes' })).toThrow(/FIELD_PHOTO_GALLERY/);
  });

  it('is what the check app reads: the gallery and the distance beyond which a photo is flagged', async () => {
    const res = await t.call(fieldPhotoPolicy, {}, await t.login('chongming_checker'));
    expect(res.obj).toEqual({ allowGallery: true, maxDistanceM: 150 });
    expect((await t.call(fieldPhotoPolicy, {})).respCode).toBe(400);
  });
});
