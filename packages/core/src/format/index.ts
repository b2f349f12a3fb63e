export * from './area';
export * from './constants';
export * from './mask';
export * from './number';
export * from './time';
