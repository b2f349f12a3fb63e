import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { allowOutbound, checkOutbound, OutboundRefused, outboundRequest } from './outbound';

/** Hosts inside this machine or our networks, in the forms a probe writes them. */
const INSIDE_HOSTS = [
  '127.0.0.1',
  'localhost',
  '2130706433',
  '0177.0.0.1',
  '0x7f.1',
  '10.1.2.3',
  '172.16.0.1',
  '172.31.255.254',
  '192.168.1.1',
  '100.64.0.1',
  '169.254.169.254',
  '0.0.0.0',
  '0.1.2.3',
  '224.0.0.1',
  '[::1]',
  '[::]',
  '[fe80::1]',
  '[fc00::1]',
  '[fd12:3456::1]',
  '[::ffff:127.0.0.1]',
  '[::ffff:10.0.0.1]',
  '[::ffff:169.254.169.254]',
  '[64:ff9b::a9fe:a9fe]',
  '[ff02::1]',
];

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e,
  );

afterEach(() => allowOutbound([]));

describe('checkOutbound', () => {
  it.each(INSIDE_HOSTS)('refuses http://%s/', async (host) => {
    const e = await refusal(checkOutbound(`http://${host}:8080/x`));
    expect(e).toBeInstanceOf(OutboundRefused);
    expect((e as Error).message).toContain('OUTBOUND_ALLOW');
  });

  it('refuses other schemes and credentials, and lets public addresses through', async () => {
    for (const u of ['ftp://8.8.8.8/', 'file:///etc/passwd', 'gopher://8.8.8.8/', 'http://u:p@8.8.8.8/'])
      expect(await refusal(checkOutbound(u)), u).toBeInstanceOf(OutboundRefused);
    expect(await checkOutbound('https://8.8.8.8/tiles')).toMatchObject({ address: '8.8.8.8', family: 4 });
    expect(await checkOutbound('http://[2001:4860:4860::8888]/')).toMatchObject({ family: 6 });
    expect(await refusal(checkOutbound('http://no-such-host.invalid/'))).toBeInstanceOf(OutboundRefused);
  });

  it('lets through the networks and hosts of the allow-list only', async () => {
    allowOutbound(['10.8.0.0/16', 'localhost']);
    expect(await checkOutbound('http://10.8.3.4/')).toMatchObject({ address: '10.8.3.4' });
    expect(await refusal(checkOutbound('http://10.9.0.1/'))).toBeInstanceOf(OutboundRefused);
    expect((await checkOutbound('http://localhost:1/')).address).toMatch(/^(127\.0\.0\.1|::1)$/);
    // The host name is allowed, not the address it resolves to.
    expect(await refusal(checkOutbound('http://127.0.0.1:1/'))).toBeInstanceOf(OutboundRefused);
  });
});

describe('outboundRequest', () => {
  // An allowed server (127.0.0.3) whose answers redirect to a server at 127.0.0.1, which is not allowed.
  let front: Server;
  let inside: Server;
  let frontUrl: string;
  let insideUrl: string;
  let insideHits = 0;
  beforeAll(async () => {
    inside = createServer((_req, res) => {
      insideHits++;
      res.end('secret');
    });
    await new Promise<void>((ok) => inside.listen(0, '127.0.0.1', ok));
    insideUrl = `http://127.0.0.1:${(inside.address() as AddressInfo).port}`;
    front = createServer((req, res) => {
      const hops = Number(/^\/hop\/(\d+)$/.exec(req.url ?? '')?.[1] ?? -1);
      if (req.url === '/tile') res.end('tile');
      else if (req.url === '/to-inside') res.writeHead(302, { location: `${insideUrl}/meta` }).end();
      else if (req.url === '/to-inside-decimal')
        res.writeHead(307, { location: `http://2130706433:${new URL(insideUrl).port}/meta` }).end();
      else if (hops >= 0) res.writeHead(302, { location: hops ? `/hop/${hops - 1}` : '/tile' }).end();
      else res.writeHead(404).end();
    });
    await new Promise<void>((ok) => front.listen(0, '127.0.0.3', ok));
    frontUrl = `http://127.0.0.3:${(front.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((ok) => front.close(ok));
    await new Promise((ok) => inside.close(ok));
  });
  const get = (u: string) => outboundRequest(u, { timeoutMs: 2000, maxBytes: 1024 });

  it('fetches from an allowed server and follows up to three redirects', async () => {
    allowOutbound(['127.0.0.3']);
    expect((await get(`${frontUrl}/tile`)).body.toString()).toBe('tile');
    const followed = await get(`${frontUrl}/hop/2`);
    expect(followed.body.toString()).toBe('tile');
    expect(followed.url).toBe(`${frontUrl}/tile`);
    expect((await refusal(get(`${frontUrl}/hop/3`))) as Error).toBeInstanceOf(OutboundRefused);
  });

  it('refuses a redirect from an allowed server to this machine unless that is allowed too', async () => {
    allowOutbound(['127.0.0.3']);
    for (const path of ['/to-inside', '/to-inside-decimal']) {
      const e = await refusal(get(`${frontUrl}${path}`));
      expect(e, path).toBeInstanceOf(OutboundRefused);
    }
    expect(insideHits).toBe(0);
    expect(await refusal(get(`${insideUrl}/meta`))).toBeInstanceOf(OutboundRefused);
    expect(insideHits).toBe(0);
    allowOutbound(['127.0.0.3', '127.0.0.1/32']);
    expect((await get(`${frontUrl}/to-inside`)).body.toString()).toBe('secret');
    expect(insideHits).toBe(1);
  });

  it('stops reading an answer longer than asked', async () => {
    allowOutbound(['127.0.0.3']);
    const e = await refusal(outboundRequest(`${frontUrl}/tile`, { timeoutMs: 2000, maxBytes: 2 }));
    expect((e as Error).message).toContain('超过');
  });
});
