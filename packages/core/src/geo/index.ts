export * from './constants';
export * from './coords';
export * from './polygon';
export * from './tile-template';
