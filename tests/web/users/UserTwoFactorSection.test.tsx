import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STEP_UP_CANCELLED } from '../../../src/web/api/stepUp';
import type { Permission, TwoFactorStatus } from '../../../src/web/api/generated';
import { json, noContent, stubFetch, type FetchStub } from '../support/fetchStub';
import { sessionOf } from '../support/fixtures';
import { historyPage } from '../support/listAnswers';
import { renderApp } from '../support/renderApp';
import { userDetail } from './support/userDetails';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

const amina = userDetail(5, { first_name: 'Amina', middle_name: null, last_name: 'Bello' });
// The signed-in user of sessionOf() is user 7.
const self = userDetail(7, { first_name: 'Amina', middle_name: null, last_name: 'Bello' });
const FACTORS = '/api/users/5/two-factor';
const OFF: TwoFactorStatus = { authenticator: false, recovery_codes_left: 0, passkeys: 0 };
const ON: TwoFactorStatus = { authenticator: true, recovery_codes_left: 7, passkeys: 1 };

/** The view of user 5 (or 7, oneself); DELETE of their factors answers `reset`, or turns them off. */
function backend({
  permissions = ['view users', 'update users'],
  factors = ON,
  reset,
}: { permissions?: Permission[]; factors?: TwoFactorStatus; reset?: () => Response } = {}) {
  let status = factors;
  fetchStub = stubFetch({
    'GET /api/user': () => json(200, sessionOf({ permissions })),
    'GET /api/users/5': () => json(200, amina),
    'GET /api/users/7': () => json(200, self),
    'GET /api/users/5/history': () => json(200, historyPage([])),
    'GET /api/users/7/history': () => json(200, historyPage([])),
    'GET /api/users/5/sessions': () => json(200, { sessions: [] }),
    'GET /api/users/7/sessions': () => json(200, { sessions: [] }),
    [`GET ${FACTORS}`]: () => json(200, status),
    'GET /api/users/7/two-factor': () => json(200, status),
    // The viewer's own factors, which the step-up dialog offers.
    'GET /api/user/two-factor': () => json(200, ON),
    [`DELETE ${FACTORS}`]: () => {
      if (reset) return reset();
      status = OFF;
      return noContent();
    },
  });
}

const callsTo = (call: string) => fetchStub.calls().filter((c) => c === call).length;

async function openSection(id = 5) {
  renderApp([`/agency-panel/users/${id}`]);
  const section = await screen.findByRole('region', { name: 'Second factor' });
  await within(section).findByText('Authenticator app');
  return section;
}

const factorLines = (section: HTMLElement) =>
  Array.from(section.querySelectorAll('dt')).map(
    (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
  );

describe('<UserViewScreen> second factor', () => {
  it('shows which factors the user has to a holder of "view users", without the reset', async () => {
    backend({ permissions: ['view users'] });
    const section = await openSection();
    expect(factorLines(section)).toEqual([
      'Second factor: On',
      'Authenticator app: Set up',
      'Recovery codes left: 7',
      'Passkeys: 1',
    ]);
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('resets them after a confirm step, then shows them off, says so and refetches the history', async () => {
    backend();
    const user = userEvent.setup();
    const section = await openSection();
    const historyCalls = callsTo('GET /api/users/5/history');

    await user.click(within(section).getByRole('button', { name: 'Reset second factor' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Reset Amina Bello's second factor?" });
    expect(dialog.textContent).toContain('signed out everywhere');
    expect(callsTo(`DELETE ${FACTORS}`)).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reset second factor' }));

    await waitFor(() => expect(factorLines(section)).toContain('Second factor: Off'));
    expect(callsTo(`DELETE ${FACTORS}`)).toBe(1);
    expect(
      (await screen.findByText("Reset Amina Bello's second factor: they were signed out and told by email."))
        .textContent,
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Nothing left to reset: the action goes.
    expect(within(section).queryByRole('button', { name: 'Reset second factor' })).toBeNull();
    await waitFor(() => expect(callsTo('GET /api/users/5/history')).toBeGreaterThan(historyCalls));
  });

  it("asks for one's own second factor on a 423; cancelled, the dialog stays open saying nothing was changed", async () => {
    const message =
      "This needs your second factor given in the last 5 minutes: confirm it's you with your authenticator code, a recovery code or a passkey.";
    backend({ reset: () => json(423, { message }) });
    const user = userEvent.setup();
    const section = await openSection();
    await user.click(within(section).getByRole('button', { name: 'Reset second factor' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reset second factor' }));
    const stepUp = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.click(within(stepUp).getByRole('button', { name: 'Cancel' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(STEP_UP_CANCELLED);
    expect(factorLines(section)).toContain('Second factor: On');
  });

  it('offers no reset for a user without a factor', async () => {
    backend({ factors: OFF });
    const none = await openSection();
    expect(factorLines(none)).toContain('Second factor: Off');
    expect(within(none).queryByRole('button')).toBeNull();
  });

  it('offers no reset on one’s own view (one’s own factors are removed on the Security screen)', async () => {
    backend();
    const own = await openSection(7);
    expect(factorLines(own)).toContain('Second factor: On');
    expect(within(own).queryByRole('button')).toBeNull();
  });
});
