import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

interface ContractDocument {
  components: { schemas: Record<string, { enum?: string[] }> };
}

const contract = parse(
  readFileSync(path.resolve(__dirname, '../../../../openapi/openapi.yaml'), 'utf8'),
) as ContractDocument;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A regex accepting exactly the values of an enum of openapi/openapi.yaml: the client keys its
 * guard and launcher on these names, so a value outside the contract must fail verification.
 * Read from the contract so that the list lives in one place.
 */
export function oneOfContractEnum(schema: string): string {
  const values = contract.components.schemas[schema]?.enum;
  if (!values?.length) throw new Error(`openapi.yaml has no enum schema ${schema}`);
  return `^(${values.map(escapeRegex).join('|')})$`;
}
