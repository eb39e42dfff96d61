import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, json, stubFetch, type FetchHandler, type FetchStub } from '../support/fetchStub';
import { describedText, lastBody } from '../support/forms';
import { renderApp } from '../support/renderApp';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

const TOKEN = 'abc123token';
const RESET_URL = `/password/reset/${TOKEN}?email=${encodeURIComponent('amina.bello@nhia.example')}`;

function backend(resetPassword: FetchHandler) {
  fetchStub = stubFetch({
    'GET /api/user': () => json(401, { message: 'Unauthenticated.' }),
    'POST /reset-password': resetPassword,
  });
}

async function choose(password: string, confirmation = password) {
  const user = userEvent.setup();
  const rendered = renderApp([RESET_URL]);
  await user.type(await screen.findByLabelText('New password', {}), password);
  await user.type(screen.getByLabelText('Repeat the new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  return { user, ...rendered };
}

const postedResets = () => fetchStub.calls().filter((call) => call === 'POST /reset-password').length;

describe('<PasswordResetScreen>', () => {
  it('should state the password policy before anyone types', async () => {
    backend(() => json(200, { message: 'ok' }));
    renderApp([RESET_URL]);
    await screen.findByLabelText('New password', {});
    expect(describedText('New password')).toBe(
      'At least 12 characters, not a commonly used password, not your email address, and hard to guess (rated Strong).',
    );
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'amina.bello@nhia.example');
  });

  it("should send the link's token and email with the new password twice, then show the answer and the sign-in link", async () => {
    backend(() => json(200, { message: 'Your password has been reset. Sign in with your new password.' }));
    const { user, router } = await choose('a long new passphrase');
    expect((await screen.findByRole('status')).textContent).toContain(
      'Your password has been reset. Sign in with your new password.',
    );
    expect(await lastBody(fetchStub.requests, 'POST', '/reset-password')).toEqual({
      token: TOKEN,
      email: 'amina.bello@nhia.example',
      password: 'a long new passphrase',
      password_confirmation: 'a long new passphrase',
    });
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('should catch two different passwords at the repetition without calling the server', async () => {
    backend(() => json(200, { message: 'ok' }));
    await choose('a long new passphrase', 'a long new passfrase');
    await waitFor(() =>
      expect(describedText('Repeat the new password')).toBe(
        'The two passwords do not match: type the same new password in both fields.',
      ),
    );
    expect(screen.getByLabelText('Repeat the new password').getAttribute('aria-invalid')).toBe('true');
    expect(postedResets()).toBe(0);
  });

  it("should show the server's policy messages at the password field", async () => {
    backend(() =>
      json(422, {
        message: 'The given data was invalid.',
        errors: { password: ['Choose a longer password: at least 12 characters.'] },
      }),
    );
    await choose('too short');
    await waitFor(() =>
      expect(describedText('New password')).toBe('Choose a longer password: at least 12 characters.'),
    );
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
  });

  it.each([
    ['expired', 'This link has expired. Request a new one from the password reset page.'],
    ['already used', 'This link has already been used. Request a new one if you need to set your password again.'],
  ])('should say when the link has %s and lead to a new request', async (_case, message) => {
    backend(() => json(422, { message: 'The given data was invalid.', errors: { token: [message] } }));
    const { user, router } = await choose('a long new passphrase');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    await user.click(within(alert).getByRole('link', { name: 'Request a new link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/password/email'));
  });

  it('should be busy while the server answers', async () => {
    const answer = deferred<Response>();
    backend(() => answer.promise);
    await choose('a long new passphrase');
    const button = screen.getByRole('button', { name: /Change password/ });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    expect(screen.getByLabelText('New password').hasAttribute('disabled')).toBe(true);
    expect(screen.getByLabelText('Repeat the new password').hasAttribute('disabled')).toBe(true);
    answer.resolve(json(422, { message: 'Invalid.', errors: { password: ['Too common.'] } }));
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  });
});
