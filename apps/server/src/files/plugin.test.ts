import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGOS, DEMO_SCENES, demoImageUrl, renderDemoImage } from './demo-images';
import { demoFilesPlugin } from './plugin';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(demoFilesPlugin);
  await app.ready();
});
afterAll(() => app.close());

describe('demo images', () => {
  it('serves every logo and scene as an SVG with caching and no-sniff headers', async () => {
    for (const name of [...Object.keys(DEMO_LOGOS), ...Object.keys(DEMO_SCENES), 'banner-fengshou']) {
      const res = await app.inject({ method: 'GET', url: demoImageUrl(name) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toContain('max-age');
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
      expect(res.body).not.toMatch(/<script|on\w+=/i);
    }
  });

  it('draws the subject characters into the emblem, and no caption into a scene (the screens caption it)', () => {
    expect(renderDemoImage('logo-chongming')).toContain('>崇明</text>');
    expect(renderDemoImage('scene-rice')).not.toContain('<text');
    expect(DEMO_SCENES['scene-rice'].caption).toContain('崇明大米绿色种植基地');
  });

  it('renders the same picture every time (no randomness)', () => {
    expect(renderDemoImage('scene-orchard')).toBe(renderDemoImage('scene-orchard'));
    expect(renderDemoImage('scene-orchard')).not.toBe(renderDemoImage('scene-pudong-orchard'));
  });

  it('answers 404 for unknown names, other extensions and path tricks', async () => {
    for (const url of [
      '/files/demo/nope.svg',
      '/files/demo/logo-chongming.png',
      '/files/demo/..%2Fapp.ts',
      '/files/demo/LOGO.svg',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    }
  });
});
