export { DataTable } from './DataTable';
export { Pager } from './Pager';
export type { DataTableColumn, DataTableProps, FilterDefinition, FilterOption, TableSelection } from './types';
export { TagList } from './TagList';
export type { RowDetailProps } from './useOpenedRow';
