import type { Principal } from '../../auth/principal';
import { requireRecentSecondFactor } from '../../auth/two-factor/step-up';
import { originOf, principalOf, type AppContext, type OperationHandlers } from '../../context';
import { HttpError, notFound, validationFailed, type FieldErrors } from '../../errors';
import type { Schema } from '../../operations';
import { ImportChecks } from './import-checks';
import { importErrorsWorkbook } from './import-errors-file';
import { readUsersFile } from './import-file';
import { recordImportJob, toImportJob } from './import-jobs';
import { checkRows, columnsOf, type CheckedRows } from './import-rows';

/** The name of the errors' workbook: the file's own, so the two sort together in a downloads folder. */
const errorsFileName = (fileName: string) => `${fileName.trim().replace(/\.[^.]*$/, '')} - errors.xlsx`;

/** How many of the caller's imports their list shows. */
const RECENT_IMPORTS = 20;

/** Every refused row's mistakes as the Error shape's fields: `rows.<row>.<field>`. */
function refusedRows(refused: CheckedRows['refused']): HttpError {
  const errors: FieldErrors = {};
  for (const { row, errors: fields } of refused)
    for (const [field, messages] of Object.entries(fields)) errors[`rows.${row}.${field}`] = messages;
  const count =
    refused.length === 1 ? '1 row of the file has mistakes' : `${refused.length} rows of the file have mistakes`;
  return new HttpError(
    422,
    `${count}, so nothing was imported. Correct them (the dry run lists every one), then import the file again.`,
    errors,
  );
}

/**
 * Importing users from a file (docs/records.md, Importing users): its headings, the dry run that
 * checks every row and writes nothing (and its errors as a workbook), the commit as a job, and the jobs.
 */
export function userImportHandlers(ctx: AppContext): OperationHandlers {
  const limit = ctx.settings.importFileLimitBytes;
  const checks = new ImportChecks();
  /** Every row of the file checked by the create form's rules, in its mode; reads only. */
  const check = ({ file_name, file, mapping, mode = 'create_only' }: Schema<'UsersImportFile'>, principal: Principal) =>
    checks.run(principal.id, async () => {
      const read = await readUsersFile(file_name, file, limit);
      const columns = columnsOf(mapping, read.headings);
      const headingOf = (field: string) => read.headings[columns[field as keyof typeof columns] ?? -1];
      return { read, headingOf, mode, ...(await checkRows(ctx.db, principal, read, columns, mode)) };
    });
  return {
    async readUsersImportHeadings(request) {
      const { file_name, file } = request.body;
      const { headings } = await checks.run(principalOf(request).id, () =>
        readUsersFile(file_name, file, limit, { headingsOnly: true }),
      );
      return { headings };
    },

    async dryRunUsersImport(request) {
      const { read, accepted, refused } = await check(request.body, principalOf(request));
      const counted = (action: string) => accepted.filter((row) => row.action === action).length;
      return {
        total_rows: read.rows.length,
        valid_rows: accepted.length,
        invalid_rows: refused.length,
        to_create: counted('create'),
        to_update: counted('update'),
        unchanged: counted('unchanged'),
        row_errors: refused,
      };
    },

    async downloadUsersImportErrors(request) {
      const { refused, headingOf } = await check(request.body, principalOf(request));
      const workbook = await importErrorsWorkbook(refused, headingOf);
      return { file_name: errorsFileName(request.body.file_name), file: workbook.toString('base64') };
    },

    async commitUsersImport(request, reply) {
      const principal = principalOf(request);
      const { read, mode, accepted, refused } = await check(request.body, principal);
      if (read.rows.length === 0)
        throw validationFailed({ file: ['The file has a heading row but no users: add one user a row.'] });
      if (refused.length > 0) throw refusedRows(refused);
      const job = await ctx.db.transaction().execute(async (trx) => {
        await requireRecentSecondFactor(ctx, request, trx);
        const fileName = request.body.file_name.trim();
        const origin = originOf(request);
        return recordImportJob(trx, { userId: principal.id, fileName, mode, origin, now: ctx.clock() }, accepted);
      });
      ctx.importWorker.wake();
      return reply.status(202).send(toImportJob(job));
    },

    async getUsersImport(request) {
      const job = await ctx.db
        .selectFrom('import_jobs')
        .selectAll()
        .where('id', '=', request.params.importJob)
        .executeTakeFirst();
      if (!job) throw notFound('import');
      // Its rows' messages name people of the file: the starter's alone, as a bulk change is its maker's.
      if (job.user_id !== principalOf(request).id)
        throw new HttpError(403, 'Only the user who started an import may follow it.');
      return toImportJob(job);
    },

    async listMyUsersImports(request) {
      const jobs = await ctx.db
        .selectFrom('import_jobs')
        .selectAll()
        .where('user_id', '=', principalOf(request).id)
        .orderBy('id', 'desc')
        .limit(RECENT_IMPORTS)
        .execute();
      return { imports: jobs.map(toImportJob) };
    },
  };
}
