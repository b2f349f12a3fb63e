export * from './abnormal';
export * from './labels';
export * from './occupation';
export * from './process';
export * from './alarm';
