import { certificateEndpoints } from './certificates';
import type { EndpointDef } from './define';
import { farmOpsEndpoints } from './farm-ops';
import { foundationEndpoints } from './foundation';
import { gisdataEndpoints } from './gisdata';
import { importerEndpoints } from './importer';
import { loginEndpoints } from './login';
import { plotEndpoints } from './plots';
import { portalEndpoints } from './portal';
import { priceEndpoints } from './prices';
import { produceEndpoints } from './produce';
import { systemEndpoints } from './system';

export * from './certificates';
export * from './common';
export * from './define';
export * from './farm-ops';
export * from './foundation';
export * from './gisdata';
export * from './importer';
export * from './login';
export * from './permissions';
export * from './plots';
export * from './portal';
export * from './prices';
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
  farmOps: farmOpsEndpoints,
  plots: plotEndpoints,
  certificates: certificateEndpoints,
  prices: priceEndpoints,
};

/** Every endpoint as a flat list (server binding, OpenAPI, the authorization walk test). */
export const ALL_ENDPOINTS: readonly EndpointDef[] = Object.values(api).flatMap((group) =>
  Object.values(group),
);
