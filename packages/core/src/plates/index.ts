// How a plate turns its data source's answer into what it draws, shared by the screen and the server's
// briefings so both print the same figures: the request, the shaping, the view and the chart options.
export * from './area-context';
export * from './area-map-option';
export * from './area-regions';
export * from './bar-option';
export * from './chart-kit';
export * from './chart-option';
export * from './chart-theme';
export * from './dashboard-context';
export * from './data-source';
export * from './gauge-option';
export * from './line-option';
export * from './linkage';
export * from './map-option';
export * from './missing';
export * from './period';
export * from './pie-option';
export * from './plate-source';
export * from './printed';
export * from './shape';
export * from './skins';
export * from './view-of';
