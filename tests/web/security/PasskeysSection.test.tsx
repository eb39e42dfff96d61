import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STEP_UP_CANCELLED } from '../../../src/web/api/stepUp';
import type { Passkey } from '../../../src/web/api/generated';
import { json, noContent, stubFetch, type FetchHandler, type FetchStub } from '../support/fetchStub';
import { sessionOf } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import {
  closedPrompt,
  REGISTRATION_OPTIONS,
  REGISTRATION_SENT,
  stubWebAuthn,
  type WebAuthnStub,
} from '../support/webauthnStub';
import { exportList } from '../exports/support/exportJobs';

let fetchStub: FetchStub;
let webauthn: WebAuthnStub | undefined;
afterEach(() => {
  fetchStub.restore();
  webauthn?.restore();
  webauthn = undefined;
});

const laptop: Passkey = {
  id: 7,
  name: 'Work laptop',
  created_at: '2026-03-15T08:00:00Z',
  last_used_at: '2026-03-16T09:30:00Z',
};
const phone: Passkey = { id: 8, name: 'Phone', created_at: '2026-03-16T08:00:00Z', last_used_at: null };
const recoveryCodes = Array.from({ length: 10 }, (_, i) => `AAAAA-BBBBB-CCCCC-DDDD${i}`);
const stepUpMessage =
  "This needs your second factor given in the last 5 minutes: confirm it's you with your authenticator code, a recovery code or a passkey.";

/** What GET /user/passkeys answers now; a test's routes change it as the server would. */
let passkeys: Passkey[] = [];

/** The signed-in user's Security screen with these passkeys; `routes` answer the passkey calls. */
function backend(routes: Record<string, FetchHandler>, initial: Passkey[] = []) {
  passkeys = initial;
  fetchStub = stubFetch({
    'GET /api/user': () => json(200, sessionOf({ permissions: [] })),
    'GET /api/user/sessions': () => json(200, { sessions: [] }),
    'GET /api/user/two-factor': () =>
      json(200, { authenticator: false, recovery_codes_left: 0, passkeys: passkeys.length }),
    'GET /api/exports': () => json(200, exportList([])),
    'GET /user/passkeys': () => json(200, { passkeys }),
    'POST /user/passkeys/options': () => json(200, REGISTRATION_OPTIONS),
    'GET /user/two-factor-recovery-codes': () => json(200, { recovery_codes: recoveryCodes }),
    ...routes,
  });
}

async function openSection() {
  renderApp(['/agency-panel/security']);
  return screen.findByRole('region', { name: 'Passkeys' });
}

