export { DataTable } from './DataTable';
export type { DataTableColumn, DataTableProps, FilterDefinition, FilterOption } from './types';
