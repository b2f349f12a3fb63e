export * from './alarm-rule';
export * from './color';
export * from './coordinates';
export * from './link';
export * from './password';
export * from './schemas';
export * from './strict';
export * from './strict-probes';
