import { ALL_ENDPOINTS } from '@fengshou/core/contract';
import { aliasRoutes, type Route } from '../http/route';
import { agriProductRoutes } from './agri-products/routes';
import { archiveRoutes } from './archive/routes';
import { auditRoutes } from './audit/routes';
import { cameraRoutes } from './camera/routes';
import { certificateRoutes } from './certificates/routes';
import { devicesAdminRoutes } from './devices-admin/routes';
import { downloadsRoutes } from './downloads/routes';
import { exportsRoutes } from './exports/routes';
import { plotRoutes } from './farm-ops/plots-routes';
import { farmRecordRoutes } from './farm-ops/records-routes';
import { farmOpsRoutes } from './farm-ops/routes';
import { farmRegisterRoutes } from './farm-registers/routes';
import { fieldcheckRoutes } from './fieldcheck/routes';
import { foundationRoutes } from './foundation/routes';
import { imageryRoutes } from './gis/imagery-routes';
import { mapAnalysisRoutes } from './gis/map-analysis-routes';
import { gisRoutes } from './gis/routes';
import { gisdataRoutes } from './gisdata/routes';
import { importerRoutes } from './importer/routes';
import { iotRoutes } from './iot/routes';
import { iotAlarmRoutes } from './iot-alarms/routes';
import { landControlRoutes } from './landoccupy/analysis-routes';
import { landoccupyRoutes } from './landoccupy/routes';
import { landownerRoutes } from './landowner/routes';
import { livestockRoutes } from './livestock/routes';
import { loginRoutes } from './login/routes';
import { nongweiRoutes } from './nongwei/routes';
import { othersRoutes } from './others/routes';
import { parkRoutes } from './parks/routes';
import { pestRoutes } from './pest/routes';
import { portalRoutes } from './portal/routes';
import { priceRoutes } from './prices/routes';
import { produceRoutes } from './produce/routes';
import { ruralEconomyRoutes } from './rural-economy/routes';
import { securityPolicyRoutes } from './security-policy/routes';
import { setupRoutes } from './setup/routes';
import { systemRoutes } from './system/routes';

const MODULE_ROUTES: readonly Route[] = [
  ...loginRoutes,
  ...foundationRoutes,
  ...portalRoutes,
  ...agriProductRoutes,
  ...systemRoutes,
  ...auditRoutes,
  ...securityPolicyRoutes,
  ...setupRoutes,
  ...produceRoutes,
  ...gisdataRoutes,
  ...importerRoutes,
  ...farmOpsRoutes,
  ...farmRegisterRoutes,
  ...parkRoutes,
  ...plotRoutes,
  ...farmRecordRoutes,
  ...certificateRoutes,
  ...priceRoutes,
  ...gisRoutes,
  ...mapAnalysisRoutes,
  ...imageryRoutes,
  ...exportsRoutes,
  ...downloadsRoutes,
  ...archiveRoutes,
  ...landoccupyRoutes,
  ...landControlRoutes,
  ...fieldcheckRoutes,
  ...iotRoutes,
  ...devicesAdminRoutes,
  ...iotAlarmRoutes,
  ...cameraRoutes,
  ...pestRoutes,
  ...livestockRoutes,
  ...nongweiRoutes,
  ...othersRoutes,
  ...landownerRoutes,
  ...ruralEconomyRoutes,
];

/**
 * Every module's routes, and the contract's aliases bound to their originals' handlers; app.ts refuses to
 * start when a contract endpoint has no handler here.
 */
export const ALL_ROUTES: readonly Route[] = [...MODULE_ROUTES, ...aliasRoutes(ALL_ENDPOINTS, MODULE_ROUTES)];
