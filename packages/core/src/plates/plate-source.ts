import { z } from 'zod';
import type { EndpointDef } from '../contract/define';
import { PLATE_SOURCE_TIMEOUTS } from '../contract/plate-source-paths';

// The body is the plate's resolved parameters and the result whatever the endpoint answers: the server
// validates the body against the endpoint's schema and answers 300 naming the fields at fault.
const ANY_BODY = z.record(z.string(), z.unknown());
const ANY_RESULT = z.unknown();

/** True when a plate may call `path`: an endpoint of our contract that wall-screen display tokens may call. */
export function isPlateSourcePath(path: string): boolean {
  return Object.hasOwn(PLATE_SOURCE_TIMEOUTS, path);
}

/**
 * The call of a plate source at `path`, or undefined when a plate may not call it. It is checked against the
 * contract's static list of plate sources, and no group of the contract is loaded first: loading the group
 * that declares the path (its zod schemas, a chunk queued behind the page's) held every plate's request
 * back by 0.1–0.4 s on a first load.
 */
export function plateSourceEndpoint(path: string): EndpointDef | undefined {
  if (!isPlateSourcePath(path)) return undefined;
  return {
    path: path as EndpointDef['path'],
    summary: '大屏板块数据源',
    body: ANY_BODY,
    result: ANY_RESULT,
    access: 'session',
    display: true,
    timeoutMs: PLATE_SOURCE_TIMEOUTS[path] || undefined,
  };
}
