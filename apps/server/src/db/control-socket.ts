import { chmodSync, existsSync, rmSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import type { Database } from './client';

/**
 * The embedded database belongs to the one server process that opened DATA_DIR; another process must not
 * open it too. `npm run backup` therefore asks the running server for a snapshot through a Unix socket beside
 * DATA_DIR (`data.sock` for `./data`; mode 0600, so only the server's own user may ask). Not inside it: the
 * snapshot archives every file of DATA_DIR and fails on a socket.
 */
export const controlSocketPath = (dataDir: string) => `${dataDir.replace(/\/+$/, '')}.sock`;

type Snapshotting = Database & { dump?: () => Promise<Blob> };

/** Serves snapshots of the data directory: a client writes "snapshot\n" and reads the image until EOF. */
export async function serveControlSocket(dataDir: string, db: Snapshotting): Promise<Server | undefined> {
  if (db.kind !== 'pglite' || !db.dump) return undefined;
  const path = controlSocketPath(dataDir);
  // A socket file left by a server that was killed; a live server would hold the data directory itself.
  if (existsSync(path)) rmSync(path);
  const server = createServer((socket) => {
    socket.once('data', async (chunk) => {
      if (chunk.toString().trim() !== 'snapshot') return socket.end();
      try {
        // One statement in the database thread: a consistent image, taken between two requests.
        const image = Buffer.from(await (await db.dump!()).arrayBuffer());
        socket.end(image);
      } catch (e) {
        console.error('backup snapshot failed:', e);
        socket.destroy();
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ path, readableAll: false, writableAll: false }, resolve);
  });
  chmodSync(path, 0o600);
  server.unref();
  return server;
}

/** Asks a server running on dataDir for a snapshot; undefined when none is running. */
export async function requestSnapshot(dataDir: string): Promise<Blob | undefined> {
  const path = controlSocketPath(dataDir);
  if (!existsSync(path)) return undefined;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(path, () => socket.write('snapshot\n'));
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('end', () => (chunks.length ? resolve(new Blob(chunks)) : reject(new Error('empty snapshot'))));
    socket.on('error', (e: NodeJS.ErrnoException) =>
      e.code === 'ECONNREFUSED' || e.code === 'ENOENT' ? resolve(undefined) : reject(e),
    );
  });
}
