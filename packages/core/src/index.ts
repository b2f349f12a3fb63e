// Pure spec rules shared by the server and the browser; the API contract is exported separately from './contract'.
export * from './codes';
export * from './datasource';
export * from './dict';
export * from './format';
export * from './geo';
export * from './time';
export * from './timing';
export * from './validate';
export * from './workflow';
