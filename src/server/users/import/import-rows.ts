import Ajv from 'ajv';
import type { Principal } from '../../auth/principal';
import { REQUEST_AJV_PLUGINS } from '../../calendar-day';
import { contractEnum } from '../../contract-enums';
import { loadContract } from '../../contract';
import type { Db } from '../../db/schema';
import { fieldErrorsOf, validationFailed, type FieldErrors } from '../../errors';
import { unstorableErrors } from '../../input-guard';
import type { Schema } from '../../operations';
import type { SchemaIssue } from '../../../shared/contract-messages';
import { userFieldErrors } from '../user-input';
import type { FileRow, ReadFile } from './import-file';

type Mapping = Schema<'UsersImportMapping'>;
type Field = keyof Mapping;
type UserInput = Schema<'UserInput'>;

/** A row of the file as the create form's body, and the fields already refused while building it. */
interface RowBody {
  body: Partial<UserInput>;
  errors: FieldErrors;
}

/** The create form's schema, checked as the request validator checks it (every issue, each with its schema for the words). */
const validateUserInput = (() => {
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: false });
  for (const plugin of REQUEST_AJV_PLUGINS) plugin(ajv, undefined);
  for (const [name, schema] of Object.entries(loadContract().components.schemas))
    ajv.addSchema(schema, `#/components/schemas/${name}`);
  return ajv.compile({ $ref: '#/components/schemas/UserInput' });
})();

/** Each mapped field's column in the file; a heading the file lacks is a 422 at that field of the mapping. */
export function columnsOf(mapping: Mapping, headings: string[]): Partial<Record<Field, number>> {
  const lowered = headings.map((heading) => heading.toLowerCase());
  const errors: FieldErrors = {};
  const columns: Partial<Record<Field, number>> = {};
  for (const [field, heading] of Object.entries(mapping) as [Field, string][]) {
    const column = lowered.indexOf(heading.trim().toLowerCase());
    if (column === -1) errors[`mapping.${field}`] = [`The file has no column headed "${heading.trim()}".`];
    else columns[field] = column;
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return columns;
}

/** Names and codes as the file writes them (any case), to the ids the create form sends. */
export class ImportLookups {
  private constructor(
    private readonly roles: Map<string, number>,
    private readonly tpas: Map<string, number>,
    private readonly ministries: Map<string, number>,
  ) {}

  /** Roles, TPAs and ministries are small tables (the catalogue and the organisations): read once. */
  static async load(db: Db): Promise<ImportLookups> {
    const byName = (rows: { id: number; name: string; code?: string }[]) =>
      new Map(rows.flatMap((row) => [row.code, row.name].filter(Boolean).map((key) => [key!.toLowerCase(), row.id])));
    return new ImportLookups(
      byName(await db.selectFrom('roles').select(['id', 'name']).execute()),
      byName(await db.selectFrom('tpas').select(['id', 'name', 'code']).execute()),
      byName(await db.selectFrom('ministries').select(['id', 'name', 'code']).execute()),
    );
  }

  /** The roles a cell names, separated by ";"; the names no role has. */
  roleIds(cell: string): { ids: number[]; unknown: string[] } {
    const names = cell
      .split(';')
      .map((name) => name.trim())
      .filter(Boolean);
    const unknown = names.filter((name) => !this.roles.has(name.toLowerCase()));
    return { ids: names.flatMap((name) => this.roles.get(name.toLowerCase()) ?? []), unknown };
  }

  organisationId(field: 'tpa_id' | 'ministry_id', cell: string): number | undefined {
    return (field === 'tpa_id' ? this.tpas : this.ministries).get(cell.toLowerCase());
  }
}

const USER_TYPES = new Map(contractEnum('UserType').map((type) => [type.toLowerCase(), type]));
const TEXT_FIELDS = ['first_name', 'middle_name', 'last_name', 'email', 'phone'] as const;
const ORGANISATION_NOUNS = { tpa_id: 'TPA', ministry_id: 'ministry' } as const;

/** A row's cells as the create form's body; an empty cell is a field left out. */
function rowBody(row: FileRow, columns: Partial<Record<Field, number>>, lookups: ImportLookups): RowBody {
  const cell = (field: Field) => (columns[field] === undefined ? '' : (row.cells[columns[field]] ?? ''));
  const body: Partial<UserInput> = {};
  const errors: FieldErrors = {};
  for (const field of TEXT_FIELDS) if (cell(field) !== '') body[field] = cell(field);
  if (cell('user_type') !== '')
    body.user_type = (USER_TYPES.get(cell('user_type').toLowerCase()) ?? cell('user_type')) as UserInput['user_type'];
  if (cell('role_ids') !== '') {
    const { ids, unknown } = lookups.roleIds(cell('role_ids'));
    if (unknown.length > 0) errors.role_ids = [`No role is named ${unknown.map((name) => `"${name}"`).join(', ')}.`];
    else body.role_ids = ids;
  }
  for (const field of ['tpa_id', 'ministry_id'] as const) {
    if (cell(field) === '') continue;
    const id = lookups.organisationId(field, cell(field));
    if (id === undefined) errors[field] = [`No ${ORGANISATION_NOUNS[field]} has the code or name "${cell(field)}".`];
    else body[field] = id;
  }
  return { body, errors };
}

/** The email as the database compares it (unique ignoring case). */
const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * Every row's mistakes by the create form's rules (its schema's words, then userFieldErrors on the
 * fields the schema let through, as a refused form's body hears them), and an email an earlier row
 * of the file already has. Reads only.
 */
export async function rowErrors(
  db: Db,
  principal: Principal,
  file: ReadFile,
  columns: Partial<Record<Field, number>>,
): Promise<{ row: number; errors: FieldErrors }[]> {
  const lookups = await ImportLookups.load(db);
  const firstRowOfEmail = new Map<string, number>();
  const refused: { row: number; errors: FieldErrors }[] = [];
  for (const row of file.rows) {
    const { body, errors } = rowBody(row, columns, lookups);
    if (!validateUserInput(body)) Object.assign(errors, fieldErrorsOf(validateUserInput.errors as SchemaIssue[]));
    for (const [field, messages] of Object.entries(unstorableErrors(body))) errors[field] ??= messages;
    const sound = Object.fromEntries(Object.entries(body).filter(([field]) => !errors[field]));
    const database = await userFieldErrors(db, principal, sound, sound.user_type as string | undefined);
    for (const [field, messages] of Object.entries(database)) errors[field] ??= messages;
    if (body.email !== undefined && !errors.email) {
      const earlier = firstRowOfEmail.get(emailKey(body.email));
      if (earlier !== undefined) errors.email = [`This email address is also on row ${earlier} of the file.`];
      else firstRowOfEmail.set(emailKey(body.email), row.row);
    }
    if (Object.keys(errors).length > 0) refused.push({ row: row.row, errors });
  }
  return refused;
}
