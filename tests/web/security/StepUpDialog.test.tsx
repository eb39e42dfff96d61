import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STEP_UP_CANCELLED } from '../../../src/web/api/stepUp';
import { json, noContent, stubFetch, type FetchHandler, type FetchStub } from '../support/fetchStub';
import { sessionOf } from '../support/fixtures';
import { historyPage } from '../support/listAnswers';
import { describedText } from '../support/forms';
import { renderApp } from '../support/renderApp';
import { AUTHENTICATION_OPTIONS, b64url, stubWebAuthn, type WebAuthnStub } from '../support/webauthnStub';
import { catalogueList, role } from '../roles/support/roles';

let fetchStub: FetchStub;
let webauthn: WebAuthnStub | undefined;
afterEach(() => {
  fetchStub.restore();
  webauthn?.restore();
  webauthn = undefined;
});

const clerk = role(5, {
  name: 'Clerk',
  description: 'Front desk',
  permissions: ['list users', 'view users'],
  version: 3,
});
const STEP_UP_MESSAGE =
  "This needs your second factor given in the last 5 minutes: confirm it's you with your authenticator code, a recovery code or a passkey.";
const NO_FACTOR_MESSAGE =
  'This needs a second factor, and your account has none: set up an authenticator app or a passkey on your Security screen, then try again.';
const WITH_APP = { authenticator: true, recovery_codes_left: 10, passkeys: 0 };

/**
 * A role editor whose save answers 423 until a second factor is given (the step-up calls answer
 * with `stepUp` and `passkey`), as the server does.
 */
function backend({
  factors = WITH_APP,
  stepUp = () => noContent(),
  refusal = STEP_UP_MESSAGE,
}: { factors?: typeof WITH_APP; stepUp?: FetchHandler; refusal?: string } = {}) {
  let given = false;
  const giving = (handler: FetchHandler) => async (request: Request) => {
    const answer = await handler(request);
    given ||= answer.status === 204;
    return answer;
  };
  fetchStub = stubFetch({
    'GET /api/user': () => json(200, sessionOf()),
    'GET /api/permissions': () => json(200, catalogueList()),
    'GET /api/roles/5': () => json(200, clerk),
    'GET /api/roles/5/history': () => json(200, historyPage([])),
    'POST /api/roles/5/preview': () =>
      json(200, { added: ['update users'], removed: [], renamed: false, affected_users: 0 }),
    'PUT /api/roles/5': () =>
      given
        ? json(200, { ...clerk, permissions: ['list users', 'update users', 'view users'], version: 4 })
        : json(423, { message: refusal }),
    'GET /api/user/two-factor': () => json(200, factors),
    'POST /user/confirmed-second-factor': giving(stepUp),
    'POST /user/passkey-confirmation/options': () =>
      json(200, {
        ...AUTHENTICATION_OPTIONS,
        allowCredentials: [{ id: b64url('kept-credential'), type: 'public-key' }],
      }),
    'POST /user/passkey-confirmation': giving(() => noContent()),
  });
}

const bodiesOf = (call: string) =>
  Promise.all(
    fetchStub.requests.filter((r) => `${r.method} ${new URL(r.url).pathname}` === call).map((r) => r.clone().json()),
  );

/** Opens the editor, ticks "update users" and confirms the review: the save is refused for want of a second factor. */
async function saveNeedingStepUp() {
  const user = userEvent.setup();
  const rendered = renderApp(['/agency-panel/roles/5/edit']);
  await screen.findByRole('heading', { name: 'Edit Clerk' });
  await user.click(await screen.findByRole('checkbox', { name: /^update users/ }));
  await user.click(screen.getByRole('button', { name: 'Review and save' }));
  const review = await screen.findByRole('dialog', { name: 'Review the change' });
  await user.click(within(review).getByRole('button', { name: 'Confirm and save' }));
  const stepUp = await screen.findByRole('dialog', { name: "Confirm it's you" });
  return { user, stepUp, ...rendered };
}

