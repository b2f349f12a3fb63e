import type { EndpointDef } from './define';
import { foundationEndpoints } from './foundation';
import { loginEndpoints } from './login';
import { portalEndpoints } from './portal';

export * from './common';
export * from './define';
export * from './foundation';
export * from './login';
export * from './permissions';
export * from './portal';

/** Every endpoint by service group; a new group is added here once and both apps see it. */
export const api = {
  login: loginEndpoints,
  foundation: foundationEndpoints,
  portal: portalEndpoints,
};

/** Every endpoint as a flat list (server binding, OpenAPI, the authorization walk test). */
export const ALL_ENDPOINTS: readonly EndpointDef[] = Object.values(api).flatMap((group) =>
  Object.values(group),
);
