import { loadContract } from './contract';

/** An enum of the contract's schemas, so server checks use the document's own values. */
export function contractEnum(schemaName: string): readonly string[] {
  const schema = loadContract().components.schemas[schemaName] as { enum?: string[] } | undefined;
  if (!schema?.enum) throw new Error(`the contract has no enum schema ${schemaName}`);
  return schema.enum;
}
