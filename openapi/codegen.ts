/**
 * Writes src/web/api/generated.ts from openapi.yaml with @rtk-query/codegen-openapi
 * (the OpenAPI generator's own CLI needs a JAR download that no machine here can make).
 * `npm run codegen` writes it; the test run calls renderGeneratedClient() and fails on a diff.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { generateEndpoints } from '@rtk-query/codegen-openapi';

const here = path.dirname(fileURLToPath(import.meta.url));
export const generatedClientPath = path.join(here, '../src/web/api/generated.ts');

const baseApiPath = path.join(here, '../src/web/api/baseApi.ts');
const HEADER = '// Generated from openapi/openapi.yaml by `npm run codegen`. Do not edit by hand.\n';

export async function renderGeneratedClient(): Promise<string> {
  const code = await generateEndpoints({
    schemaFile: path.join(here, 'openapi.yaml'),
    apiFile: baseApiPath,
    apiImport: 'baseApi',
    exportName: 'generatedApi',
    hooks: { queries: true, lazyQueries: true, mutations: true },
    tag: true,
  });
  // Without an outputFile the generator imports the base API by absolute path; make it relative.
  return HEADER + String(code).replace(`from "${baseApiPath.replace(/\.ts$/, '')}"`, 'from "./baseApi"');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  writeFileSync(generatedClientPath, await renderGeneratedClient());
  console.log(`wrote ${path.relative(process.cwd(), generatedClientPath)}`);
}
