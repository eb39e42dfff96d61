import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionOf, serviceCatalogue } from '../support/fixtures';
import { json, noContent, stubFetch, type FetchHandler, type FetchStub } from '../support/fetchStub';
import { renderApp } from '../support/renderApp';
import { storeSettled } from '../support/settled';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

/** The password is right and the user has a second factor; `challenge` answers the second step. */
function backend(challenge: FetchHandler) {
  let signedIn = false;
  fetchStub = stubFetch({
    'GET /api/user': () => (signedIn ? json(200, sessionOf()) : json(401, { message: 'Unauthenticated.' })),
    'GET /sanctum/csrf-cookie': () => noContent(),
    'POST /login': () => json(200, { two_factor: true }),
    'POST /two-factor-challenge': async (request) => {
      const answer = await challenge(request);
      signedIn = answer.status === 204;
      return answer;
    },
    'GET /api/services': () => json(200, serviceCatalogue()),
  });
}

async function signInWithPassword() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'amina.bello@nhia.example');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

function describedMessages(label: string): string {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

const challengeBodies = () =>
  Promise.all(fetchStub.requests.filter((r) => r.url.endsWith('/two-factor-challenge')).map((r) => r.json()));

describe('the sign-in second step', () => {
  it('should ask for the code after the password, without re-checking the user, on the sign-in address', async () => {
    backend(() => noContent());
    const { router, store } = renderApp(['/']);
    await signInWithPassword();
    const code = await screen.findByLabelText('Authentication code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(document.activeElement).toBe(code);
    expect(router.state.location.pathname).toBe('/');
    await storeSettled(store);
    expect(fetchStub.calls().filter((call) => call === 'GET /api/user')).toHaveLength(1);
  });

  it('should sign in with a code as a password-only sign-in does: re-check the user, open /select-service', async () => {
    backend(() => noContent());
    const { router } = renderApp(['/']);
    const user = await signInWithPassword();
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Select a service' });
    expect(router.state.location.pathname).toBe('/select-service');
    expect(await challengeBodies()).toEqual([{ code: '123456' }]);
    expect(fetchStub.calls().filter((call) => call === 'GET /api/user')).toHaveLength(2);
  });

  it('should sign in with a recovery code after the switch', async () => {
    backend(() => noContent());
    renderApp(['/']);
    const user = await signInWithPassword();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'ABCDE-FGHIJ-KLMNO-PQRST');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Select a service' });
    expect(await challengeBodies()).toEqual([{ recovery_code: 'ABCDE-FGHIJ-KLMNO-PQRST' }]);
  });

  it("should show the server's 422 at the code field and stay on the second step", async () => {
    const message = 'The code is not valid.';
    backend(() => json(422, { message: 'The given data was invalid.', errors: { code: [message] } }));
    const { router } = renderApp(['/']);
    const user = await signInWithPassword();
    await user.type(await screen.findByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(describedMessages('Authentication code')).toBe(message));
    expect(screen.getByLabelText('Authentication code').getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/');
  });

  it("should show the server's 429 (how long to wait) at the recovery code field", async () => {
    const message = 'Too many login attempts. Please try again in 42 seconds.';
    backend(() => json(429, { message, retry_after: 42 }));
    renderApp(['/']);
    const user = await signInWithPassword();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'ABCDE-FGHIJ-KLMNO-PQRST');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(describedMessages('Recovery code')).toBe(message));
  });
});
