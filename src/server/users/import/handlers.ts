import type { Principal } from '../../auth/principal';
import { principalOf, type AppContext, type OperationHandlers } from '../../context';
import type { Schema } from '../../operations';
import { importErrorsWorkbook } from './import-errors-file';
import { readUsersFile } from './import-file';
import { columnsOf, rowErrors } from './import-rows';

/** The name of the errors' workbook: the file's own, so the two sort together in a downloads folder. */
const errorsFileName = (fileName: string) => `${fileName.trim().replace(/\.[^.]*$/, '')} - errors.xlsx`;

/** Importing users from a file (docs/records.md, Importing users): its headings, and the dry run that checks every row and writes nothing. */
export function userImportHandlers(ctx: AppContext): OperationHandlers {
  const limit = ctx.settings.importFileLimitBytes;
  /** Every row of the file checked by the create form's rules; reads only. */
  const check = async ({ file_name, file, mapping }: Schema<'UsersImportFile'>, principal: Principal) => {
    const read = await readUsersFile(file_name, file, limit);
    const columns = columnsOf(mapping, read.headings);
    const headingOf = (field: string) => read.headings[columns[field as keyof typeof columns] ?? -1];
    return { read, headingOf, refused: await rowErrors(ctx.db, principal, read, columns) };
  };
  return {
    async readUsersImportHeadings(request) {
      const { file_name, file } = request.body;
      const { headings } = await readUsersFile(file_name, file, limit, { headingsOnly: true });
      return { headings };
    },
    async dryRunUsersImport(request) {
      const { read, refused } = await check(request.body, principalOf(request));
      return {
        total_rows: read.rows.length,
        valid_rows: read.rows.length - refused.length,
        invalid_rows: refused.length,
        row_errors: refused,
      };
    },
    async downloadUsersImportErrors(request) {
      const { refused, headingOf } = await check(request.body, principalOf(request));
      const workbook = await importErrorsWorkbook(refused, headingOf);
      return { file_name: errorsFileName(request.body.file_name), file: workbook.toString('base64') };
    },
  };
}
