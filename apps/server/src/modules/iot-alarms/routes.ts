import type { Route } from '../../http/route';
import { alarmRoutes } from './alarm-routes';
import { ruleRoutes } from './rule-routes';

/** Alarm lifecycle (iot:alarm) and alarm rule administration (device:manage). */
export const iotAlarmRoutes: Route[] = [...alarmRoutes, ...ruleRoutes];
