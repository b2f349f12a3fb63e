export { DetailSection } from './detail-section';
export { type Field, FieldList, shown } from './field-list';
export { PageFrame } from './page-frame';
export { useRouteId } from './route-id';
export { type Stat, StatStrip } from './stat-strip';
