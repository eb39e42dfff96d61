import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDetail } from '../../../src/web/api/generated';
import { json, stubFetch, type FetchHandler, type FetchStub } from '../support/fetchStub';
import { sessionOf } from '../support/fixtures';
import { describedText, lastBody } from '../support/forms';
import { historyPage } from '../support/listAnswers';
import { renderApp } from '../support/renderApp';
import { userDetail } from './support/userDetails';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

const ngozi = userDetail(5, {
  first_name: 'Ngozi',
  last_name: 'Eze',
  email: 'ngozi@nhia.example',
  phone: '+2348012345678',
  roles: [{ id: 2, name: 'Auditor' }],
  version: 3,
});

/** GET answers `stored` (which a test may change, as another user's save would); PUT answers `save`. */
function backend(save: FetchHandler, stored: { user: UserDetail } = { user: ngozi }) {
  fetchStub = stubFetch({
    'GET /api/user': () => json(200, sessionOf()),
    'GET /api/users/5': () => json(200, stored.user),
    'GET /api/users/5/history': () => json(200, historyPage([])),
    'GET /api/roles/options': () =>
      json(200, {
        options: [
          { item_text: 'Auditor', item_value: 2 },
          { item_text: 'Clerk', item_value: 3 },
        ],
      }),
    'PUT /api/users/5': save,
  });
}

async function openEdit() {
  const user = userEvent.setup();
  const rendered = renderApp(['/agency-panel/users/5/edit']);
  await screen.findByRole('heading', { name: 'Edit Ngozi Eze' });
  return { user, ...rendered };
}

const saveButton = () => screen.getByRole('button', { name: 'Save changes' });
const callsTo = (call: string) => fetchStub.calls().filter((c) => c === call).length;
const conflict = { message: 'This user was changed by someone else since you opened it. Reload it and try again.' };

describe('<UserEditScreen>', () => {
  it("should open on the user's values and send the change with the version it was opened on", async () => {
    backend((request) =>
      request
        .json()
        .then((body: { last_name: string }) => json(200, { ...ngozi, last_name: body.last_name, version: 4 })),
    );
    const { user, router } = await openEdit();
    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Ngozi');
    expect(screen.getByLabelText('Phone')).toHaveProperty('value', '+2348012345678');
    expect(screen.getByText('Auditor')).toBeTruthy();
    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), 'Okafor');
    await user.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency-panel/users/5'));
    expect(await lastBody(fetchStub.requests, 'PUT', '/api/users/5')).toEqual({
      first_name: 'Ngozi',
      middle_name: null,
      last_name: 'Okafor',
      email: 'ngozi@nhia.example',
      phone: '+2348012345678',
      role_ids: [2],
      version: 3,
    });
    expect((await screen.findByRole('status')).textContent).toBe('Saved the changes to Ngozi Okafor.');
  });

  it('should show what someone else saved in between, keep what was typed, and save the merge on their version', async () => {
    const stored = { user: ngozi };
    backend(() => json(409, conflict), stored);
    const { user, router } = await openEdit();
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '+2348000000000');
    stored.user = { ...ngozi, last_name: 'Eze-Okafor', version: 4 };
    await user.click(saveButton());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('This user was changed by someone else');
    expect(alert.textContent).toContain('Someone else saved this user since you opened it');
    expect(router.state.location.pathname).toBe('/agency-panel/users/5/edit');
    // Their last name comes in (not edited here); the phone typed here stays.
    await waitFor(() => expect(screen.getByLabelText('Last name')).toHaveProperty('value', 'Eze-Okafor'));
    expect(within(alert).getByRole('rowheader', { name: 'Last name' })).toBeTruthy();
    expect(screen.getByLabelText('Phone')).toHaveProperty('value', '+2348000000000');
    await user.click(saveButton());
    await waitFor(() => expect(callsTo('PUT /api/users/5')).toBe(2));
    expect(await lastBody(fetchStub.requests, 'PUT', '/api/users/5')).toMatchObject({
      last_name: 'Eze-Okafor',
      phone: '+2348000000000',
      version: 4,
    });
  });

  it("should show the server's 422 messages at their fields", async () => {
    backend(() =>
      json(422, {
        message: 'The given data was invalid.',
        errors: {
          phone: ['The phone field must be a phone number.'],
          role_ids: ['An agency staff user needs at least one role.'],
        },
      }),
    );
    const { user } = await openEdit();
    await user.click(saveButton());
    await waitFor(() => expect(describedText('Phone')).toBe('The phone field must be a phone number.'));
    expect(describedText('Roles')).toBe('An agency staff user needs at least one role.');
    expect(within(screen.getByRole('alert')).getByRole('heading').textContent).toBe('There are 2 problems to fix');
  });

  it('should say that a new email waits for its confirmation, and the view should keep saying so', async () => {
    const stored = { user: ngozi };
    const requested = {
      ...ngozi,
      version: 4,
      pending_email: 'ngozi.eze@mail.example',
      pending_email_expires_at: '2026-02-02T10:00:00.000Z',
    };
    backend(() => {
      stored.user = requested;
      return json(200, requested);
    }, stored);
    const { user, router } = await openEdit();
    expect(screen.queryByRole('note')).toBeNull();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'Ngozi.Eze@mail.example');
    await user.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency-panel/users/5'));
    expect(((await lastBody(fetchStub.requests, 'PUT', '/api/users/5')) as { email: string }).email).toBe(
      'Ngozi.Eze@mail.example',
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      'Saved the changes to Ngozi Eze. A confirmation was sent to ngozi.eze@mail.example; the email changes when it is confirmed.',
    );
    // 10:00 UTC is 11:00 in Lagos.
    expect((await screen.findByRole('note')).textContent).toMatch(
      /^A confirmation was sent to ngozi\.eze@mail\.example; the email changes when it is confirmed\. The link works until Feb 2, 2026, 11:00\sAM\.$/,
    );
  });

  it('should show on the form that an email change is waiting for its confirmation', async () => {
    backend(() => json(200, ngozi), {
      user: { ...ngozi, pending_email: 'ngozi.eze@mail.example', pending_email_expires_at: '2026-02-02T10:00:00.000Z' },
    });
    await openEdit();
    expect(screen.getByRole('note').textContent).toContain(
      'A confirmation was sent to ngozi.eze@mail.example; the email changes when it is confirmed.',
    );
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ngozi@nhia.example');
  });

  it('should open the latest version even when an older one is cached', async () => {
    const stored = { user: ngozi };
    backend(() => json(200, ngozi), stored);
    const user = userEvent.setup();
    renderApp(['/agency-panel/users/5']);
    await screen.findByRole('heading', { name: 'Ngozi Eze' });
    stored.user = { ...ngozi, first_name: 'Ngozika', version: 4 };
    await user.click(screen.getByRole('link', { name: 'Edit' }));
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Ngozika'));
  });
});
