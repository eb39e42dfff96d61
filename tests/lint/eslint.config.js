// The project's lint rules (run from the repository root: `npm run lint`). The folder
// boundaries (README, Where things are) are enforced here, not by people being careful.
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** Imports a folder may not make: `group` patterns as no-restricted-imports reads them. */
const boundary = (files, patterns, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: patterns.map((p) => ({ ...p, message })) }] },
});

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      '.parcel-cache/**',
      'data/**',
      'test-results/**',
      'src/web/api/generated.ts',
      'src/web/api/generated-validators.ts',
      'src/server/contract-types.ts',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // CommonJS files (jest's environment and stubs) load their dependencies with require by nature.
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  boundary(['src/server/**'], [{ regex: '(^|/)web/' }], 'The server never imports the web app.'),
  boundary(['src/web/**'], [{ regex: '(^|/)server/' }], 'The web app never imports the server.'),
  boundary(
    ['src/shared/**'],
    [{ regex: '(^|/)(server|web)/' }],
    'src/shared is imported by both sides and imports neither.',
  ),
  boundary(
    ['src/web/components/**'],
    [{ regex: '(^|/)features/' }],
    'Components never import features: compose them in app/.',
  ),
  boundary(
    ['src/web/features/**'],
    [{ regex: '^\\.\\./[^.]' }],
    'A feature never imports another feature: move the shared piece to components/ or compose in app/.',
  ),
  {
    // An icon named by a string makes Blueprint fetch every icon's paths (~170 KB compressed) at
    // run time; an icon component brings only its own (docs/architecture.md, Weight).
    files: ['src/web/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name=/^(icon|endIcon)$/] > Literal',
          message: 'Give the icon as a component (<KeyIcon />), not by name.',
        },
        {
          // Blueprint's Tag measures its text after every render (a forced layout per tag): a page of rows paid for it.
          selector: "ImportDeclaration[source.value='@blueprintjs/core'] > ImportSpecifier[imported.name='Tag']",
          message:
            "Show a read-only tag with StaticTag (components/StaticTag); Blueprint's Tag only where it is removable.",
        },
        {
          // A failed React.lazy import reached the route's error screen and took the whole screen with it.
          selector: "ImportDeclaration[source.value='react'] > ImportSpecifier[imported.name='lazy']",
          message:
            'Load a part when first shown with lazyPart (components/lazyPart): it says so in place if its code does not arrive.',
        },
      ],
    },
  },
  {
    // One wait for the whole web suite (tests/jest/testing-library-timeout.ts): a shorter one at a call site was a
    // flake on a loaded machine (a lazy screen behind the session check took more than 5 s).
    files: ['tests/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^find(All)?By/] > ObjectExpression > Property[key.name='timeout'], CallExpression[callee.name='waitFor'] > ObjectExpression > Property[key.name='timeout']",
          message: 'Leave the wait to the suite-wide asyncUtilTimeout (tests/jest/testing-library-timeout.ts).',
        },
      ],
    },
  },
  boundary(['src/web/api/**'], [{ regex: '(^|/)(components|features|app)/' }], 'The API layer never imports UI.'),
);
