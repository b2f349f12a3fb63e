export { profileCurve } from './curves';
export { DEMO_SERIAL, demoDeviceToken, demoTokenHash } from './demo-credentials';
export { loadDemoDevices, startDemoSimulator } from './demo-fleet';
export { Fleet, type FleetOptions, type FleetStats } from './fleet';
export { DeviceHttpError, HttpLink } from './http-link';
export { MqttLink } from './mqtt-link';
export { AdminApi, DemoProvisioner, type Provisioner, RegistryProvisioner } from './provision';
export type { DeviceLink, SimDeviceSpec, SimProfile, SimProperty, ValueSource } from './types';
