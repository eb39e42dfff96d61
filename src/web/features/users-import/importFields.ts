import type { UsersImportMapping } from '../../api/generated';

export type ImportField = keyof UsersImportMapping;

/** A field of the create form a column can fill, as the mapping step lists it. */
interface ImportFieldEntry {
  field: ImportField;
  label: string;
  /** The contract's UsersImportMapping requires it: every row needs one. */
  required: boolean;
  /** Other headings a file often gives it, compared as headingKey compares. */
  alsoCalled: string[];
}

export const IMPORT_FIELDS: readonly ImportFieldEntry[] = [
  { field: 'first_name', label: 'First name', required: true, alsoCalled: ['first', 'given name', 'forename'] },
  { field: 'middle_name', label: 'Middle name', required: false, alsoCalled: ['middle'] },
  { field: 'last_name', label: 'Last name', required: true, alsoCalled: ['last', 'surname', 'family name'] },
  { field: 'email', label: 'Email', required: true, alsoCalled: ['email address', 'e-mail', 'mail'] },
  { field: 'phone', label: 'Phone', required: false, alsoCalled: ['phone number', 'mobile', 'telephone'] },
  { field: 'user_type', label: 'User type', required: true, alsoCalled: ['type'] },
  { field: 'role_ids', label: 'Roles', required: false, alsoCalled: ['role'] },
  { field: 'tpa_id', label: 'TPA', required: false, alsoCalled: ['tpa code', 'tpa name'] },
  { field: 'ministry_id', label: 'Ministry', required: false, alsoCalled: ['ministry code', 'ministry name'] },
];

/** The label of a field in the file's terms (an error of an unmapped field names it so). */
export const fieldLabel = (field: string) => IMPORT_FIELDS.find((entry) => entry.field === field)?.label ?? field;

/** A field to its column's heading; a field left out is not in the file. */
export type ColumnMapping = Partial<Record<ImportField, string>>;

/** Headings compared as people write them: case, spaces, "_" and "-" aside. */
const headingKey = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/**
 * Each field the column whose heading names it (its label, its contract name or a usual other
 * name), a column given to one field only: what the mapping step offers before anyone chooses.
 */
export function matchColumns(headings: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  const taken = new Set<string>();
  for (const { field, label, alsoCalled } of IMPORT_FIELDS) {
    const names = new Set([label, field, ...alsoCalled].map(headingKey));
    const heading = headings.find((h) => h.trim() !== '' && !taken.has(h) && names.has(headingKey(h)));
    if (heading === undefined) continue;
    mapping[field] = heading;
    taken.add(heading);
  }
  return mapping;
}

/** The required fields the mapping gives no column. */
export const unmappedRequired = (mapping: ColumnMapping) =>
  IMPORT_FIELDS.filter(({ field, required }) => required && !mapping[field]);

/** A remembered mapping still fits a file only where each of its columns is among the file's headings. */
export function fittingMapping(mapping: ColumnMapping, headings: readonly string[]): ColumnMapping {
  return Object.fromEntries(Object.entries(mapping).filter(([, heading]) => headings.includes(heading)));
}
