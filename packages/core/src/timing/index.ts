export * from './constants';
export * from './countdown';
export * from './debounce';
export * from './triple-enter';
