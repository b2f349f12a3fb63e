import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { localFileStore } from './local-store';
import { s3FileStore } from './s3-store';
import { fileKey } from './store';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('the local picture store', () => {
  it('writes under DATA_DIR/files/<area>/<kind>/ and reads and deletes by key', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fengshou-store-'));
    dirs.push(dataDir);
    const store = localFileStore(dataDir);
    const key = fileKey(310151000000, 'camera', 'image/png');
    expect(key).toMatch(/^310151000000\/camera\/[0-9a-f-]{36}\.png$/);
    await store.put(key, PNG, 'image/png');
    expect(readFileSync(join(dataDir, 'files', key)).equals(PNG)).toBe(true);
    expect(await store.get(key)).toEqual({ bytes: PNG, mime: 'image/png' });
    await store.delete(key);
    expect(existsSync(join(dataDir, 'files', key))).toBe(false);
    expect(await store.get(key)).toBeNull();
    await expect(store.get('../../etc/passwd')).rejects.toThrow(/invalid file key/);
  });
});

/** A tiny S3-compatible server: objects in a map, every request recorded. */
async function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: { method: string; path: string; authorization?: string; date?: string }[] = [];
  const body = async (req: IncomingMessage) => {
    const parts: Buffer[] = [];
    for await (const p of req) parts.push(p as Buffer);
    return Buffer.concat(parts);
  };
  const server = createServer(async (req, res) => {
    const path = req.url!.split('?')[0]!;
    seen.push({
      method: req.method!,
      path,
      authorization: req.headers.authorization,
      date: req.headers['x-amz-date'] as string | undefined,
    });
    if (!req.headers.authorization?.startsWith('AWS4-HMAC-SHA256 ')) {
      res.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
    } else if (req.method === 'PUT') {
      objects.set(path, { body: await body(req), type: req.headers['content-type'] ?? '' });
      res.writeHead(200).end();
    } else if (req.method === 'GET') {
      const o = objects.get(path);
      if (!o) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      else res.writeHead(200, { 'content-type': o.type }).end(o.body);
    } else if (req.method === 'DELETE') {
      objects.delete(path);
      res.writeHead(204).end();
    } else res.writeHead(405).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  return { endpoint: `http://127.0.0.1:${port}`, objects, seen, close: () => server.close() };
}

describe('the S3 picture store', () => {
  it('PUTs and GETs objects by path style with a SigV4 Authorization header', async () => {
    const s3 = await fakeS3();
    try {
      const store = s3FileStore({
        endpoint: s3.endpoint,
        bucket: 'fengshou-pictures',
        region: 'cn-east-1',
        accessKey: 'AKIDEXAMPLE',
        secretKey: 'secret',
        pathStyle: true,
      });
      const key = '310151000000/pest/0b6e1d7c-0000-4000-8000-000000000001.png';
      await store.put(key, PNG, 'image/png');
      expect(s3.objects.get(`/fengshou-pictures/${key}`)?.body.equals(PNG)).toBe(true);
      expect(await store.get(key)).toEqual({ bytes: PNG, mime: 'image/png' });
      expect(s3.seen.map((r) => `${r.method} ${r.path}`)).toEqual([
        `PUT /fengshou-pictures/${key}`,
        `GET /fengshou-pictures/${key}`,
      ]);
      for (const r of s3.seen) {
        expect(r.authorization).toMatch(
          /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/cn-east-1\/s3\/aws4_request, SignedHeaders=.*host.*, Signature=[0-9a-f]{64}$/,
        );
        expect(r.date).toMatch(/^\d{8}T\d{6}Z$/);
      }
      await store.delete(key);
      expect(await store.get(key)).toBeNull();
    } finally {
      s3.close();
    }
  });
});

describe('the picture store settings', () => {
  const base = { FILES_S3_ENDPOINT: 'http://minio.internal:9000', FILES_S3_BUCKET: 'fengshou' };
  it('keeps pictures in the data directory unless FILES_S3_* name a bucket', () => {
    expect(loadConfig({}).filesS3).toBeUndefined();
    expect(
      loadConfig({
        ...base,
        FILES_S3_ACCESS_KEY: 'ak',
        FILES_S3_SECRET_KEY: 'sk',
        FILES_S3_PATH_STYLE: 'off',
      }).filesS3,
    ).toEqual({
      endpoint: 'http://minio.internal:9000',
      bucket: 'fengshou',
      region: 'us-east-1',
      accessKey: 'ak',
      secretKey: 'sk',
      pathStyle: false,
    });
  });

  it('names what is missing or wrong', () => {
    expect(() => loadConfig(base)).toThrow(/缺少 FILES_S3_ACCESS_KEY、FILES_S3_SECRET_KEY/);
    expect(() => loadConfig({ ...base, FILES_S3_ENDPOINT: 'minio:9000' })).toThrow(/FILES_S3_ENDPOINT/);
    expect(() => loadConfig({ ...base, FILES_S3_BUCKET: 'Bad_Bucket' })).toThrow(/FILES_S3_BUCKET/);
  });
});
