export { ExportButton, type ExportColumn } from './export-button';
export { exportColumnsOf } from './export-columns';
