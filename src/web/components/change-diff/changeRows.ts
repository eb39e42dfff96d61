import { AGENCY_TIME_ZONE, DEFAULT_LOCALE } from '../../../shared/constants';

/** An activity-log entry's changed fields (the contract's ActivityLog.changes). */
export interface Changes {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** How one side of a field reads: not recorded at all, empty (null, '' or []), a value, or a list. */
export type ShownValue =
  | { kind: 'absent' }
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: { text: string; mark: 'kept' | 'added' | 'removed' }[] };

export interface ChangeRow {
  field: string;
  label: string;
  before: ShownValue;
  after: ShownValue;
}

const timestampFormat = new Intl.DateTimeFormat(DEFAULT_LOCALE, {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: AGENCY_TIME_ZONE,
});
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const WORDS: Record<string, string> = { id: 'ID', ids: 'IDs', tpa: 'TPA', ip: 'IP' };

/** `tpa_id` → "TPA ID", `last_name` → "Last name". */
export function fieldLabel(field: string): string {
  const words = field
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One readable text of a scalar or an object (a named object reads as its name). */
function textOf(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string')
    return ISO_TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value))
      ? timestampFormat.format(new Date(value))
      : value;
  if (typeof value === 'object' && value !== null) {
    const named = (value as Record<string, unknown>).name ?? (value as Record<string, unknown>).label;
    return typeof named === 'string' ? named : JSON.stringify(value);
  }
  return String(value);
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

function shown(
  record: Record<string, unknown>,
  field: string,
  listMark?: (text: string) => 'kept' | 'added' | 'removed',
): ShownValue {
  if (!Object.hasOwn(record, field)) return { kind: 'absent' };
  const value = record[field];
  if (isEmpty(value)) return { kind: 'empty' };
  if (Array.isArray(value) && listMark)
    return { kind: 'list', items: value.map(textOf).map((text) => ({ text, mark: listMark(text) })) };
  return { kind: 'text', text: Array.isArray(value) ? value.map(textOf).join(', ') : textOf(value) };
}

function listTexts(value: unknown): Set<string> {
  return new Set(Array.isArray(value) ? value.map(textOf) : []);
}

/** One row per changed field (fields whose two sides are equal are no change), lists as added/removed items. */
export function changeRows(changes: Changes): ChangeRow[] {
  const { before, after } = changes;
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields
    .filter(
      (field) =>
        JSON.stringify(before[field]) !== JSON.stringify(after[field]) ||
        Object.hasOwn(before, field) !== Object.hasOwn(after, field),
    )
    .map((field) => {
      const isList = Array.isArray(before[field]) || Array.isArray(after[field]);
      const was = listTexts(before[field]);
      const is = listTexts(after[field]);
      return {
        field,
        label: fieldLabel(field),
        before: shown(before, field, isList ? (text) => (is.has(text) ? 'kept' : 'removed') : undefined),
        after: shown(after, field, isList ? (text) => (was.has(text) ? 'kept' : 'added') : undefined),
      };
    });
}
