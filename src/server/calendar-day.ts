import type Ajv from 'ajv';
import type { Plugin } from 'ajv';
import addFormats from 'ajv-formats';
import { isCalendarDay } from '../shared/lists/days';

/**
 * A YYYY-MM-DD day that exists and that PostgreSQL's `date` can hold. JavaScript (and
 * ajv-formats' `date`) count a year 0, PostgreSQL does not (1 BC comes before 1 AD), so
 * "0000-02-29" passes a calendar check and then fails in the database: years start at 1 here.
 */
export function isStorableDay(value: unknown): value is string {
  return isCalendarDay(value) && Number(value.slice(0, 4)) >= 1;
}

function storableDayFormat(ajv: Ajv): Ajv {
  return ajv.addFormat('date', { type: 'string', validate: isStorableDay });
}

/** The request validator's ajv plugins: ajv-formats, then its `date` narrowed to the storable days above. */
export const REQUEST_AJV_PLUGINS: Plugin<unknown>[] = [addFormats as Plugin<unknown>, storableDayFormat];
