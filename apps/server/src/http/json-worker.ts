import { Worker } from 'node:worker_threads';

/** Why a body could not be parsed: no bytes, not JSON, or a key that would poison a prototype. */
export type JsonRefusal = 'empty' | 'invalid' | 'poisoned';

// The thread's code, CommonJS evaluated as given: a file of its own would have to be copied beside the
// compiled bundle. The reviver refuses what Fastify's secure parser refuses (a __proto__ key, a constructor
// holding a prototype), at the cost of one call per value: a few thousand for an upload of any size.
const SOURCE = `
const { parentPort } = require('node:worker_threads');
const decoder = new TextDecoder();
const poisoned = (k, v) => {
  if (k === '__proto__' || (k === 'constructor' && v && typeof v === 'object' && 'prototype' in v))
    throw new Error('poisoned');
  return v;
};
parentPort.on('message', ({ id, bytes }) => {
  const text = decoder.decode(bytes);
  if (text.length === 0) return parentPort.postMessage({ id, refusal: 'empty' });
  try {
    const risky = text.includes('proto') || text.includes('constructor') || text.includes('\\\\u');
    parentPort.postMessage({ id, value: risky ? JSON.parse(text, poisoned) : JSON.parse(text) });
  } catch (e) {
    parentPort.postMessage({ id, refusal: e.message === 'poisoned' ? 'poisoned' : 'invalid' });
  }
});
`;

type Reply = { id: number; value?: unknown; refusal?: JsonRefusal };

let worker: Worker | undefined;
let next = 0;
const waiting = new Map<number, (r: Reply) => void>();

function thread(): Worker {
  if (worker) return worker;
  const w = new Worker(SOURCE, { eval: true });
  w.unref();
  w.on('message', (r: Reply) => {
    waiting.get(r.id)?.(r);
    waiting.delete(r.id);
  });
  // A thread that died answers its waiting bodies as unreadable; the next body starts a new one.
  w.on('error', () => undefined);
  w.on('exit', () => {
    worker = undefined;
    for (const [id, done] of waiting) done({ id, refusal: 'invalid' });
    waiting.clear();
  });
  worker = w;
  return w;
}

/**
 * Parses a large JSON body on a thread of its own: JSON.parse of a 27 MB upload (a file as Base64) held
 * the event loop 150–280 ms, every other request waiting. The bytes are moved to the thread, not copied;
 * the parsed object comes back by structured clone, whose strings the event loop takes in a few ms.
 */
export function parseJsonOffThread(bytes: Buffer): Promise<{ value?: unknown; refusal?: JsonRefusal }> {
  const id = next++;
  // The body's own memory when it owns all of it (moved); else a copy (a pooled slab is shared).
  const owned =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
      ? new Uint8Array(bytes.buffer)
      : new Uint8Array(bytes);
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    const w = thread();
    w.ref();
    w.postMessage({ id, bytes: owned }, [owned.buffer as ArrayBuffer]);
  }).finally(() => {
    if (waiting.size === 0) worker?.unref();
  }) as Promise<Reply>;
}
