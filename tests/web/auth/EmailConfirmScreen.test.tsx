import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, json, stubFetch, type FetchHandler, type FetchStub } from '../support/fetchStub';
import { lastBody } from '../support/forms';
import { renderApp } from '../support/renderApp';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

const TOKEN = 'email-change-token-123';
const CONFIRM_URL = `/email/confirm/${TOKEN}`;

function backend(confirm: FetchHandler) {
  fetchStub = stubFetch({
    'GET /api/user': () => json(401, { message: 'Unauthenticated.' }),
    'POST /email/confirm': confirm,
  });
}

const confirmButton = () => screen.findByRole('button', { name: 'Confirm my new email address' });
const posted = () => fetchStub.calls().filter((call) => call === 'POST /email/confirm').length;

async function openAndConfirm() {
  const user = userEvent.setup();
  const rendered = renderApp([CONFIRM_URL]);
  await user.click(await confirmButton());
  return { user, ...rendered };
}

describe('<EmailConfirmScreen>', () => {
  it('should explain the change and wait for a click: opening the link changes nothing', async () => {
    backend(() => json(200, { message: 'ok' }));
    renderApp([CONFIRM_URL]);
    await confirmButton();
    expect(screen.getByRole('heading', { name: 'Confirm your new email address' })).toBeTruthy();
    expect(screen.getByText(/every signed-in session of your account will end/)).toBeTruthy();
    expect(posted()).toBe(0);
  });

  it("should send the link's token, then say what happened and lead to sign-in", async () => {
    backend(() =>
      json(200, {
        message:
          'Your email address is now amina@mail.example. Every session of your account has ended: sign in with the new address.',
      }),
    );
    const { user, router } = await openAndConfirm();
    const done = await screen.findByRole('status');
    expect(done.textContent).toBe(
      'Email address changedYour email address is now amina@mail.example. Every session of your account has ended: sign in with the new address.',
    );
    expect(await lastBody(fetchStub.requests, 'POST', '/email/confirm')).toEqual({ token: TOKEN });
    expect(screen.queryByRole('button', { name: 'Confirm my new email address' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([
    ['token', 'This link has expired. Ask your administrator to request the change of your email address again.'],
    ['token', 'This link has already been used: the email address was changed. Sign in with the new address.'],
    ['token', 'This link is invalid: it is not one we sent, or a newer change of the address replaced it.'],
    [
      'email',
      'Another account has this email address now, so the change cannot be applied. Ask your administrator for help.',
    ],
  ])('should say why a link cannot be used (%s: %s) and offer no second try', async (field, message) => {
    backend(() => json(422, { message, errors: { [field]: [message] } }));
    await openAndConfirm();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`The email address was not changed${message}`);
    expect(screen.queryByRole('button', { name: 'Confirm my new email address' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('should be busy while the server answers, and keep the button after a failure that is not the link', async () => {
    const answer = deferred<Response>();
    backend(() => answer.promise);
    await openAndConfirm();
    const button = await confirmButton();
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    answer.resolve(json(429, { message: 'Too many requests. Try again in 30 seconds.', retry_after: 30 }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many requests');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  });
});
