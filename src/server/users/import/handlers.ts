import { principalOf, type AppContext, type OperationHandlers } from '../../context';
import { readUsersFile } from './import-file';
import { columnsOf, rowErrors } from './import-rows';

/** Importing users from a file (docs/records.md, Importing users): the dry run that checks every row and writes nothing. */
export function userImportHandlers(ctx: AppContext): OperationHandlers {
  return {
    async dryRunUsersImport(request) {
      const { file_name, file, mapping } = request.body;
      const read = await readUsersFile(file_name, file, ctx.settings.importFileLimitBytes);
      const refused = await rowErrors(ctx.db, principalOf(request), read, columnsOf(mapping, read.headings));
      return {
        total_rows: read.rows.length,
        valid_rows: read.rows.length - refused.length,
        invalid_rows: refused.length,
        row_errors: refused,
      };
    },
  };
}
