import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, noContent, stubFetch, type FetchHandler, type FetchStub } from '../support/fetchStub';
import { serviceCatalogue, sessionOf } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import {
  ASSERTION_SENT,
  AUTHENTICATION_OPTIONS,
  b64url,
  closedPrompt,
  stubWebAuthn,
  type WebAuthnStub,
} from '../support/webauthnStub';

let fetchStub: FetchStub;
let webauthn: WebAuthnStub | undefined;
afterEach(() => {
  fetchStub.restore();
  webauthn?.restore();
  webauthn = undefined;
});

/** The allowed passkeys of a second step: the user's own. */
const SECOND_STEP_OPTIONS = {
  ...AUTHENTICATION_OPTIONS,
  userVerification: 'preferred',
  allowCredentials: [{ id: b64url('kept-credential'), type: 'public-key', transports: ['internal'] }],
};

/** Nobody is signed in until one of `routes` (a sign-in call) answers 204. */
function backend(routes: Record<string, FetchHandler>) {
  let signedIn = false;
  const signingIn = (handler: FetchHandler) => async (request: Request) => {
    const answer = await handler(request);
    signedIn ||= answer.status === 204;
    return answer;
  };
  fetchStub = stubFetch({
    'GET /api/user': () => (signedIn ? json(200, sessionOf()) : json(401, { message: 'Unauthenticated.' })),
    'GET /sanctum/csrf-cookie': () => noContent(),
    'POST /login': () => json(200, { two_factor: true }),
    'POST /passkey-login/options': () => json(200, AUTHENTICATION_OPTIONS),
    'POST /two-factor-challenge/passkey/options': () => json(200, SECOND_STEP_OPTIONS),
    'GET /api/services': () => json(200, serviceCatalogue()),
    ...Object.fromEntries(Object.entries(routes).map(([call, handler]) => [call, signingIn(handler)])),
  });
}

const bodiesOf = (call: string) =>
  Promise.all(
    fetchStub.requests.filter((r) => `${r.method} ${new URL(r.url).pathname}` === call).map((r) => r.clone().json()),
  );

async function signInWithPassword() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'amina.bello@nhia.example');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByLabelText('Authentication code');
  return user;
}

describe('signing in with a passkey', () => {
  it('signs in without a password: a fresh token, the browser picks one of the site’s passkeys, then the launcher', async () => {
    webauthn = stubWebAuthn();
    backend({ 'POST /passkey-login': () => noContent() });
    const { router } = renderApp(['/']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));

    await screen.findByRole('heading', { name: 'Select a service' });
    expect(router.state.location.pathname).toBe('/select-service');
    expect(fetchStub.calls().filter((call) => call.startsWith('POST') || call.includes('csrf'))).toEqual([
      'GET /sanctum/csrf-cookie',
      'POST /passkey-login/options',
      'POST /passkey-login',
    ]);
    // No passkey named: the browser offers whichever it holds for the site.
    const publicKey = webauthn.requested[0].publicKey!;
    expect(publicKey.allowCredentials).toBeUndefined();
    expect(publicKey.userVerification).toBe('required');
    expect(new TextDecoder().decode(publicKey.challenge as ArrayBuffer)).toBe('sign-in challenge');
    expect(await bodiesOf('POST /passkey-login')).toEqual([{ credential: ASSERTION_SENT, remember: true }]);
  });

  it('says in plain words that the prompt was closed, and stays on the sign-in screen', async () => {
    webauthn = stubWebAuthn({ get: closedPrompt() });
    backend({ 'POST /passkey-login': () => json(500, { message: 'must not be called' }) });
    const { router } = renderApp(['/']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The passkey prompt was closed or timed out. Nothing changed; try again when you are ready.',
    );
    expect(fetchStub.calls()).not.toContain('POST /passkey-login');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' }).hasAttribute('disabled')).toBe(false);
  });

  it('says so when the browser has no passkeys at all', async () => {
    backend({});
    renderApp(['/']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This browser cannot use passkeys. Use an up-to-date browser, or another way to sign in.',
    );
  });

  it('shows the server’s refusal: a passkey it could not verify, too many attempts', async () => {
    webauthn = stubWebAuthn();
    const message = 'Too many login attempts. Please try again in 42 seconds.';
    backend({
      'POST /passkey-login': () => json(429, { message, errors: { credential: [message] }, retry_after: 42 }),
    });
    renderApp(['/']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('answers the second step with one of the user’s passkeys ("Use a passkey")', async () => {
    webauthn = stubWebAuthn();
    backend({ 'POST /two-factor-challenge/passkey': () => noContent() });
    const { router } = renderApp(['/']);
    const user = await signInWithPassword();
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    await screen.findByRole('heading', { name: 'Select a service' });
    expect(router.state.location.pathname).toBe('/select-service');
    const allowed = webauthn.requested[0].publicKey!.allowCredentials!;
    expect(allowed.map((credential) => new TextDecoder().decode(credential.id as ArrayBuffer))).toEqual([
      'kept-credential',
    ]);
    expect(await bodiesOf('POST /two-factor-challenge/passkey')).toEqual([{ credential: ASSERTION_SENT }]);
  });

  it('says why the second step takes no passkey, and the code can still be typed', async () => {
    webauthn = stubWebAuthn();
    const message = 'No passkey is registered for this account: use your authenticator app or a recovery code.';
    backend({
      'POST /two-factor-challenge/passkey/options': () => json(422, { message, errors: { credential: [message] } }),
    });
    renderApp(['/']);
    const user = await signInWithPassword();
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(webauthn.requested).toHaveLength(0);
    expect(screen.getByLabelText('Authentication code').hasAttribute('disabled')).toBe(false);
  });
});
