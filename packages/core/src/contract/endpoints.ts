import { agriProductEndpoints } from './agri-products';
import { archiveEndpoints } from './archive';
import { auditEndpoints } from './audit';
import { briefingsEndpoints } from './briefings';
import { cameraEndpoints } from './camera';
import { cameraRelayEndpoints } from './camera-relays';
import { certificateEndpoints } from './certificates';
import { customDashboardEndpoints } from './custom-dashboards';
import { dashboardEditorEndpoints } from './dashboard-editor';
import type { EndpointDef } from './define';
import { deviceEndpoints } from './devices';
import { displayPlaylistEndpoints } from './display-playlists';
import { downloadsEndpoints } from './downloads';
import { exportsEndpoints } from './exports';
import { externalPageEndpoints } from './external-page';
import { farmOpsEndpoints } from './farm-ops';
import { farmRecordEndpoints } from './farm-records';
import { farmRegisterEndpoints } from './farm-registers';
import { farmSupervisionEndpoints } from './farm-supervision';
import { fieldcheckEndpoints } from './fieldcheck';
import { foundationEndpoints } from './foundation';
import { gisEndpoints } from './gis';
import { gisdataEndpoints } from './gisdata';
import { imageryEndpoints } from './imagery';
import { importerEndpoints } from './importer';
import { iotEndpoints } from './iot';
import { iotAlarmRuleEndpoints } from './iot-alarm-rules';
import { iotAlarmEndpoints } from './iot-alarms';
import { iotFoodEndpoints } from './iot-food';
import { landControlEndpoints } from './land-control';
import { landoccupyEndpoints } from './landoccupy';
import { livestockEndpoints } from './livestock';
import { loginEndpoints } from './login';
import { machineryEndpoints } from './machinery';
import { mapAnalysisEndpoints } from './map-analysis';
import { menuEditorEndpoints } from './menu-editor';
import { multispectralEndpoints } from './multispectral';
import { nongweiEndpoints } from './nongwei';
import { openIotEndpoints } from './open-iot';
import { othersEndpoints } from './others';
import { parkEndpoints } from './parks';
import { pestEndpoints } from './pest';
import { plotEndpoints } from './plots';
import { portalEndpoints } from './portal';
import { priceEndpoints } from './prices';
import { produceEndpoints } from './produce';
import { ruralEconomyEndpoints } from './rural-economy';
import { securityPolicyEndpoints } from './security-policy';
import { serviceOrderEndpoints } from './service-orders';
import { setupEndpoints } from './setup';
import { systemEndpoints } from './system';

/** Every endpoint by service group; a new group is added here once and both apps see it. */
export const api = {
  login: loginEndpoints,
  displayPlaylists: displayPlaylistEndpoints,
  foundation: foundationEndpoints,
  portal: portalEndpoints,
  externalPage: externalPageEndpoints,
  agriProducts: agriProductEndpoints,
  dashboardEditor: dashboardEditorEndpoints,
  menuEditor: menuEditorEndpoints,
  customDashboards: customDashboardEndpoints,
  system: systemEndpoints,
  audit: auditEndpoints,
  securityPolicy: securityPolicyEndpoints,
  setup: setupEndpoints,
  produce: produceEndpoints,
  gisdata: gisdataEndpoints,
  importer: importerEndpoints,
  farmOps: farmOpsEndpoints,
  farmRegisters: farmRegisterEndpoints,
  parks: parkEndpoints,
  farmRecords: farmRecordEndpoints,
  plots: plotEndpoints,
  certificates: certificateEndpoints,
  prices: priceEndpoints,
  gis: gisEndpoints,
  imagery: imageryEndpoints,
  exports: exportsEndpoints,
  downloads: downloadsEndpoints,
  briefings: briefingsEndpoints,
  archive: archiveEndpoints,
  landoccupy: landoccupyEndpoints,
  landControl: landControlEndpoints,
  mapAnalysis: mapAnalysisEndpoints,
  fieldcheck: fieldcheckEndpoints,
  iot: iotEndpoints,
  iotFood: iotFoodEndpoints,
  devices: deviceEndpoints,
  iotAlarms: iotAlarmEndpoints,
  iotAlarmRules: iotAlarmRuleEndpoints,
  camera: cameraEndpoints,
  cameraRelays: cameraRelayEndpoints,
  openIot: openIotEndpoints,
  pest: pestEndpoints,
  livestock: livestockEndpoints,
  nongwei: nongweiEndpoints,
  farmSupervision: farmSupervisionEndpoints,
  machinery: machineryEndpoints,
  serviceOrders: serviceOrderEndpoints,
  others: othersEndpoints,
  multispectral: multispectralEndpoints,
  ruralEconomy: ruralEconomyEndpoints,
};

/** Every endpoint as a flat list (server binding, OpenAPI, the authorization walk test). */
export const ALL_ENDPOINTS: readonly EndpointDef[] = Object.values(api).flatMap((group) =>
  Object.values(group),
);
