/**
 * Verifies every pact in pacts/ against a running provider that is not this repository's
 * server, e.g. the backend team's, in their CI:
 *
 *   PACT_PROVIDER_BASE_URL=http://127.0.0.1:8000 \
 *   PACT_PROVIDER_STATES_URL=http://127.0.0.1:8000/_pact/provider-states \
 *   npx tsx tests/contract/verify-remote.ts
 *
 * The states URL receives Pact's standard state change call for each provider state (see
 * providerStates.ts and the README). Exit code 0 when every interaction passes.
 */
import { forwardToStateChangeUrl } from './stateChangeUrl';
import { verifyWebClientPacts } from './verifyPacts';

function requiredSetting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} (see the comment at the top of tests/contract/verify-remote.ts).`);
  return value;
}

async function main(): Promise<void> {
  // Pact's native library pings a usage tracker otherwise; CI machines need not reach it.
  process.env.PACT_DO_NOT_TRACK ??= 'true';
  await verifyWebClientPacts({
    providerBaseUrl: requiredSetting('PACT_PROVIDER_BASE_URL'),
    setupFor: forwardToStateChangeUrl(requiredSetting('PACT_PROVIDER_STATES_URL')),
  });
  console.log('Every interaction of pacts/ passed.');
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
