export * from './color';
export * from './coordinates';
export * from './link';
export * from './schemas';
export * from './alarm-rule';
