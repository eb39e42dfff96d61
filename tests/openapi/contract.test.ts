import SwaggerParser from '@apidevtools/swagger-parser';
import { readFileSync } from 'node:fs';
import { generatedClientPath, renderGeneratedClient } from '../../openapi/codegen';
import { contractPath, listOperations } from '../../src/server/contract';
import { PERMISSIONS } from '../../src/shared/permissions';

describe('openapi/openapi.yaml', () => {
  it('is a valid OpenAPI document', async () => {
    await expect(SwaggerParser.validate(contractPath)).resolves.toBeTruthy();
  });

  it('declares exactly the ten permissions of spec §6 in its Permission enum', () => {
    const doc = SwaggerParser.parse(contractPath);
    return doc.then((api) => {
      const schemas = (api as { components: { schemas: Record<string, { enum: string[] }> } }).components.schemas;
      expect(schemas.Permission.enum).toEqual([...PERMISSIONS]);
    });
  });

  it('gives every operation exactly one kind of access, naming only known permissions', () => {
    const operations = listOperations();
    expect(operations.length).toBeGreaterThan(40);
    for (const op of operations) {
      const kinds = [op.access.kind];
      expect(kinds).toHaveLength(1);
      if (op.access.kind === 'permission') {
        for (const p of op.access.anyOf) expect(PERMISSIONS).toContain(p);
      }
    }
  });

  it('has a generated client that is up to date (run `npm run codegen`)', async () => {
    const expected = await renderGeneratedClient();
    expect(readFileSync(generatedClientPath, 'utf8')).toBe(expected);
  });
});
