import {
  type BodyOf,
  getDeviceConnection,
  type listAdminDevices,
  listDeviceProfiles,
  type ResultOf,
} from '@fengshou/core/contract';
import { useApiQuery } from '../../../api';
import { type ConnectionInfo, DEFAULT_CONNECTION } from './connection';

/** A device as the registry list answers it. */
export type AdminDevice = ResultOf<typeof listAdminDevices>['list'][number];
/** A device profile of the catalogue. */
export type DeviceProfile = ResultOf<typeof listDeviceProfiles>[number];
/** The body of the registry list. */
export type AdminDeviceQuery = BodyOf<typeof listAdminDevices>;

/** A token just issued, shown once. */
export interface IssuedToken {
  deviceId: number;
  deviceSn: string;
  deviceName: string;
  token: string;
  issuedAt: string;
}

/** The profile catalogue (rarely changes: kept a few minutes). */
export function useProfiles() {
  return useApiQuery(listDeviceProfiles, {}, { staleTime: 300_000 });
}

/** Where devices connect, as the server states it; the defaults until it answers. */
export function useConnection(): ConnectionInfo {
  const q = useApiQuery(getDeviceConnection, {}, { staleTime: 300_000, notify: false });
  return q.data ?? DEFAULT_CONNECTION;
}

/** Field labels of the device form, for the fields a refusal names. */
export const DEVICE_FIELD_LABELS: Readonly<Record<string, string>> = {
  deviceSn: '设备序列号',
  deviceName: '设备名称',
  profileId: '设备模型',
  farmId: '所属基地',
  lng: '经度',
  lat: '纬度',
  manufacturer: '厂商',
  model: '型号',
  installDate: '安装日期',
  username: 'MQTT 用户名',
  password: 'MQTT 密码',
  deviceIds: '设备',
};
