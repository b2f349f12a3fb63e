import { archiveEndpoints } from './archive';
import type { EndpointDef } from './define';
import { foundationEndpoints } from './foundation';
import { gisdataEndpoints } from './gisdata';
import { importerEndpoints } from './importer';
import { loginEndpoints } from './login';
import { portalEndpoints } from './portal';
import { produceEndpoints } from './produce';
import { systemEndpoints } from './system';

export * from './archive';
export * from './common';
export * from './define';
export * from './foundation';
export * from './gisdata';
export * from './importer';
export * from './login';
export * from './permissions';
export * from './plate-source';
export * from './plate-view';
export * from './portal';
export * from './produce';
export * from './system';

/** Every endpoint by service group; a new group is added here once and both apps see it. */
export const api = {
  login: loginEndpoints,
  foundation: foundationEndpoints,
  portal: portalEndpoints,
  system: systemEndpoints,
  produce: produceEndpoints,
  gisdata: gisdataEndpoints,
  importer: importerEndpoints,
  archive: archiveEndpoints,
};

/** Every endpoint as a flat list (server binding, OpenAPI, the authorization walk test). */
export const ALL_ENDPOINTS: readonly EndpointDef[] = Object.values(api).flatMap((group) =>
  Object.values(group),
);
