import type Ajv from 'ajv';
import type { Plugin } from 'ajv';
import addFormats from 'ajv-formats';
import { sql } from 'kysely';
import { AGENCY_TIME_ZONE } from '../shared/constants';
import { contractFormats, wireFormats } from '../shared/contract-formats';

/** The agency's calendar day at `now`, as the database compares dates. */
export const agencyDayAt = (now: Date) => sql<string>`(${now}::timestamptz at time zone ${AGENCY_TIME_ZONE})::date`;

const withFormats =
  (formats: typeof wireFormats | typeof contractFormats) =>
  (ajv: Ajv): Ajv => {
    for (const [name, format] of Object.entries(formats)) ajv.addFormat(name, format);
    return ajv;
  };

/**
 * The request validator's ajv plugins: ajv-formats, then the contract's `byte` (linear), `date`
 * (no year 0), `past-day` and `future-day`.
 */
export const REQUEST_AJV_PLUGINS: Plugin<unknown>[] = [addFormats as Plugin<unknown>, withFormats(contractFormats)];

/** The reply validator's: ajv-formats, then the contract's `byte` (an errors file in base64). */
export const REPLY_AJV_PLUGINS: Plugin<unknown>[] = [addFormats as Plugin<unknown>, withFormats(wireFormats)];
