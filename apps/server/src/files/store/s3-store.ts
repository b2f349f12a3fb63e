import type { S3Settings } from '../../config';
import { checkKey, type FileStore, mimeOfKey } from './store';

type Signer = { fetch(url: string, init?: RequestInit): Promise<Response> };

/**
 * Files in a bucket of an S3-compatible object store (MinIO, 阿里云 OSS, 腾讯云 COS, 华为云 OBS), requests
 * signed with SigV4 by aws4fetch. The library is loaded at the first request, so an installation keeping its
 * files in the data directory never needs it.
 */
export function s3FileStore(s: S3Settings): FileStore {
  let signer: Promise<Signer> | undefined;
  const client = () => {
    signer ??= import('aws4fetch').then(
      ({ AwsClient }) =>
        new AwsClient({
          accessKeyId: s.accessKey,
          secretAccessKey: s.secretKey,
          region: s.region,
          service: 's3',
        }),
    );
    return signer;
  };
  const base = new URL(s.endpoint);
  const urlOf = (key: string) => {
    const path = checkKey(key).split('/').map(encodeURIComponent).join('/');
    if (s.pathStyle) return `${base.origin}/${s.bucket}/${path}`;
    return `${base.protocol}//${s.bucket}.${base.host}/${path}`;
  };
  const fail = async (what: string, key: string, res: Response) => {
    const text = (await res.text().catch(() => '')).slice(0, 200);
    return new Error(`对象存储${what}失败 (${res.status}) ${key}: ${text}`);
  };
  return {
    async put(key, bytes, mime) {
      const res = await (await client()).fetch(urlOf(key), {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'content-type': mime },
      });
      if (!res.ok) throw await fail('写入', key, res);
    },
    async get(key) {
      const res = await (await client()).fetch(urlOf(key), { method: 'GET' });
      if (res.status === 404) return null;
      if (!res.ok) throw await fail('读取', key, res);
      return {
        bytes: Buffer.from(await res.arrayBuffer()),
        mime: res.headers.get('content-type') ?? mimeOfKey(key),
      };
    },
    async delete(key) {
      const res = await (await client()).fetch(urlOf(key), { method: 'DELETE' });
      if (!res.ok && res.status !== 404) throw await fail('删除', key, res);
    },
  };
}