describe('step-up on a 423 (any screen)', () => {
  it('asks for the code in a dialog (focus in the field, Enter sends it), then sends the same save again and finishes it', async () => {
    backend();
    const { user, stepUp, router } = await saveNeedingStepUp();
    const field = await within(stepUp).findByLabelText('Authentication code');
    await waitFor(() => expect(document.activeElement).toBe(field));
    await user.keyboard('123456{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/agency-panel/roles/5'));
    expect(await bodiesOf('POST /user/confirmed-second-factor')).toEqual([{ code: '123456' }]);
    const saves = await bodiesOf('PUT /api/roles/5');
    expect(saves).toHaveLength(2);
    expect(saves[1]).toEqual(saves[0]);
    expect(saves[1]).toMatchObject({ permissions: ['list users', 'view users', 'update users'], version: 3 });
    expect(screen.queryByRole('dialog', { name: "Confirm it's you" })).toBeNull();
  });

  it("shows a wrong code's refusal at the field and stays open; a recovery code then does it", async () => {
    let tries = 0;
    backend({
      stepUp: () =>
        (tries += 1) === 1
          ? json(422, {
              message: 'The provided two factor authentication code was invalid.',
              errors: { code: ['The provided two factor authentication code was invalid.'] },
            })
          : noContent(),
    });
    const { user, stepUp, router } = await saveNeedingStepUp();
    await user.type(await within(stepUp).findByLabelText('Authentication code'), '000000{Enter}');
    await waitFor(() =>
      expect(describedText('Authentication code')).toBe('The provided two factor authentication code was invalid.'),
    );
    await user.click(within(stepUp).getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(within(stepUp).getByLabelText('Recovery code'), 'abcde-fghij-klmno-pqrst');
    await user.click(within(stepUp).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/agency-panel/roles/5'));
    expect(await bodiesOf('POST /user/confirmed-second-factor')).toEqual([
      { code: '000000' },
      { recovery_code: 'abcde-fghij-klmno-pqrst' },
    ]);
  });

  it('takes a passkey instead, through the browser prompt, when the user has one', async () => {
    webauthn = stubWebAuthn();
    backend({ factors: { authenticator: false, recovery_codes_left: 10, passkeys: 1 } });
    const { user, stepUp, router } = await saveNeedingStepUp();
    await user.click(await within(stepUp).findByRole('button', { name: 'Use a passkey' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/agency-panel/roles/5'));
    expect(webauthn.requested).toHaveLength(1);
    expect(fetchStub.calls().filter((call) => call.startsWith('POST /user/passkey'))).toEqual([
      'POST /user/passkey-confirmation/options',
      'POST /user/passkey-confirmation',
    ]);
    expect(await bodiesOf('PUT /api/roles/5')).toHaveLength(2);
  });

  it('on Cancel saves nothing, keeps the form as it was and says what happened', async () => {
    backend();
    const { user, stepUp, router } = await saveNeedingStepUp();
    await user.click(within(stepUp).getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText(STEP_UP_CANCELLED)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/agency-panel/roles/5/edit');
    expect(screen.getByRole('checkbox', { name: /^update users/ })).toHaveProperty('checked', true);
    expect(await bodiesOf('PUT /api/roles/5')).toHaveLength(1);
    expect(fetchStub.calls()).not.toContain('POST /user/confirmed-second-factor');
  });

  it('tells a user with no second factor to set one up on the Security screen, and keeps the form', async () => {
    backend({ factors: { authenticator: false, recovery_codes_left: 0, passkeys: 0 }, refusal: NO_FACTOR_MESSAGE });
    const { user, stepUp, router } = await saveNeedingStepUp();
    expect((await within(stepUp).findByText(NO_FACTOR_MESSAGE)).textContent).toBe(NO_FACTOR_MESSAGE);
    expect(within(stepUp).getByRole('link', { name: 'Open the Security screen in a new tab' })).toHaveProperty(
      'target',
      '_blank',
    );
    expect(within(stepUp).queryByLabelText('Authentication code')).toBeNull();
    await user.click(within(stepUp).getByRole('button', { name: 'Cancel' }));

    expect((await screen.findAllByText(NO_FACTOR_MESSAGE)).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/agency-panel/roles/5/edit');
    expect(screen.getByRole('checkbox', { name: /^update users/ })).toHaveProperty('checked', true);
  });
});
