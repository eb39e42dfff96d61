import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { json, noContent, stubFetch, type FetchHandler, type FetchStub } from '../support/fetchStub';
import { sessionOf } from '../support/fixtures';
import { describedText } from '../support/forms';
import { renderApp } from '../support/renderApp';
import { exportList } from '../exports/support/exportJobs';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

/** Signed out; `routes` answer the account calls. */
function signedOut(routes: Record<string, FetchHandler> = {}) {
  fetchStub = stubFetch({
    'GET /api/user': () => json(401, { message: 'Unauthenticated.' }),
    'GET /sanctum/csrf-cookie': () => noContent(),
    ...routes,
  });
}

/** Signed in, on the Security screen's calls; `routes` answer the factor calls. */
function signedIn(routes: Record<string, FetchHandler> = {}) {
  fetchStub = stubFetch({
    'GET /api/user': () => json(200, sessionOf({ permissions: [] })),
    'GET /api/user/sessions': () => json(200, { sessions: [] }),
    'GET /api/user/two-factor': () => json(200, { authenticator: false, recovery_codes_left: 0, passkeys: 0 }),
    'GET /api/exports': () => json(200, exportList([])),
    'GET /user/passkeys': () => json(200, { passkeys: [] }),
    ...routes,
  });
}

const sent = (call: string) => fetchStub.calls().filter((made) => made === call).length;

/** The summary's title and its messages, in order. */
async function summary() {
  const shown = await screen.findByRole('alert');
  return {
    title: shown.querySelector('.bp6-heading')?.textContent,
    messages: within(shown)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  };
}

/** Marked "(required)" (its group's class, which the style sheet marks) and announced as required. */
function isMarkedRequired(label: string): boolean {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  return input.required && Boolean(input.closest('.required-field'));
}

async function expectFocusOn(label: string) {
  await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(label)));
}

