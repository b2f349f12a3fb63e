import type { EndpointDef } from './define';
import { ALL_ENDPOINTS } from './endpoints';

// The allow-list of plate data sources: a plate may only POST to an endpoint of this API that wall-screen
// display tokens may call (`display: true`, read-only by construction), never to an arbitrary URL. The
// server checks it when a plate is saved.

/** True for an endpoint a plate may name: display-callable, and not a session endpoint of the login group. */
export function isPlateSourceEndpoint(e: EndpointDef): boolean {
  // Session endpoints of the login group are display-callable but must never be a plate (logout, refresh).
  return e.display === true && !e.path.startsWith('/api/login/');
}

/** True when `path` is an endpoint of our own contract that a dashboard plate may name as its source. */
export function isPlateSource(path: string | null | undefined): boolean {
  return typeof path === 'string' && PLATE_SOURCES.has(path);
}

/** Every path a plate may name, sorted (configuration forms list them). */
export function plateSourcePaths(): string[] {
  return [...PLATE_SOURCES].sort();
}

const PLATE_SOURCES: ReadonlySet<string> = new Set(
  ALL_ENDPOINTS.filter(isPlateSourceEndpoint).map((e) => e.path),
);
