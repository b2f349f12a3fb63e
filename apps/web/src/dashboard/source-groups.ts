import { type EndpointDef, isPlateSourceEndpoint } from '@fengshou/core/contract';

type GroupModule = Record<string, unknown>;

/**
 * The contract groups serving each service of the paths (`/api/<service>/gov/…`), loaded when a plate
 * names one. A dashboard evaluates the schemas of the groups its plates use (the statistics, nearly
 * always) instead of the whole contract: building every group's zod schemas cost a wall-screen PC about
 * 100 ms in the middle of the first load. A service missing here refuses its paths; the test checks
 * every plate source of the contract is found.
 */
const GROUPS_OF_SERVICE: Readonly<Record<string, () => Promise<GroupModule>[]>> = {
  archive: () => [
    import('@fengshou/core/contract/archive'),
    import('@fengshou/core/contract/others'),
    import('@fengshou/core/contract/rural-economy'),
  ],
  foundation: () => [import('@fengshou/core/contract/foundation')],
  gisdata: () => [
    import('@fengshou/core/contract/gisdata'),
    import('@fengshou/core/contract/gis'),
    import('@fengshou/core/contract/imagery'),
    import('@fengshou/core/contract/iot'),
    import('@fengshou/core/contract/rural-economy'),
  ],
  nongwei: () => [import('@fengshou/core/contract/nongwei'), import('@fengshou/core/contract/machinery')],
  others: () => [import('@fengshou/core/contract/others'), import('@fengshou/core/contract/machinery')],
  portal: () => [import('@fengshou/core/contract/portal')],
  produce: () => [
    import('@fengshou/core/contract/produce'),
    import('@fengshou/core/contract/farm-ops'),
    import('@fengshou/core/contract/plots'),
    import('@fengshou/core/contract/certificates'),
    import('@fengshou/core/contract/prices'),
    import('@fengshou/core/contract/iot'),
    import('@fengshou/core/contract/camera'),
    import('@fengshou/core/contract/open-iot'),
    import('@fengshou/core/contract/pest'),
    import('@fengshou/core/contract/livestock'),
  ],
  system: () => [import('@fengshou/core/contract/system')],
};

/** The service segment of a path (`archive` of `/api/archive/gov/…`), if it has a loader. */
export function serviceOf(path: string): string | undefined {
  const service = path.split('/')[2] ?? '';
  return Object.hasOwn(GROUPS_OF_SERVICE, service) ? service : undefined;
}

const isEndpoint = (v: unknown): v is EndpointDef =>
  typeof v === 'object' && v !== null && typeof (v as EndpointDef).path === 'string' && 'body' in v;

const found = new Map<string, Promise<EndpointDef | undefined>>();

/** The plate-source endpoint at `path`, or undefined when no group declares one a plate may call. */
export function plateEndpoint(path: string): Promise<EndpointDef | undefined> {
  let hit = found.get(path);
  if (!hit) {
    const service = serviceOf(path);
    hit = service
      ? Promise.all(GROUPS_OF_SERVICE[service]!()).then((groups) =>
          groups
            .flatMap((g) => Object.values(g))
            .find((v): v is EndpointDef => isEndpoint(v) && v.path === path && isPlateSourceEndpoint(v)),
        )
      : Promise.resolve(undefined);
    found.set(path, hit);
    // A chunk that failed to load (network) is asked again next time.
    hit.catch(() => found.delete(path));
  }
  return hit;
}
