export { ExportButton, type ExportColumn } from './export-button';
export { exportColumnsOf } from './export-columns';
export { TableExport } from './table-export';