const rowsOf = (section: HTMLElement) =>
  within(within(section).getByRole('table', { name: 'Passkeys' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    );

/** The JSON bodies sent by "METHOD /path" calls, in order. */
const bodiesOf = (call: string) =>
  Promise.all(
    fetchStub.requests.filter((r) => `${r.method} ${new URL(r.url).pathname}` === call).map((r) => r.clone().json()),
  );

function describedMessages(label: string): string {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('<PasskeysSection>', () => {
  it('lists the passkeys by name with when each was added and last used, in the agency’s time', async () => {
    backend({}, [laptop, phone]);
    const section = await openSection();
    await within(section).findByRole('table', { name: 'Passkeys' });
    const rows = rowsOf(section);
    expect(rows.map(([name]) => name)).toEqual(['Work laptop', 'Phone']);
    expect(rows[0][1]).toMatch(/^Mar 15, 2026, 9:00\sAM$/);
    expect(rows[0][2]).toMatch(/^Mar 16, 2026, 10:30\sAM$/);
    expect(rows[1][2]).toBe('Never');
  });

  it('adds a named passkey: the browser creates it from the server’s options, the server registers it, the first one’s recovery codes are shown once', async () => {
    webauthn = stubWebAuthn();
    backend({
      'POST /user/passkeys': async (request) => {
        const { name } = await request.clone().json();
        const passkey = { id: 9, name, created_at: '2026-03-17T08:00:00Z', last_used_at: null };
        passkeys = [passkey];
        return json(201, { passkey, recovery_codes_to_show: true });
      },
    });
    const user = userEvent.setup();
    const section = await openSection();
    expect(await within(section).findByText('You have no passkey yet.')).toBeTruthy();
    await user.type(within(section).getByLabelText("New passkey's name"), 'Office desktop');
    await user.click(within(section).getByRole('button', { name: 'Add a passkey' }));

    await waitFor(() => expect(within(section).getByRole('list', { name: 'Recovery codes' })).toBeTruthy());
    expect(within(section).getByRole('status').textContent).toBe('The passkey "Office desktop" was added.');
    // The browser got the server's options, the challenge as bytes.
    const publicKey = webauthn.created[0].publicKey!;
    expect(new TextDecoder().decode(publicKey.challenge as ArrayBuffer)).toBe('registration challenge');
    expect(publicKey.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(await bodiesOf('POST /user/passkeys')).toEqual([{ name: 'Office desktop', credential: REGISTRATION_SENT }]);
    expect(rowsOf(section).map(([name]) => name)).toEqual(['Office desktop']);
    expect(within(section).getAllByRole('listitem')).toHaveLength(10);
    await user.click(within(section).getByRole('button', { name: 'I have saved them' }));
    expect(within(section).queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('asks for a name before the browser’s prompt', async () => {
    webauthn = stubWebAuthn();
    backend({});
    const user = userEvent.setup();
    const section = await openSection();
    await user.click(await within(section).findByRole('button', { name: 'Add a passkey' }));
    expect(describedMessages("New passkey's name")).toContain('Name the passkey first, e.g. "Work laptop".');
    expect(webauthn.created).toHaveLength(0);
    expect(fetchStub.calls()).not.toContain('POST /user/passkeys/options');
  });

  it.each([
    [
      'the prompt closed or timed out',
      () => stubWebAuthn({ create: closedPrompt() }),
      'The passkey prompt was closed or timed out. Nothing changed; try again when you are ready.',
    ],
    [
      'a device already holding one',
      () => stubWebAuthn({ create: new DOMException('already', 'InvalidStateError') }),
      'This device already holds a passkey for your account.',
    ],
    [
      'a browser without passkeys',
      () => undefined,
      'This browser cannot use passkeys. Use an up-to-date browser, or another way to sign in.',
    ],
  ])('says so in plain words when the browser gives no passkey: %s; nothing is registered', async (_, stub, words) => {
    webauthn = stub();
    backend({ 'POST /user/passkeys': () => json(500, { message: 'must not be called' }) });
    const user = userEvent.setup();
    const section = await openSection();
    await user.type(await within(section).findByLabelText("New passkey's name"), 'Phone');
    await user.click(within(section).getByRole('button', { name: 'Add a passkey' }));
    await waitFor(() => expect(within(section).getByRole('status').textContent).toBe(words));
    expect(fetchStub.calls()).not.toContain('POST /user/passkeys');
    expect((within(section).getByLabelText("New passkey's name") as HTMLInputElement).value).toBe('Phone');
  });

  it('asks for the password when the server wants it confirmed (428), then adds the passkey', async () => {
    webauthn = stubWebAuthn();
    let confirmed = false;
    backend({
      'POST /user/passkeys/options': () =>
        confirmed ? json(200, REGISTRATION_OPTIONS) : json(428, { message: 'Password confirmation required.' }),
      'POST /user/confirm-password': () => {
        confirmed = true;
        return new Response(null, { status: 201 });
      },
      'POST /user/passkeys': () => {
        passkeys = [phone];
        return json(201, { passkey: phone, recovery_codes_to_show: false });
      },
    });
    const user = userEvent.setup();
    const section = await openSection();
    await user.type(await within(section).findByLabelText("New passkey's name"), 'Phone');
    await user.click(within(section).getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    await user.type(within(dialog).getByLabelText('Password'), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(section).getByRole('status').textContent).toBe('The passkey "Phone" was added.'));
    expect(webauthn.created).toHaveLength(1);
    expect(within(section).queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('shows the server’s refusal of the browser’s answer, and keeps the name', async () => {
    webauthn = stubWebAuthn();
    const refused = 'The passkey could not be verified. Please try again.';
    backend({ 'POST /user/passkeys': () => json(422, { message: refused, errors: { credential: [refused] } }) });
    const user = userEvent.setup();
    const section = await openSection();
    await user.type(await within(section).findByLabelText("New passkey's name"), 'Phone');
    await user.click(within(section).getByRole('button', { name: 'Add a passkey' }));
    const summary = await within(section).findByRole('alert');
    expect(within(summary).getByRole('listitem').textContent).toBe(refused);
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect((within(section).getByLabelText("New passkey's name") as HTMLInputElement).value).toBe('Phone');
  });

  it('renames a passkey in a dialog: a blank name is said there and not sent; the server’s 422 stays at the field', async () => {
    const refused = 'The name could not be saved; try another.';
    backend(
      {
        [`PATCH /user/passkeys/${laptop.id}`]: async (request) => {
          const { name } = await request.clone().json();
          if (name === 'Laptop') return json(422, { message: refused, errors: { name: [refused] } });
          passkeys = [{ ...laptop, name }, phone];
          return json(200, passkeys[0]);
        },
      },
      [laptop, phone],
    );
    const user = userEvent.setup();
    const section = await openSection();
    await user.click(await within(section).findByRole('button', { name: 'Rename passkey: Work laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename the passkey "Work laptop"' });
    const field = within(dialog).getByLabelText('Name');
    await user.clear(field);
    await user.type(field, ' ');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(describedMessages('Name')).toBe('Give the passkey a name, e.g. "Work laptop".'));
    expect(document.activeElement).toBe(field);
    await user.clear(field);
    await user.type(field, 'Laptop');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(describedMessages('Name')).toBe(refused));
    await user.clear(field);
    await user.type(field, 'Old laptop');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(rowsOf(section).map(([name]) => name)).toEqual(['Old laptop', 'Phone']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await bodiesOf(`PATCH /user/passkeys/${laptop.id}`)).toEqual([{ name: 'Laptop' }, { name: 'Old laptop' }]);
  });

  it('offers new recovery codes to a user whose only second factor is a passkey', async () => {
    backend({ 'POST /user/two-factor-recovery-codes': () => noContent() }, [laptop]);
    renderApp(['/agency-panel/security']);
    const twoFactor = await screen.findByRole('region', { name: 'Two-factor authentication' });
    await userEvent.setup().click(await within(twoFactor).findByRole('button', { name: 'New recovery codes' }));
    expect(await within(twoFactor).findByRole('list', { name: 'Recovery codes' })).toBeTruthy();
    expect(within(twoFactor).getByRole('button', { name: 'I have saved them' })).toBeTruthy();
  });

  it('removes a passkey after a confirm step; without a recent second factor asks for one (cancelled: said in the dialog), then removes it', async () => {
    let stepUpGiven = false;
    backend(
      {
        [`DELETE /user/passkeys/${phone.id}`]: () => {
          if (!stepUpGiven) return json(423, { message: stepUpMessage });
          passkeys = [laptop];
          return noContent();
        },
        'POST /user/confirmed-second-factor': () => {
          stepUpGiven = true;
          return noContent();
        },
      },
      [laptop, phone],
    );
    const user = userEvent.setup();
    const section = await openSection();
    await user.click(await within(section).findByRole('button', { name: 'Remove passkey: Phone' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the passkey "Phone"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    const stepUp = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.click(within(stepUp).getByRole('button', { name: 'Cancel' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(STEP_UP_CANCELLED);
    expect(rowsOf(section)).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    const again = await screen.findByRole('dialog', { name: "Confirm it's you" });
    // A passkey-only user: a recovery code (or a passkey) answers.
    await user.type(await within(again).findByLabelText('Recovery code'), 'abcde-fghij-klmno-pqrst{Enter}');
    await waitFor(() => expect(rowsOf(section).map(([name]) => name)).toEqual(['Work laptop']));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
