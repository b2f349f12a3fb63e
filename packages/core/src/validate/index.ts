export * from './alarm-rule';
export * from './color';
export * from './coordinates';
export * from './link';
export * from './schemas';
