import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { pactFilesIn, providerStatesIn } from './pactFiles';
import { PROVIDER } from './parties';

/**
 * Sets one provider state up; may hand back values the verifier injects into the request
 * (for session states: SessionValues of providerStates.ts).
 */
export type StateSetup = (params?: unknown) => Promise<Record<string, string> | void>;

type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;

/**
 * pact-js only logs a state handler's error (or a state nobody handles) and replays the
 * interaction anyway, so a broken setup would surface as a puzzling 401 or 419, or not at
 * all. Every state of the pacts gets a handler here that records such failures.
 */
function strictStateHandlers(
  states: string[],
  setupFor: (state: string) => StateSetup | undefined,
  failures: string[],
): StateHandlers {
  return Object.fromEntries(
    states.map((state) => [
      state,
      async (params?: unknown) => {
        const setup = setupFor(state);
        if (!setup) {
          failures.push(`No handler for the provider state "${state}".`);
          return;
        }
        try {
          return await setup(params);
        } catch (error) {
          failures.push(
            `Provider state "${state}" ${JSON.stringify(params ?? {})} failed: ${(error as Error).message}`,
          );
        }
      },
    ]),
  );
}

interface VerifierReport {
  errors?: { interaction: string; mismatch?: { mismatches?: { mismatch: string }[] } }[];
}

/** The failed interactions and their mismatches, instead of the verifier's whole JSON report. */
function summaryOf(error: Error): string {
  let report: VerifierReport;
  try {
    report = JSON.parse(error.message) as VerifierReport;
  } catch {
    return error.message;
  }
  const lines = (report.errors ?? []).flatMap((failed) => [
    failed.interaction,
    ...(failed.mismatch?.mismatches ?? []).map((m) => `  - ${m.mismatch}`),
  ]);
  return `Pact verification failed:\n${lines.join('\n')}`;
}

/**
 * Replays every interaction of every file in pacts/ against a running provider, each after
 * its provider states are set up. Rejects when an interaction or a state setup fails.
 */
export async function verifyWebClientPacts(options: {
  providerBaseUrl: string;
  setupFor: (state: string) => StateSetup | undefined;
}): Promise<void> {
  const pactUrls = pactFilesIn();
  const failures: string[] = [];
  const verificationError = await new Verifier({
    provider: PROVIDER,
    providerBaseUrl: options.providerBaseUrl,
    pactUrls,
    stateHandlers: strictStateHandlers(providerStatesIn(pactUrls), options.setupFor, failures),
    logLevel: 'warn',
  })
    .verifyProvider()
    .then(
      () => undefined,
      (error: Error) => error,
    );
  // A failed state setup comes first: it explains the interaction failures it causes.
  if (failures.length > 0) throw new Error(`Provider states could not be set up:\n${failures.join('\n')}`);
  if (verificationError) throw new Error(summaryOf(verificationError));
}
