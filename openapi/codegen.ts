/**
 * Writes, from openapi.yaml, the web client src/web/api/generated.ts with @rtk-query/codegen-openapi
 * (the OpenAPI generator's own CLI needs a JAR download that no machine here can make), the
 * server's types src/server/contract-types.ts with openapi-typescript, and the browser's form
 * validators src/web/api/generated-validators.ts with ajv's standalone code (the page's CSP
 * forbids compiling schemas in the browser). `npm run codegen` writes all three; the test run
 * renders them and fails on a diff.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { generateEndpoints } from '@rtk-query/codegen-openapi';
import Ajv, { _ } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import openapiTS, { astToString, type OpenAPI3, type ParameterObject } from 'openapi-typescript';
import { parse } from 'yaml';
import { contractFormats } from '../src/shared/contract-formats';

const here = path.dirname(fileURLToPath(import.meta.url));
const contractFile = path.join(here, 'openapi.yaml');
export const generatedClientPath = path.join(here, '../src/web/api/generated.ts');
export const serverTypesPath = path.join(here, '../src/server/contract-types.ts');
export const formValidatorsPath = path.join(here, '../src/web/api/generated-validators.ts');

const baseApiPath = path.join(here, '../src/web/api/baseApi.ts');
const HEADER = '// Generated from openapi/openapi.yaml by `npm run codegen`. Do not edit by hand.\n';

export async function renderGeneratedClient(): Promise<string> {
  const code = await generateEndpoints({
    schemaFile: contractFile,
    apiFile: baseApiPath,
    apiImport: 'baseApi',
    exportName: 'generatedApi',
    hooks: { queries: true, lazyQueries: true, mutations: true },
    tag: true,
  });
  // Without an outputFile the generator imports the base API by absolute path; make it relative.
  return HEADER + String(code).replace(`from "${baseApiPath.replace(/\.ts$/, '')}"`, 'from "./baseApi"');
}

/**
 * A parameter with a default is always there once the request is validated (the server's
 * schemas fill defaults in), so the handlers' types list it as required.
 */
function withDefaultedParametersRequired(document: { components: { parameters?: Record<string, ParameterObject> } }) {
  for (const parameter of Object.values(document.components.parameters ?? {})) {
    if (parameter.schema && 'default' in parameter.schema) parameter.required = true;
  }
  return document;
}

/** The contract's schemas and operations as TypeScript types, for the server's handlers. */
export async function renderServerTypes(): Promise<string> {
  const document = withDefaultedParametersRequired(parse(readFileSync(contractFile, 'utf8')));
  return HEADER + astToString(await openapiTS(document as OpenAPI3));
}

type SchemaNode = { $ref?: string; 'x-label'?: string; properties?: Record<string, SchemaNode> };
type Schemas = Record<string, SchemaNode>;
type Contract = {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: SchemaNode }> } }>>;
  components: { schemas: Schemas };
};

const refName = (node: SchemaNode) => node.$ref?.split('/').pop() ?? '';

/** The request bodies a form fills (those with a labelled field), and the labelled schemas their fields refer to. */
function formSchemasOf({ paths, components: { schemas } }: Contract) {
  const bodies = Object.values(paths).flatMap((operations) =>
    Object.values(operations).map((operation) =>
      refName(operation.requestBody?.content['application/json']?.schema ?? {}),
    ),
  );
  const fieldsOf = (name: string) => Object.values(schemas[name].properties ?? {});
  const labelled = (field: SchemaNode) => Boolean(field['x-label'] ?? schemas[refName(field)]?.['x-label']);
  const forms = [...new Set(bodies)].filter((name) => schemas[name] && fieldsOf(name).some(labelled));
  // Nested objects' fields too (an access review's scope's kind): their messages are worded from their labels as well.
  const used = new Set<string>();
  const visit = (name: string) => {
    for (const ref of fieldsOf(name).map(refName))
      if (schemas[ref] && !used.has(ref)) {
        used.add(ref);
        visit(ref);
      }
  };
  forms.forEach(visit);
  return { forms, referenced: Object.keys(schemas).filter((name) => used.has(name) && schemas[name]['x-label']) };
}

/**
 * One validator per form's schema, compiled by ajv as the server's request validator compiles
 * it (every issue, with its schema, the contract's formats), as a module that imports its two
 * run-time pieces instead of `require`-ing them.
 */
export function renderFormValidators(): string {
  const contract = parse(readFileSync(contractFile, 'utf8')) as Contract;
  const schemas = contract.components.schemas;
  const ajv = new Ajv({
    strict: false,
    allErrors: true,
    verbose: true,
    // Formats of schemas no form uses (date-time) need no checking here.
    logger: false,
    formats: contractFormats,
    code: { source: true, esm: true, formats: _`contractFormats` },
  });
  for (const [name, schema] of Object.entries(schemas)) ajv.addSchema(schema, `#/components/schemas/${name}`);
  const { forms, referenced } = formSchemasOf(contract);
  const code = standaloneCode(
    ajv,
    Object.fromEntries(forms.map((name) => [name, `#/components/schemas/${name}`])),
  ).replace(/const (func\d+) = require\("([^"]+)"\)\.default;/g, 'import $1 from "$2";');
  const pick = (names: string[]) => Object.fromEntries(names.map((name) => [name, schemas[name]]));
  return [
    HEADER.trim(),
    '// @ts-nocheck: ajv writes plain JavaScript; src/web/api/formSchemas.ts gives it its types.',
    "import { contractFormats } from '../../shared/contract-formats';",
    code,
    `export const formSchemas = ${JSON.stringify(pick(forms))};`,
    `export const namedSchemas = ${JSON.stringify(pick(referenced))};`,
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  writeFileSync(generatedClientPath, await renderGeneratedClient());
  writeFileSync(serverTypesPath, await renderServerTypes());
  writeFileSync(formValidatorsPath, renderFormValidators());
  for (const written of [generatedClientPath, serverTypesPath, formValidatorsPath])
    console.log(`wrote ${path.relative(process.cwd(), written)}`);
}
