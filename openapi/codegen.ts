/**
 * Writes, from openapi.yaml, the web client src/web/api/generated.ts with @rtk-query/codegen-openapi
 * (the OpenAPI generator's own CLI needs a JAR download that no machine here can make) and the
 * server's types src/server/contract-types.ts with openapi-typescript.
 * `npm run codegen` writes both; the test run renders them and fails on a diff.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { generateEndpoints } from '@rtk-query/codegen-openapi';
import openapiTS, { astToString, type OpenAPI3, type ParameterObject } from 'openapi-typescript';
import { parse } from 'yaml';

const here = path.dirname(fileURLToPath(import.meta.url));
const contractFile = path.join(here, 'openapi.yaml');
export const generatedClientPath = path.join(here, '../src/web/api/generated.ts');
export const serverTypesPath = path.join(here, '../src/server/contract-types.ts');

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

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  writeFileSync(generatedClientPath, await renderGeneratedClient());
  writeFileSync(serverTypesPath, await renderServerTypes());
  for (const written of [generatedClientPath, serverTypesPath])
    console.log(`wrote ${path.relative(process.cwd(), written)}`);
}
