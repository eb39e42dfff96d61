/**
 * Whether a filter's value counts: only filters with a value narrow a list. Nothing, '' and a
 * list whose entries are all null or '' have none (a cleared select, a cleared date range).
 */
export function hasValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  if (Array.isArray(value)) return value.some((v) => v !== null && v !== undefined && v !== '');
  return true;
}
