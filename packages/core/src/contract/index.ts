import type { EndpointDef } from './define';
import { exportsEndpoints } from './exports';
import { foundationEndpoints } from './foundation';
import { gisdataEndpoints } from './gisdata';
import { importerEndpoints } from './importer';
import { loginEndpoints } from './login';
import { machineryEndpoints } from './machinery';
import { nongweiEndpoints } from './nongwei';
import { othersEndpoints } from './others';
import { portalEndpoints } from './portal';
import { produceEndpoints } from './produce';
import { ruralEconomyEndpoints } from './rural-economy';
import { systemEndpoints } from './system';

export * from './area-list';
export * from './common';
export * from './define';
export * from './exports';
export * from './foundation';
export * from './gisdata';
export * from './importer';
export * from './list-labels';
export * from './login';
export * from './machinery';
export * from './nongwei';
export * from './others';
export * from './permissions';
export * from './portal';
export * from './produce';
export * from './rural-economy';
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
  exports: exportsEndpoints,
  nongwei: nongweiEndpoints,
  machinery: machineryEndpoints,
  others: othersEndpoints,
  ruralEconomy: ruralEconomyEndpoints,
};

/** Every endpoint as a flat list (server binding, OpenAPI, the authorization walk test). */
export const ALL_ENDPOINTS: readonly EndpointDef[] = Object.values(api).flatMap((group) =>
  Object.values(group),
);
