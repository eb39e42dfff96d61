import { setTimeout as sleep } from 'node:timers/promises';
import { authenticator as totp } from 'otplib';
import type { RelyingParty } from '../../../src/server/auth/passkeys/ceremony';
import type { Clock } from '../../../src/server/clock';
import { SoftAuthenticator } from './soft-authenticator';

/**
 * The second factors the test helpers set up for the users they sign in (docs/testing.md,
 * Signing in): a user whose role requires one is enrolled through the API at their first
 * sign-in, as a person would be on the Security screen, with an authenticator app whose secret
 * is kept here, and, where the server's address allows passkeys, a passkey held by a software
 * authenticator. Later sign-ins answer the second step with the app's code; the server takes
 * each 30-second step once and a test signs in faster than that, so once the current and next
 * steps are spent the passkey answers, or without one the helper waits for the next step.
 * Every client of the API uses it: server tests (app.inject), benchmarks and the end-to-end
 * harness (HTTP).
 */

/** An answer as every client here has it. */
export interface Answer {
  statusCode: number;
  body: string;
  json(): unknown;
}

/** A client signing in: its calls in one session, the server's clock, and where passkeys are accepted. */
export interface SigningClient {
  call(method: 'GET' | 'POST', url: string, body?: unknown): Promise<Answer>;
  clock: Clock;
  /** The server's relying party; none (an IP address, which WebAuthn refuses): the app's codes alone. */
  relyingParty?: RelyingParty;
}

const STEP_MS = 30_000;

/** One user's factors as the helpers hold them. */
export class HeldFactors {
  private lastStep = -1;

  constructor(
    /** The authenticator app's secret (base32), as GET /user/two-factor-secret-key showed it. */
    readonly totpSecret: string,
    readonly passkey: SoftAuthenticator | undefined,
  ) {}

  /**
   * A code of a step not handed out before, at the server's time: the current step's, else the
   * next one's (the server takes a code one step off); undefined when both are spent.
   */
  nextCode(now: Date): string | undefined {
    const current = Math.floor(now.getTime() / STEP_MS);
    const step = [current, current + 1].find((candidate) => candidate > this.lastStep);
    if (step === undefined) return undefined;
    this.lastStep = step;
    return totp.clone({ epoch: step * STEP_MS }).generate(this.totpSecret);
  }

  /** The next code, waiting for a step to free when both are spent (a real clock moves on). */
  async code(clock: Clock): Promise<string> {
    for (;;) {
      const code = this.nextCode(clock());
      if (code !== undefined) return code;
      await sleep(STEP_MS - (clock().getTime() % STEP_MS) + 100);
    }
  }
}

/** By credential id: the server names a user's passkeys in its options, as a browser finds its own. */
const heldByCredential = new Map<string, HeldFactors>();

function expectStatus(response: Answer, status: number, what: string): void {
  if (response.statusCode !== status) {
    throw new Error(`Signing in: ${what} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  }
}

/**
 * The sign-in of a user whose role requires a second factor they lack, finished as the Security
 * screen would: the password confirmed, an authenticator app enrolled and confirmed with a code
 * (the session is then a full one), and a passkey added where the address allows. Answers the
 * confirmation's 204 and the factors.
 */
export async function enrolSecondFactor(client: SigningClient, password: string): Promise<SignedIn> {
  expectStatus(await client.call('POST', '/user/confirm-password', { password }), 201, 'password confirmation');
  expectStatus(await client.call('POST', '/user/two-factor-authentication'), 204, 'authenticator enrolment');
  const key = await client.call('GET', '/user/two-factor-secret-key');
  expectStatus(key, 200, 'the secret key');
  const rp = client.relyingParty;
  const passkey = rp && new SoftAuthenticator({ origin: rp.origin, rpId: rp.id });
  const held = new HeldFactors((key.json() as { secret_key: string }).secret_key, passkey);
  const code = await held.code(client.clock);
  const confirmed = await client.call('POST', '/user/confirmed-two-factor-authentication', { code });
  expectStatus(confirmed, 204, 'authenticator confirmation');
  if (passkey) {
    const options = await client.call('POST', '/user/passkeys/options');
    expectStatus(options, 200, 'passkey options');
    const credential = passkey.register(options.json() as { challenge: string });
    expectStatus(await client.call('POST', '/user/passkeys', { name: 'Test passkey', credential }), 201, 'passkey');
    heldByCredential.set(passkey.credentialId, held);
  }
  return { response: confirmed, held };
}

/** The factors held for the user waiting for their second step, found by their passkeys as a browser would. */
async function heldFor(client: SigningClient): Promise<{ held: HeldFactors; options: unknown } | undefined> {
  const options = await client.call('POST', '/two-factor-challenge/passkey/options');
  if (options.statusCode !== 200) return undefined;
  const allowed = ((options.json() as { allowCredentials?: { id: string }[] }).allowCredentials ?? []).map(
    (credential) => heldByCredential.get(credential.id),
  );
  const held = allowed.find((found) => found !== undefined);
  return held && { held, options: options.json() };
}

/** The second step with held factors: the app's next code, or the passkey (counter 0: parallel sign-ins stay valid). */
export async function answerSecondStep(client: SigningClient, held: HeldFactors, options?: unknown): Promise<Answer> {
  const code = options === undefined ? await held.code(client.clock) : held.nextCode(client.clock());
  if (code !== undefined) return client.call('POST', '/two-factor-challenge', { code });
  const credential = held.passkey!.assert(options as { challenge: string }, { counter: 0 });
  return client.call('POST', '/two-factor-challenge/passkey', { credential });
}

/** How a sign-in ended, and the factors the helpers hold for the user when they hold any. */
export interface SignedIn {
  response: Answer;
  held?: HeldFactors;
}

/**
 * Finishes a sign-in whose password step answered 200: enrols a user a role requires it of, or
 * answers the second step for a user whose passkey the helpers hold (`known`: the factors the
 * caller holds for the user, when it keeps them itself). A user who set up their own factors in
 * the test is left waiting for the second step (the password step's answer is returned).
 */
export async function finishSignIn(
  client: SigningClient,
  passwordStep: Answer,
  password: string,
  known?: HeldFactors,
): Promise<SignedIn> {
  const answer = passwordStep.json() as { two_factor?: true; two_factor_enrolment?: true };
  if (answer.two_factor_enrolment) return enrolSecondFactor(client, password);
  if (!answer.two_factor) return { response: passwordStep };
  if (known) return { response: await answerSecondStep(client, known), held: known };
  const found = await heldFor(client);
  if (!found) return { response: passwordStep };
  return { response: await answerSecondStep(client, found.held, found.options), held: found.held };
}
