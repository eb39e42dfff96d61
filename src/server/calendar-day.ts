import type Ajv from 'ajv';
import type { Plugin } from 'ajv';
import addFormats from 'ajv-formats';
import { sql } from 'kysely';
import { AGENCY_TIME_ZONE } from '../shared/constants';
import { contractFormats } from '../shared/contract-formats';

/** The agency's calendar day at `now`, as the database compares dates. */
export const agencyDayAt = (now: Date) => sql<string>`(${now}::timestamptz at time zone ${AGENCY_TIME_ZONE})::date`;

function withContractFormats(ajv: Ajv): Ajv {
  for (const [name, format] of Object.entries(contractFormats)) ajv.addFormat(name, format);
  return ajv;
}

/** The request validator's ajv plugins: ajv-formats, then the contract's `date` (no year 0), `past-day` and `future-day`. */
export const REQUEST_AJV_PLUGINS: Plugin<unknown>[] = [addFormats as Plugin<unknown>, withContractFormats];
