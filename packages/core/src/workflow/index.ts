export * from './abnormal';
export * from './alarm';
export * from './field-stage';
export * from './labels';
export * from './occupation';
export * from './process';
