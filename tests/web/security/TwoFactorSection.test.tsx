import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STEP_UP_CANCELLED } from '../../../src/web/api/stepUp';
import { json, noContent, stubFetch, type FetchHandler, type FetchStub } from '../support/fetchStub';
import { sessionOf } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { exportList } from '../exports/support/exportJobs';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

const svg = '<svg xmlns="http://www.w3.org/2000/svg" id="server-qr"><rect width="10" height="10"/></svg>';
const recoveryCodes = Array.from({ length: 10 }, (_, i) => `AAAAA-BBBBB-CCCCC-DDDD${i}`);
const stepUpMessage =
  "This needs your second factor given in the last 5 minutes: confirm it's you with your authenticator code, a recovery code or a passkey.";

const OFF = { authenticator: false, recovery_codes_left: 0, passkeys: 0 };
const ON = { authenticator: true, recovery_codes_left: 10, passkeys: 0 };
/** What GET /api/user/two-factor answers now; a test's routes change it as the server would. */
let factors = OFF;

/** The signed-in user's security screen, with these factors; `routes` answer the two-factor calls. */
function backend(routes: Record<string, FetchHandler>, initial = OFF) {
  factors = initial;
  fetchStub = stubFetch({
    'GET /api/user': () => json(200, sessionOf({ permissions: [] })),
    'GET /api/user/sessions': () => json(200, { sessions: [] }),
    'GET /api/user/two-factor': () => json(200, factors),
    'GET /api/exports': () => json(200, exportList([])),
    'GET /user/two-factor-qr-code': () => json(200, { svg, url: 'otpauth://totp/NHIA:amina?secret=JBSWY3DPEHPK3PXP' }),
    'GET /user/two-factor-secret-key': () => json(200, { secret_key: 'JBSWY3DPEHPK3PXP' }),
    'GET /user/two-factor-recovery-codes': () => json(200, { recovery_codes: recoveryCodes }),
    ...routes,
  });
}

/** The section once the user's factors are shown (its actions follow them). */
async function openSection() {
  renderApp(['/agency-panel/security']);
  const section = await screen.findByRole('region', { name: 'Two-factor authentication' });
  await within(section).findByText('Authenticator app');
  return section;
}

