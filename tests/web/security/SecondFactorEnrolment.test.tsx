import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, noContent, stubFetch, type FetchStub } from '../support/fetchStub';
import { serviceCatalogue, sessionOf } from '../support/fixtures';
import { renderApp } from '../support/renderApp';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

const MESSAGE = 'Your role requires a second factor: set up an authenticator app or a passkey to continue.';
const OFF = { authenticator: false, recovery_codes_left: 0, passkeys: 0 };
const ON = { authenticator: true, recovery_codes_left: 10, passkeys: 0 };
const recoveryCodes = Array.from({ length: 10 }, (_, i) => `AAAAA-BBBBB-CCCCC-DDDD${i}`);

/**
 * A signed-in user whose role requires a second factor they lack, as the server answers them:
 * api/user says so until the authenticator app is confirmed, and every panel call is refused.
 */
function backend() {
  let enrolled = false;
  let signedIn = true;
  fetchStub = stubFetch({
    'GET /api/user': () =>
      signedIn
        ? json(200, sessionOf({ secondFactorEnrolment: !enrolled }))
        : json(401, { message: 'Unauthenticated.' }),
    'GET /api/user/two-factor': () => json(200, enrolled ? ON : OFF),
    'GET /user/passkeys': () => json(200, { passkeys: [] }),
    'GET /api/services': () => json(200, serviceCatalogue()),
    'POST /user/two-factor-authentication': () => noContent(),
    'GET /user/two-factor-qr-code': () =>
      json(200, { svg: '<svg xmlns="http://www.w3.org/2000/svg"/>', url: 'otpauth://x' }),
    'GET /user/two-factor-secret-key': () => json(200, { secret_key: 'JBSWY3DPEHPK3PXP' }),
    'POST /user/confirmed-two-factor-authentication': () => {
      enrolled = true;
      return noContent();
    },
    'GET /user/two-factor-recovery-codes': () => json(200, { recovery_codes: recoveryCodes }),
    'POST /logout': () => {
      signedIn = false;
      return noContent();
    },
  });
}

const panelCalls = () => fetchStub.calls().filter((call) => call.includes('/api/') && !call.includes('/api/user'));

describe('the second factor a role requires (the enrolment screen)', () => {
  it.each(['/select-service', '/agency-panel/users', '/agency-panel/roles', '/agency-panel/security'])(
    'takes a user who must set one up from %s to the enrolment, saying why, and calls nothing of the panel',
    async (address) => {
      backend();
      const { router } = renderApp([address]);
      expect(await screen.findByText(MESSAGE, {})).toBeTruthy();
      expect(router.state.location.pathname).toBe('/second-factor');
      expect(screen.getByRole('heading', { name: 'Set up a second factor' })).toBeTruthy();
      expect(screen.getByRole('region', { name: 'Two-factor authentication' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
      expect(panelCalls()).toEqual([]);
    },
  );

  it('sets up an authenticator app, shows the recovery codes, then continues to the services', async () => {
    backend();
    const { router } = renderApp(['/select-service']);
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Two-factor authentication' });
    await user.click(await within(section).findByRole('button', { name: 'Set up an authenticator app' }));
    await user.type(await within(section).findByLabelText('Code from the app'), '123456');
    await user.click(within(section).getByRole('button', { name: 'Confirm' }));
    expect(await within(section).findByRole('list', { name: 'Recovery codes' })).toBeTruthy();
    // Still here while the codes are shown; the way on is offered once the factor is on.
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/select-service'));
    expect(await screen.findByRole('heading', { name: 'Select a service' })).toBeTruthy();
  });

  it('signs out from the enrolment', async () => {
    backend();
    const { router } = renderApp(['/select-service']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetchStub.calls()).toContain('POST /logout');
  });
});
