import type Ajv from 'ajv';
import type { Plugin } from 'ajv';
import addFormats from 'ajv-formats';
import { contractFormats } from '../shared/contract-formats';

function withContractFormats(ajv: Ajv): Ajv {
  for (const [name, format] of Object.entries(contractFormats)) ajv.addFormat(name, format);
  return ajv;
}

/** The request validator's ajv plugins: ajv-formats, then the contract's `date` (no year 0), `past-day` and `future-day`. */
export const REQUEST_AJV_PLUGINS: Plugin<unknown>[] = [addFormats as Plugin<unknown>, withContractFormats];