/** The factor list as "term: value" lines. */
const factorLines = (section: HTMLElement) =>
  Array.from(section.querySelectorAll('dt')).map(
    (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
  );

function describedMessages(label: string): string {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('<TwoFactorSection>', () => {
  it('enrols: QR code as an image, the key, a confirming code, then the ten recovery codes shown once', async () => {
    backend({
      'POST /user/two-factor-authentication': () => noContent(),
      'POST /user/confirmed-two-factor-authentication': () => {
        factors = ON;
        return noContent();
      },
    });
    const section = await openSection();
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Set up an authenticator app' }));

    const qr = await within(section).findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    // The server's SVG is never put into the page as markup.
    expect(document.getElementById('server-qr')).toBeNull();
    expect(section.textContent).toContain('JBSWY3DPEHPK3PXP');

    const code = within(section).getByLabelText('Code from the app');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await user.type(code, '123456');
    await user.click(within(section).getByRole('button', { name: 'Confirm' }));

    const list = await within(section).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    const confirmation = fetchStub.requests.find((r) => r.url.endsWith('/user/confirmed-two-factor-authentication'));
    expect(await confirmation?.json()).toEqual({ code: '123456' });

    await user.click(within(section).getByRole('button', { name: 'I have saved them' }));
    expect(within(section).queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(within(section).getByRole('status').textContent).toBe('Two-factor authentication is on.');
    expect(fetchStub.calls().filter((call) => call === 'GET /user/two-factor-recovery-codes')).toHaveLength(1);
    // The confirmation changed the factors: they are asked for again and shown.
    await waitFor(() => expect(factorLines(section)).toContain('Authenticator app: Set up'));
    expect(factorLines(section)).toContain('Recovery codes left: 10');
  });

  it.each([
    {
      factors: { authenticator: true, recovery_codes_left: 7, passkeys: 2 },
      lines: ['Second factor: On', 'Authenticator app: Set up', 'Recovery codes left: 7', 'Passkeys: 2'],
      actions: ['New recovery codes', 'Remove'],
    },
    {
      factors: OFF,
      lines: ['Second factor: Off', 'Authenticator app: Not set up', 'Recovery codes left: 0', 'Passkeys: 0'],
      actions: ['Set up an authenticator app'],
    },
  ])('shows the factors as the server lists them, and only the actions that apply ($actions)', async (shown) => {
    backend({}, shown.factors);
    const section = await openSection();
    expect(factorLines(section)).toEqual(shown.lines);
    expect(
      within(section)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(shown.actions);
  });

  it('asks for the password when set-up answers 428, shows a wrong one at the field, then sets up', async () => {
    let confirmed = false;
    backend({
      'POST /user/two-factor-authentication': () =>
        confirmed ? noContent() : json(428, { message: 'Password confirmation required.' }),
      'POST /user/confirm-password': async (request) => {
        const { password } = (await request.json()) as { password: string };
        if (password !== 'my own password') {
          const message = 'The provided password was incorrect.';
          return json(422, { message, errors: { password: [message] } });
        }
        confirmed = true;
        return new Response(null, { status: 201 });
      },
    });
    const section = await openSection();
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Set up an authenticator app' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    const field = within(dialog).getByLabelText('Password');
    expect(field.getAttribute('type')).toBe('password');
    expect(field.getAttribute('autocomplete')).toBe('current-password');
    await user.type(field, 'a wrong guess');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(describedMessages('Password')).toBe('The provided password was incorrect.'));
    expect(within(section).queryByRole('img')).toBeNull();

    await user.clear(field);
    await user.type(field, 'my own password');
    await user.keyboard('{Enter}');
    expect(await within(section).findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm your password' })).toBeNull());
    expect(fetchStub.calls().filter((call) => call.startsWith('POST'))).toEqual([
      'POST /user/two-factor-authentication',
      'POST /user/confirm-password',
      'POST /user/confirm-password',
      'POST /user/two-factor-authentication',
    ]);
    // The section's own notice stays empty: the dialog was the answer to the 428.
    expect(within(section).queryByRole('status')).toBeNull();
  });

  it('cancelling the password dialog leaves set-up where it was, and asks nothing of the server', async () => {
    backend({
      'POST /user/two-factor-authentication': () => json(428, { message: 'Password confirmation required.' }),
    });
    const section = await openSection();
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Set up an authenticator app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm your password' })).toBeNull());
    expect(within(section).getByRole('button', { name: 'Set up an authenticator app' })).toBeTruthy();
    expect(fetchStub.calls().filter((call) => call.startsWith('POST'))).toEqual([
      'POST /user/two-factor-authentication',
    ]);
  });

  it("shows the server's 422 at the code field and keeps the enrolment open", async () => {
    const message = 'The code is not valid.';
    backend({
      'POST /user/two-factor-authentication': () => noContent(),
      'POST /user/confirmed-two-factor-authentication': () =>
        json(422, { message: 'The given data was invalid.', errors: { code: [message] } }),
    });
    const section = await openSection();
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Set up an authenticator app' }));
    await user.type(await within(section).findByLabelText('Code from the app'), '000000');
    await user.click(within(section).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(describedMessages('Code from the app')).toBe(message));
    expect(within(section).getByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(fetchStub.calls()).not.toContain('GET /user/two-factor-recovery-codes');
  });

  it("says why set-up is refused when an app is already confirmed (the server's 409)", async () => {
    const message = 'An authenticator app is already confirmed: remove it before enrolling another.';
    backend({ 'POST /user/two-factor-authentication': () => json(409, { message }) });
    const section = await openSection();
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Set up an authenticator app' }));
    expect((await within(section).findByRole('status')).textContent).toBe(message);
    expect(fetchStub.calls()).not.toContain('GET /user/two-factor-qr-code');
  });

  it.each(['Remove', 'New recovery codes'])(
    '%s without a recent second factor asks for one; cancelled, it says nothing was changed and shows no codes',
    async (action) => {
      backend(
        {
          'DELETE /user/two-factor-authentication': () => json(423, { message: stepUpMessage }),
          'POST /user/two-factor-recovery-codes': () => json(423, { message: stepUpMessage }),
        },
        ON,
      );
      const section = await openSection();
      const user = userEvent.setup();
      await user.click(within(section).getByRole('button', { name: action }));
      const stepUp = await screen.findByRole('dialog', { name: "Confirm it's you" });
      await user.click(within(stepUp).getByRole('button', { name: 'Cancel' }));
      expect((await within(section).findByRole('status')).textContent).toBe(STEP_UP_CANCELLED);
      expect(fetchStub.calls()).not.toContain('GET /user/two-factor-recovery-codes');
    },
  );

  it('removes the authenticator and says so; new recovery codes are shown once', async () => {
    backend(
      {
        'DELETE /user/two-factor-authentication': () => {
          factors = OFF;
          return noContent();
        },
        'POST /user/two-factor-recovery-codes': () => noContent(),
      },
      ON,
    );
    const section = await openSection();
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'New recovery codes' }));
    expect(
      within(await within(section).findByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem'),
    ).toHaveLength(10);
    await user.click(within(section).getByRole('button', { name: 'I have saved them' }));
    await user.click(within(section).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(within(section).getByRole('status').textContent).toBe('Two-factor authentication is off.'),
    );
    expect(fetchStub.calls()).toContain('DELETE /user/two-factor-authentication');
    expect(await within(section).findByRole('button', { name: 'Set up an authenticator app' })).toBeTruthy();
  });
});