describe('the security and account forms on the form mechanism', () => {
  it('sign-in: both blank fields said at once in plain words, marked, summarised, the email focused; nothing sent', async () => {
    signedOut({ 'POST /login': () => noContent() });
    const user = userEvent.setup();
    renderApp(['/']);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(await summary()).toEqual({
      title: 'There are 2 problems to fix',
      messages: ['Enter your email address.', 'Enter your password.'],
    });
    expect(describedText('Email')).toBe('Enter your email address.');
    expect(describedText('Password')).toBe('Enter your password.');
    expect([isMarkedRequired('Email'), isMarkedRequired('Password')]).toEqual([true, true]);
    await expectFocusOn('Email');
    expect(sent('POST /login')).toBe(0);
  });

  it("sign-in: the server's 422 at both fields, summarised, the first focused; not guarded: leaving does not ask", async () => {
    signedOut({
      'POST /login': () =>
        json(422, {
          message: 'Invalid.',
          errors: { email: ['These credentials do not match our records.'], password: ['Too long.'] },
        }),
    });
    const user = userEvent.setup();
    const { router } = renderApp(['/']);
    await user.type(await screen.findByLabelText('Email', {}), 'amina.bello@nhia.example');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await summary()).messages).toEqual(['These credentials do not match our records.', 'Too long.']);
    await expectFocusOn('Email');
    expect(describedText('Password')).toBe('Too long.');
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/password/email'));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull();
  });

  it('forgot password: a blank email said, marked, summarised and focused; nothing sent', async () => {
    signedOut({ 'POST /forgot-password': () => json(200, { message: 'ok' }) });
    const user = userEvent.setup();
    renderApp(['/password/email']);
    await user.click(await screen.findByRole('button', { name: 'Email me a reset link' }));

    expect(await summary()).toEqual({
      title: 'There is 1 problem to fix',
      messages: ['Enter the email address of your account.'],
    });
    expect(isMarkedRequired('Email')).toBe(true);
    await expectFocusOn('Email');
    expect(sent('POST /forgot-password')).toBe(0);
  });

  const RESET_URL = `/password/reset/abc123token?email=${encodeURIComponent('amina.bello@nhia.example')}`;

  it('reset password: every blank field at once, a mismatch at the repeat, marks, summary and focus; nothing sent', async () => {
    signedOut({ 'POST /reset-password': () => json(200, { message: 'ok' }) });
    const user = userEvent.setup();
    renderApp([RESET_URL]);
    await user.clear(await screen.findByLabelText('Email', {}));
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await summary()).toEqual({
      title: 'There are 3 problems to fix',
      messages: ['Enter the email address of your account.', 'Enter a new password.', 'Repeat the new password.'],
    });
    expect(['Email', 'New password', 'Repeat the new password'].map(isMarkedRequired)).toEqual([true, true, true]);
    await expectFocusOn('Email');

    await user.type(screen.getByLabelText('Email'), 'amina.bello@nhia.example');
    await user.type(screen.getByLabelText('New password'), 'a long new passphrase');
    await user.type(screen.getByLabelText('Repeat the new password'), 'a long new passphrasf');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(describedText('Repeat the new password')).toBe(
        'The two passwords do not match: type the same new password in both fields.',
      ),
    );
    await expectFocusOn('Repeat the new password');
    expect(sent('POST /reset-password')).toBe(0);
  });

  it("reset password: the server's 422 at its fields; a typed password is guarded when leaving, kept on Cancel", async () => {
    signedOut({
      'POST /reset-password': () =>
        json(422, {
          message: 'Invalid.',
          errors: { email: ['We could not find that address.'], password: ['This password is too common.'] },
        }),
    });
    const user = userEvent.setup();
    const { router } = renderApp([RESET_URL]);
    await user.type(await screen.findByLabelText('New password', {}), 'password1234');
    await user.type(screen.getByLabelText('Repeat the new password'), 'password1234');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await summary()).messages).toEqual(['We could not find that address.', 'This password is too common.']);
    expect(describedText('New password')).toBe('This password is too common.');
    await expectFocusOn('Email');

    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    const question = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/password/reset/abc123token');
    expect(screen.getByLabelText('New password')).toHaveProperty('value', 'password1234');
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    const again = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(again).getByRole('button', { name: 'Leave and discard changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('second step: a blank code said, marked, summarised and focused; nothing sent', async () => {
    signedOut({
      'POST /login': () => json(200, { two_factor: true }),
      'POST /two-factor-challenge': () => noContent(),
    });
    const user = userEvent.setup();
    renderApp(['/']);
    await user.type(await screen.findByLabelText('Email', {}), 'amina.bello@nhia.example');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));

    expect((await summary()).messages).toEqual(['Enter the 6-digit code from your authenticator app.']);
    expect(isMarkedRequired('Authentication code')).toBe(true);
    await expectFocusOn('Authentication code');
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await summary()).messages).toEqual(['Enter one of your recovery codes.']);
    expect(sent('POST /two-factor-challenge')).toBe(0);
  });

  async function startEnrolment(user: UserEvent) {
    renderApp(['/agency-panel/security']);
    const section = await screen.findByRole('region', { name: 'Two-factor authentication' });
    await user.click(await within(section).findByRole('button', { name: 'Set up an authenticator app' }));
    return section;
  }

  it('password confirmation: a blank password said in its dialog, marked, summarised and focused; nothing sent', async () => {
    signedIn({
      'POST /user/two-factor-authentication': () => json(428, { message: 'Password confirmation required.' }),
      'POST /user/confirm-password': () => new Response(null, { status: 201 }),
    });
    const user = userEvent.setup();
    await startEnrolment(user);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect((await summary()).messages).toEqual(['Enter your password.']);
    expect(isMarkedRequired('Password')).toBe(true);
    await expectFocusOn('Password');
    expect(sent('POST /user/confirm-password')).toBe(0);
  });

  it("authenticator app: a blank code said, then the server's 422 at the field, summarised and focused", async () => {
    const wrong = 'The provided two factor authentication code was invalid.';
    signedIn({
      'POST /user/two-factor-authentication': () => noContent(),
      'GET /user/two-factor-qr-code': () =>
        json(200, { svg: '<svg/>', url: 'otpauth://totp/NHIA:amina?secret=JBSWY3DPEHPK3PXP' }),
      'GET /user/two-factor-secret-key': () => json(200, { secret_key: 'JBSWY3DPEHPK3PXP' }),
      'POST /user/confirmed-two-factor-authentication': () => json(422, { message: wrong, errors: { code: [wrong] } }),
    });
    const user = userEvent.setup();
    const section = await startEnrolment(user);
    await user.click(await within(section).findByRole('button', { name: 'Confirm' }));
    expect((await summary()).messages).toEqual(['Enter the 6-digit code your authenticator app shows.']);
    expect(isMarkedRequired('Code from the app')).toBe(true);
    await expectFocusOn('Code from the app');
    expect(sent('POST /user/confirmed-two-factor-authentication')).toBe(0);

    await user.type(screen.getByLabelText('Code from the app'), '000000');
    await user.click(within(section).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(describedText('Code from the app')).toBe(wrong));
    expect((await summary()).messages).toEqual([wrong]);
    await expectFocusOn('Code from the app');
  });

  it("passkey name: a blank one said before the browser's prompt, marked, summarised, focused; a typed one guarded", async () => {
    signedIn();
    const user = userEvent.setup();
    const { router } = renderApp(['/agency-panel/security']);
    const section = await screen.findByRole('region', { name: 'Passkeys' });
    await user.click(await within(section).findByRole('button', { name: 'Add a passkey' }));
    expect((await summary()).messages).toEqual(['Name the passkey first, e.g. "Work laptop".']);
    expect(isMarkedRequired("New passkey's name")).toBe(true);
    await expectFocusOn("New passkey's name");
    expect(sent('POST /user/passkeys/options')).toBe(0);

    await user.type(screen.getByLabelText("New passkey's name"), 'Work laptop');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Amina Bello' }));
    await user.click(await screen.findByRole('menuitem', { name: 'My exports' }));
    const question = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/agency-panel/security');
    expect(screen.getByLabelText("New passkey's name")).toHaveProperty('value', 'Work laptop');
  });
});
