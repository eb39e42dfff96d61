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
import { sql } from 'kysely';
import { holdsPermissionBeyond } from '../user-authority';
import { checkedUserOf, userFieldErrors, type CheckedUser, type StoredUser } from '../user-input';
import { rolesByUser } from '../user-roles';
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
export const emailKey = (email: string) => email.trim().toLowerCase();

export type ImportMode = Schema<'UsersImportMode'>;

/** The user who already has a row's email, as the row is compared with and checked against. */
export interface ExistingUser extends StoredUser {
  email: string;
  user_type: string;
  first_name: string;
  last_name: string;
  current_role_id: number | null;
}

/** What a row does to the users, once checked: or its mistakes, per field. */
export type RowPlan =
  | { action: 'create'; input: CheckedUser; userType: string }
  | { action: 'update'; input: CheckedUser; user: ExistingUser }
  | { action: 'unchanged'; user: ExistingUser }
  | { action: 'refused'; errors: FieldErrors };

/** The user with this email, if any; locked for the rest of the transaction when `lock`. */
export async function existingUser(
  db: Db,
  email: string,
  { lock }: { lock: boolean },
): Promise<ExistingUser | undefined> {
  const query = db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'user_type',
      'first_name',
      'middle_name',
      'last_name',
      'phone',
      'tpa_id',
      'ministry_id',
      'current_role_id',
    ])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', emailKey(email)));
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!row) return undefined;
  const roles = (await rolesByUser(db, [row.id])).get(row.id) ?? [];
  return { ...row, role_ids: roles.map((role) => role.id) };
}

/** Whether importing the row would leave its user as they are: an optional cell left empty keeps the user's value. */
function equalsUser(user: ExistingUser, body: Partial<UserInput>): boolean {
  const same = (field: 'middle_name' | 'phone' | 'tpa_id' | 'ministry_id') =>
    body[field] === undefined || body[field] === user[field];
  return (
    body.user_type === user.user_type &&
    body.first_name === user.first_name &&
    body.last_name === user.last_name &&
    (['middle_name', 'phone', 'tpa_id', 'ministry_id'] as const).every(same) &&
    (body.role_ids ?? []).every((id) => user.role_ids.includes(id))
  );
}

/** An import adds the file's roles to a user's and never takes one away (docs/records.md, Importing users). */
const withHeldRoles = (body: Partial<UserInput>, user: ExistingUser): Partial<UserInput> => ({
  ...body,
  role_ids: [...new Set([...user.role_ids, ...(body.role_ids ?? [])])],
});

async function holdsMoreThan(db: Db, principal: Principal, userId: number): Promise<boolean> {
  const beyond = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where(holdsPermissionBeyond(principal, sql.ref('users.id')))
    .executeTakeFirst();
  return beyond !== undefined;
}

/**
 * What a row of the file does, by the create and edit forms' rules that need the database, the
 * fields already refused (`errors`, which it adds to) left out: a row equal to the user with its
 * email changes nothing; otherwise create_only creates a user (an email taken is the form's
 * refusal), and update_matching updates the user with its email as the edit form would (same
 * user type, not a user holding a permission the caller lacks, the file's roles added). Both the
 * request's checks and the job (again, when it reaches the row) ask it. Reads only.
 */
export async function planRow(
  db: Db,
  principal: Principal,
  mode: ImportMode,
  body: Partial<UserInput>,
  errors: FieldErrors,
  { lock }: { lock: boolean },
): Promise<RowPlan> {
  const user = body.email !== undefined && !errors.email ? await existingUser(db, body.email, { lock }) : undefined;
  const noMistakes = Object.keys(errors).length === 0;
  if (user && noMistakes && equalsUser(user, body)) return { action: 'unchanged', user };
  const updating = user !== undefined && mode === 'update_matching';
  const checked = updating ? withHeldRoles(body, user) : body;
  const sound = Object.fromEntries(Object.entries(checked).filter(([field]) => !errors[field]));
  if (updating && body.user_type !== undefined && body.user_type !== user.user_type)
    errors.user_type ??= [`This user is ${user.user_type}: an import cannot change a user's type.`];
  const userType = updating ? user.user_type : (sound.user_type as string | undefined);
  const database = await userFieldErrors(db, principal, sound, userType, updating ? user : undefined);
  for (const [field, messages] of Object.entries(database)) errors[field] ??= messages;
  if (updating && (await holdsMoreThan(db, principal, user.id)))
    errors.email ??= ['You cannot change this user: they hold permissions you do not have.'];
  if (Object.keys(errors).length > 0) return { action: 'refused', errors };
  const fields = checked as UserInput;
  if (updating) return { action: 'update', input: checkedUserOf(fields, user), user };
  return { action: 'create', input: checkedUserOf(fields), userType: fields.user_type };
}

/** A row the checks accept: the create form's body, and what it would do. */
export interface AcceptedRow {
  row: number;
  body: Partial<UserInput>;
  action: 'create' | 'update' | 'unchanged';
}

/** Every row of a file checked: those accepted in the file's order, and every refused row's mistakes. */
export interface CheckedRows {
  accepted: AcceptedRow[];
  refused: { row: number; errors: FieldErrors }[];
}

/**
 * Every row's mistakes by the create form's rules (its schema's words, then planRow's rules on
 * the fields the schema let through, as a refused form's body hears them), and an email an
 * earlier row of the file already has. Reads only.
 */
export async function checkRows(
  db: Db,
  principal: Principal,
  file: ReadFile,
  columns: Partial<Record<Field, number>>,
  mode: ImportMode,
): Promise<CheckedRows> {
  const lookups = await ImportLookups.load(db);
  const firstRowOfEmail = new Map<string, number>();
  const checked: CheckedRows = { accepted: [], refused: [] };
  for (const row of file.rows) {
    const { body, errors } = rowBody(row, columns, lookups);
    if (!validateUserInput(body)) Object.assign(errors, fieldErrorsOf(validateUserInput.errors as SchemaIssue[]));
    for (const [field, messages] of Object.entries(unstorableErrors(body))) errors[field] ??= messages;
    const plan = await planRow(db, principal, mode, body, errors, { lock: false });
    if (body.email !== undefined && !errors.email) {
      const earlier = firstRowOfEmail.get(emailKey(body.email));
      if (earlier !== undefined) errors.email = [`This email address is also on row ${earlier} of the file.`];
      else firstRowOfEmail.set(emailKey(body.email), row.row);
    }
    if (Object.keys(errors).length > 0) checked.refused.push({ row: row.row, errors });
    else if (plan.action !== 'refused') checked.accepted.push({ row: row.row, body, action: plan.action });
  }
  return checked;
}
