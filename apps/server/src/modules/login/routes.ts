import type { Route } from '../../http/route';
import { displayRoutes } from './display-routes';
import { playlistRoutes } from './playlist-routes';
import { sessionRoutes } from './session-routes';
import { smsRoutes } from './sms-routes';
import { subjectRoutes } from './subject-routes';

/** Handlers of the login service group. */
export const loginRoutes: Route[] = [
  ...sessionRoutes,
  ...subjectRoutes,
  ...smsRoutes,
  ...displayRoutes,
  ...playlistRoutes,
];
