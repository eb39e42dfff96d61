import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import type { DatabaseHandle } from '../../../src/server/db/connect';
import { seed } from '../../../src/server/db/seed/seed';
import { DATABASE_KINDS, freshDatabase } from '../../server/support/databases';
import { testSettings } from '../../server/support/server';
import { forwardToStateChangeUrl } from '../stateChangeUrl';
import { verifyWebClientPacts, type StateSetup } from '../verifyPacts';
import { startStateChangeEndpoint } from './stateChangeEndpoint';
import { providerStateHandlers } from './stateHandlers';

// The Rust verifier replays each interaction over real HTTP; argon2 sign-ins in state setups add up
// (a minute or more a run on a quiet 2-core machine, so twice that when the machine is shared).
const VERIFICATION_TIMEOUT_MS = 300_000;

// On both databases, as every server test: the answers the client relies on come from each one's SQL.
describe.each(DATABASE_KINDS)("the API on %s against the web client's pacts", (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let providerBaseUrl: string;
  let handlers: Record<string, StateSetup>;

  beforeAll(async () => {
    const settings = testSettings();
    database = await freshDatabase(kind);
    await seed(database.db, settings);
    app = await buildApp({ settings, database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    providerBaseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    handlers = providerStateHandlers(app, database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it(
    'answers every interaction of pacts/ as the web client expects, states set up in-process',
    async () => {
      await verifyWebClientPacts({ providerBaseUrl, setupFor: (state) => handlers[state] });
    },
    VERIFICATION_TIMEOUT_MS,
  );

  // The backend team's way (tests/contract/verify-remote.ts): states through Pact's state change URL.
  describe('with provider states set up through a state change URL', () => {
    let endpoint: { url: string; server: Server };
    beforeAll(async () => {
      endpoint = await startStateChangeEndpoint(handlers);
    });
    afterAll(() => new Promise<void>((resolve) => endpoint.server.close(() => resolve())));

    it(
      'answers every interaction of pacts/ as the web client expects, states set up by the endpoint',
      async () => {
        await verifyWebClientPacts({ providerBaseUrl, setupFor: forwardToStateChangeUrl(endpoint.url) });
      },
      VERIFICATION_TIMEOUT_MS,
    );
  });
});
