import { getCamera, getCameraLiveUrl, startCameraPtz, stopCameraPtz } from './camera';
import { aliasEndpoint } from './define';
import {
  getIotDeviceDetail,
  getIotProperties,
  getIotPropertyHistory,
  getIotPropertyState,
  listIotDevicesByGroup,
  listIotDevicesBySerial,
  listIotGroups,
} from './iot';

// Spec §7 "IoT" names these calls a second time: the third-party group has "device detail and history",
// and "an open-IoT equivalent set exists" for property history, live url, camera get, PTZ start and stop,
// list by serial, property get and state, group list and list by group. They are the same calls for
// another client, so each is an alias: same body, result, permission and handler, another path.

const THIRD = '/api/produce/gov/thirdIot';
const OPEN = '/api/produce/gov/openIot';

export const getThirdIotDeviceDetail = aliasEndpoint(getIotDeviceDetail, `${THIRD}/device/detail`);
export const getThirdIotDeviceHistory = aliasEndpoint(getIotPropertyHistory, `${THIRD}/device/history`);

export const getOpenIotPropertyHistory = aliasEndpoint(getIotPropertyHistory, `${OPEN}/property/history`);
export const getOpenIotCameraLiveUrl = aliasEndpoint(getCameraLiveUrl, `${OPEN}/camera/liveUrl`);
export const getOpenIotCamera = aliasEndpoint(getCamera, `${OPEN}/camera/get`);
export const startOpenIotCameraPtz = aliasEndpoint(startCameraPtz, `${OPEN}/camera/ptz/start`);
export const stopOpenIotCameraPtz = aliasEndpoint(stopCameraPtz, `${OPEN}/camera/ptz/stop`);
export const listOpenIotDevicesBySerial = aliasEndpoint(
  listIotDevicesBySerial,
  `${OPEN}/device/listBySerial`,
);
export const getOpenIotProperties = aliasEndpoint(getIotProperties, `${OPEN}/property/get`);
export const getOpenIotPropertyState = aliasEndpoint(getIotPropertyState, `${OPEN}/property/state`);
export const listOpenIotGroups = aliasEndpoint(listIotGroups, `${OPEN}/group/list`);
export const listOpenIotDevicesByGroup = aliasEndpoint(listIotDevicesByGroup, `${OPEN}/device/listByGroup`);

/** The third-party device detail and history and the open-IoT set: aliases of the IoT and camera calls. */
export const openIotEndpoints = {
  getThirdIotDeviceDetail,
  getThirdIotDeviceHistory,
  getOpenIotPropertyHistory,
  getOpenIotCameraLiveUrl,
  getOpenIotCamera,
  startOpenIotCameraPtz,
  stopOpenIotCameraPtz,
  listOpenIotDevicesBySerial,
  getOpenIotProperties,
  getOpenIotPropertyState,
  listOpenIotGroups,
  listOpenIotDevicesByGroup,
};
