import path from 'node:path';

// Two projects: server code is ESM-only territory (fastify-openapi-glue,
// PGlite), React code stays CommonJS (redux-persist's storage breaks under ESM).
const tsJestCjs = [
  'ts-jest',
  { tsconfig: { module: 'commonjs', moduleResolution: 'node10', ignoreDeprecations: '6.0', jsx: 'react-jsx' } },
];
const tsJestEsm = ['ts-jest', { useESM: true }];

const root = path.resolve(import.meta.dirname, '..');

export default {
  rootDir: root,
  // Server files start a fresh database and app, and sign the administrator in through the second
  // factor their role requires (enrolling it the first time): tens of seconds on a busy 2-core
  // machine, beyond jest's 5 s default. A bound on a hang, not a speed target.
  testTimeout: 60_000,
  projects: [
    {
      displayName: 'server',
      rootDir: root,
      testEnvironment: 'node',
      extensionsToTreatAsEsm: ['.ts'],
      transform: { '^.+\\.ts$': tsJestEsm },
      // Pact's verifier (tests/contract/provider) loads https-proxy-agent by require: see the consumer project.
      moduleNameMapper: { '^https-proxy-agent$': '<rootDir>/node_modules/https-proxy-agent/dist/index.js' },
      testMatch: [
        '<rootDir>/tests/server/**/*.test.ts',
        '<rootDir>/tests/contract/provider/**/*.test.ts',
        '<rootDir>/tests/openapi/**/*.test.ts',
      ],
    },
    {
      displayName: 'web',
      rootDir: root,
      testEnvironment: '<rootDir>/tests/jest/jsdom-with-fetch.cjs',
      transform: { '^.+\\.tsx?$': tsJestCjs },
      moduleNameMapper: { '\\.(css|woff2?)$': '<rootDir>/tests/jest/style-stub.cjs' },
      setupFilesAfterEnv: ['<rootDir>/tests/jest/testing-library-timeout.ts'],
      testMatch: ['<rootDir>/src/web/**/*.test.ts?(x)', '<rootDir>/tests/web/**/*.test.ts?(x)'],
    },
    {
      displayName: 'contract-consumer',
      rootDir: root,
      testEnvironment: 'node',
      transform: { '^.+\\.tsx?$': tsJestCjs },
      // The consumer tests import screens' modules, and screens import their styles. Pact 16.5 asks
      // for https-proxy-agent 9, ESM-only, which this CommonJS project cannot load on Node 20: the
      // consumer tests use no proxy, so the tree's CommonJS 7 stands in (docs/dependencies.md).
      moduleNameMapper: {
        '\\.(css|woff2?)$': '<rootDir>/tests/jest/style-stub.cjs',
        '^https-proxy-agent$': '<rootDir>/node_modules/https-proxy-agent/dist/index.js',
      },
      testMatch: ['<rootDir>/tests/contract/consumer/**/*.test.ts'],
      // Pact merges into an existing pact file: start each run from none, so removed interactions go.
      globalSetup: '<rootDir>/tests/contract/consumer/support/removeStalePact.ts',
    },
  ],
};
