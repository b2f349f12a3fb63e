export * from './abnormal';
export * from './alarm';
export * from './labels';
export * from './occupation';
export * from './process';
