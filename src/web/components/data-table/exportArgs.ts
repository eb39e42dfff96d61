import { withXlsxExtension } from './exportFileName';
import type { ExportQueryArgs, ListQueryArgs } from './types';

/** The export call for a list view: its filters, search and sort, without its page size; one batch to a named file. */
export function exportArgsOf(listArgs: ListQueryArgs, fileName: string, batch: number): ExportQueryArgs {
  const { itemsPerPage: _perPage, cursor: _cursor, ...query } = listArgs;
  return { ...query, batch, exportFileName: withXlsxExtension(fileName) };
}
