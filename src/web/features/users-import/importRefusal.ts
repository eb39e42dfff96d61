import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { describeFailure, toApiFailure } from '../../api/apiFailure';
import type { UsersImportRowErrors } from '../../api/generated';

/** A refused call of the import, sorted by the step that can fix it. */
export interface ImportRefusal {
  /** The file itself (413, 422 at `file` or `file_name`): the file step. */
  file?: string;
  /** A mapped column the file lacks (422 at `mapping.<field>`): that field's choice. */
  mapping?: Partial<Record<string, string[]>>;
  /** Rows refused by the commit (422 at `rows.<row>.<field>`: the database changed since the check). */
  rows?: UsersImportRowErrors[];
  /** Anything else, in the server's words (a cancelled step-up, the server unreachable). */
  other?: string;
}

const prefixed = (errors: Record<string, string[]>, prefix: string) =>
  Object.entries(errors)
    .filter(([key]) => key.startsWith(prefix))
    .map(([key, messages]) => [key.slice(prefix.length), messages] as const);

/** `rows.3.email` and `rows.3.role_ids` as row 3's errors, in the file's order. */
function rowErrorsOf(errors: Record<string, string[]>): UsersImportRowErrors[] {
  const byRow = new Map<number, Record<string, string[]>>();
  for (const [key, messages] of prefixed(errors, 'rows.')) {
    const [row, field] = [Number(key.split('.')[0]), key.split('.').slice(1).join('.')];
    byRow.set(row, { ...byRow.get(row), [field]: messages });
  }
  return [...byRow].sort(([a], [b]) => a - b).map(([row, rowErrors]) => ({ row, errors: rowErrors }));
}

/** The server's refusal of an import call, sorted by the step that can fix it (docs/records.md, Importing users). */
export function sortRefusal(error: FetchBaseQueryError | SerializedError): ImportRefusal {
  const failure = toApiFailure(error);
  const errors = failure.body?.errors ?? {};
  const file = Object.entries(errors)
    .filter(([key]) => key === 'file' || key === 'file_name')
    .flatMap(([, messages]) => messages);
  if (failure.status === 413 || file.length > 0) return { file: file.join(' ') || describeFailure(failure) };
  const mapping = prefixed(errors, 'mapping.');
  if (mapping.length > 0) return { mapping: Object.fromEntries(mapping) };
  const rows = rowErrorsOf(errors);
  if (rows.length > 0) return { rows, other: failure.body?.message };
  return { other: describeFailure(failure) };
}
