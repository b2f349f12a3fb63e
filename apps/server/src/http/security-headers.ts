import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** What the headers depend on: the built SPA (its inline scripts), TLS, and map and media hosts. */
export interface SecurityHeaderOptions {
  /** The built SPA; its index.html's inline scripts are allowed by their hashes. */
  webDist: string;
  /** The site is served over https (TLS at the proxy): HSTS, and plain-http subresources upgraded. */
  hsts: boolean;
  /** Origins beyond the built-in map services that pages load from: tiles, video streams, embedded pages. */
  extraHosts: readonly string[];
}

/**
 * Basemap tiles the browser fetches itself (apps/web/src/map/basemaps.ts and the seeded GIS services):
 * 天地图, 高德 and the OpenStreetMap fallback. Imagery and parcel tiles come through this server.
 */
export const MAP_TILE_HOSTS = [
  'https://*.tianditu.gov.cn',
  'https://*.is.autonavi.com',
  'https://tile.openstreetmap.org',
] as const;

/** 'sha256-…' of each inline script of the page (the early user-info call), for script-src. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(`'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);
  }
  return hashes;
}

/** The SPA's policy: its own scripts and the page's inline script by hash, basemap tiles of the map services. */
export function contentSecurityPolicy(o: SecurityHeaderOptions): Record<string, string[]> {
  const index = join(o.webDist, 'index.html');
  const scripts = existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts],
    'script-src-attr': ["'none'"],
    // antd registers its components' CSS variables in <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // ECharts and antd draw small data: pictures; a scanned QR picture is read from a blob: address.
    'img-src': ["'self'", 'data:', 'blob:', ...o.extraHosts],
    'font-src': ["'self'"],
    // MapLibre's workers fetch the raster basemap tiles; players fetch HLS and FLV streams and WebRTC offers.
    'connect-src': ["'self'", ...MAP_TILE_HOSTS, ...o.extraHosts],
    // HLS and FLV players play through MediaSource (a blob: address); hls.js starts its worker from blob:.
    'media-src': ["'self'", 'blob:', ...o.extraHosts],
    'worker-src': ["'self'", 'blob:'],
    // Plate detail pages embed an administrator's http(s) page in a sandboxed frame.
    'frame-src': ["'self'", 'https:', 'http:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    // Only this site frames its pages: plate detail pages embed its own paths (iframe-detail), no other site may.
    'frame-ancestors': ["'self'"],
    ...(o.hsts ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Sets the security headers on every answer (the SPA shell, API JSON, files, errors, 404s) before any
 * handler runs; a file route may narrow its CSP further (default-src 'none'). The helmet middleware is built
 * once: per request it only sets the headers it computed.
 */
export function registerSecurityHeaders(app: FastifyInstance, o: SecurityHeaderOptions): void {
  const apply = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(o) },
    // Pages load nothing cross-origin that would need isolation; COEP would block the map tiles.
    crossOriginEmbedderPolicy: false,
    // Logos and pictures are shown only by this site; other sites may not embed them.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: o.hsts ? { maxAge: 31536000, includeSubDomains: false } : false,
    xFrameOptions: { action: 'sameorigin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
