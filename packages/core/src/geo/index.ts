export * from './constants';
export * from './coords';
export * from './distance';
export * from './polygon';
export * from './tile-template';
