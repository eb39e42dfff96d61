import { compileErrors, validate } from '@readme/openapi-parser';
import { fullFormats } from 'ajv-formats/dist/formats';
import { readFileSync } from 'node:fs';
import {
  formValidatorsPath,
  generatedClientPath,
  renderFormValidators,
  renderGeneratedClient,
  renderServerTypes,
  serverTypesPath,
} from '../../openapi/codegen';
import { DEFAULT_PAGE_SIZE, MAX_ITEMS_PER_PAGE } from '../../src/shared/constants';
import { USER_STATUSES, USER_TYPES } from '../../src/shared/user-types';
import { accessOf, contractPath, listOperations, loadContract, permissionCatalogue } from '../../src/server/contract';
import { contractEnum } from '../../src/server/contract-enums';
import { RESOURCE_EXPORTS } from '../../src/server/exports/resources';
import { VIEWABLE_LISTS } from '../../src/server/list-views/viewable-lists';

/** The ten permissions of the spec, the one saved views add and the two of issue 16, written out rather than read from the contract (docs/testing.md). */
const SPEC_PERMISSIONS = [
  'list users',
  'view users',
  'create staff',
  'update users',
  'list roles',
  'create roles',
  'view roles',
  'update roles',
  'manage tpas',
  'manage ministries',
  'share list views',
  'import users',
  'manage access reviews',
];

describe('openapi/openapi.yaml', () => {
  it('is a valid OpenAPI document (@readme/openapi-parser)', async () => {
    const result = await validate(contractPath);
    expect(result.valid ? 'valid' : compileErrors(result)).toBe('valid');
  });

  it('holds the thirteen permissions in one Permission enum, each with a group and description', () => {
    const catalogue = permissionCatalogue();
    expect(catalogue.map((p) => p.name)).toEqual(SPEC_PERMISSIONS);
    for (const entry of catalogue) {
      expect(['users', 'roles', 'tpas', 'ministries', 'lists']).toContain(entry.group);
      expect(entry.description.length).toBeGreaterThan(10);
    }
  });

  it('has an export file for every ExportResource, so every list of the product exports through one path', () => {
    expect(Object.keys(RESOURCE_EXPORTS).sort()).toEqual([...contractEnum('ExportResource')].sort());
  });

  it('offers saved views of exactly the lists the server can check a view against', () => {
    expect(Object.keys(VIEWABLE_LISTS).sort()).toEqual([...contractEnum('ListViewList')].sort());
  });

  it('declares for every operation exactly one kind of access, naming only known permissions', () => {
    const operations = listOperations();
    expect(operations.length).toBeGreaterThanOrEqual(47);
    for (const op of operations) {
      expect({ operationId: op.operationId, kind: op.access.kind }).not.toEqual({
        operationId: op.operationId,
        kind: 'denied',
      });
      if (op.access.kind === 'permission') for (const p of op.access.anyOf) expect(SPEC_PERMISSIONS).toContain(p);
    }
  });

  it('denies an operation that declares no access, or two kinds at once', () => {
    expect(accessOf({ operationId: 'x' })).toEqual({ kind: 'denied' });
    expect(accessOf({ operationId: 'x', 'x-public': true, 'x-permission': 'list users' })).toEqual({ kind: 'denied' });
    expect(accessOf({ operationId: 'x', 'x-permission': [] })).toEqual({ kind: 'denied' });
  });

  it('keeps the shared run-time lists of user types and statuses equal to its enums', () => {
    const schemas = loadContract().components.schemas as Record<string, { enum: string[] }>;
    expect([...USER_TYPES]).toEqual(schemas.UserType.enum);
    expect([...USER_STATUSES]).toEqual(schemas.UserStatus.enum);
  });

  it('declares the page size of 12 as the default and the shared maximum of items_per_page', () => {
    const parameters = (
      loadContract() as unknown as {
        components: { parameters: Record<string, { schema: { default: number; maximum: number } }> };
      }
    ).components.parameters;
    expect(parameters.ItemsPerPage.schema).toMatchObject({
      default: DEFAULT_PAGE_SIZE,
      maximum: MAX_ITEMS_PER_PAGE,
      minimum: 1,
    });
  });

  it('puts list records under the keys the backend team relies on', () => {
    const schemas = loadContract().components.schemas as Record<string, { required: string[] }>;
    const keys = {
      UserList: 'users',
      RoleList: 'roles',
      TpaList: 'tpas',
      MinistryList: 'ministries',
      ActivityLogList: 'activity_logs',
    };
    for (const [schema, key] of Object.entries(keys))
      expect(schemas[schema].required).toEqual([key, 'no_of_batches', 'pagination']);
  });

  it('has the fixed paths, each list with /{id} and /export beneath it', () => {
    const paths = Object.keys(loadContract().paths);
    for (const fixed of [
      '/sanctum/csrf-cookie',
      '/login',
      '/logout',
      '/forgot-password',
      '/reset-password',
      '/api/user',
      '/api/services',
    ])
      expect(paths).toContain(fixed);
    for (const list of ['users', 'roles', 'permissions', 'tpas', 'ministries', 'user-activity-logs']) {
      expect(paths).toEqual(expect.arrayContaining([`/api/${list}`, `/api/${list}/{id}`, `/api/${list}/export`]));
    }
  });

  it("uses in its replies only formats the reply serializer knows (ajv-formats'): a request's rule like future-day is no fact of a reply", () => {
    const contract = loadContract() as unknown as { paths: Record<string, Record<string, unknown>> };
    const seen = new Set<unknown>();
    const formats = new Set<string>();
    const walk = (node: unknown): void => {
      if (node === null || typeof node !== 'object' || seen.has(node)) return;
      seen.add(node);
      const schema = node as Record<string, unknown>;
      if (typeof schema.$ref === 'string') walk(resolveRef(contract, schema.$ref));
      if (typeof schema.format === 'string') formats.add(schema.format);
      Object.values(schema).forEach(walk);
    };
    for (const item of Object.values(contract.paths))
      for (const operation of Object.values(item)) walk((operation as { responses?: unknown } | undefined)?.responses);
    expect([...formats].filter((format) => !(format in fullFormats))).toEqual([]);
  });

  it('has a generated client that is up to date (run `npm run codegen`)', async () => {
    const expected = await renderGeneratedClient();
    expect(readFileSync(generatedClientPath, 'utf8')).toBe(expected);
  });

  it('has server types that are up to date (run `npm run codegen`)', async () => {
    const expected = await renderServerTypes();
    expect(readFileSync(serverTypesPath, 'utf8')).toBe(expected);
  });

  it('has form validators that are up to date (run `npm run codegen`)', () => {
    expect(readFileSync(formValidatorsPath, 'utf8')).toBe(renderFormValidators());
  });
});

/** The schema a local `$ref` ("#/components/schemas/X") points at. */
function resolveRef(contract: object, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], contract);
}
