export * from './abnormal';
export * from './occupation';
export * from './process';
