import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission, UserDetail } from '../../../src/web/api/generated';
import { userList } from '../data-table/support/users';
import { json, stubFetch, type FetchStub } from '../support/fetchStub';
import { sessionOf } from '../support/fixtures';
import { historyPage } from '../support/listAnswers';
import { renderApp } from '../support/renderApp';
import { userDetail } from './support/userDetails';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

const INVITE = 'Resend invitation';
const RESET = 'Send password reset';

function backend(user: UserDetail, permissions: Permission[] = ['list users', 'view users', 'update users']) {
  fetchStub = stubFetch({
    'GET /api/user': () => json(200, sessionOf({ permissions })),
    'GET /api/users': () => json(200, userList([user])),
    [`GET /api/users/${user.id}`]: () => json(200, user),
    [`GET /api/users/${user.id}/history`]: () => json(200, historyPage([])),
    [`GET /api/users/${user.id}/sessions`]: () => json(200, { sessions: [] }),
    [`GET /api/users/${user.id}/two-factor`]: () =>
      json(200, { authenticator: false, recovery_codes_left: 0, passkeys: 0 }),
    [`POST /api/users/${user.id}/invitation`]: () =>
      json(200, { message: `A new invitation was emailed to ${user.email}.` }),
    [`POST /api/users/${user.id}/password-reset`]: () =>
      json(429, {
        message: 'This user was emailed a link less than a minute ago. Try again in 42 seconds.',
        retry_after: 42,
      }),
  });
}

const header = async (name: string) =>
  (await screen.findByRole('heading', { level: 1, name })).parentElement as HTMLElement;

describe('<UserViewScreen> account mails', () => {
  it('should offer "Resend invitation" to a pending user, send it, and say so', async () => {
    const pending = userDetail(8, {
      first_name: 'Ngozi',
      last_name: 'Eze',
      status: 'pending',
      email: 'ngozi@nhia.example',
    });
    backend(pending);
    const user = userEvent.setup();
    renderApp(['/agency-panel/users/8']);
    const top = await header('Ngozi Eze');
    expect(within(top).queryByRole('button', { name: RESET })).toBeNull();
    await user.click(within(top).getByRole('button', { name: INVITE }));
    expect(await screen.findByText('A new invitation was emailed to ngozi@nhia.example.')).toBeTruthy();
    expect(fetchStub.calls()).toContain('POST /api/users/8/invitation');
  });

  it('should offer "Send password reset" to an active user, and show why the server refused', async () => {
    backend(userDetail(9, { first_name: 'Tunde', last_name: 'Ade', status: 'active' }));
    const user = userEvent.setup();
    renderApp(['/agency-panel/users/9']);
    const top = await header('Tunde Ade');
    expect(within(top).queryByRole('button', { name: INVITE })).toBeNull();
    await user.click(within(top).getByRole('button', { name: RESET }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This user was emailed a link less than a minute ago. Try again in 42 seconds.');
  });

  it.each([
    ['an inactive user', userDetail(10, { first_name: 'Inactive', last_name: 'One', status: 'inactive' }), true],
    [
      'a user of a suspended TPA',
      userDetail(11, {
        first_name: 'Suspended',
        last_name: 'Member',
        user_type: 'TPA Staff',
        tpa: { id: 3, name: 'Hygeia HMO' },
        organisation_suspended: true,
      }),
      true,
    ],
    [
      'anyone, without "update users"',
      userDetail(12, { first_name: 'Viewer', last_name: 'Only', status: 'pending' }),
      false,
    ],
  ] as const)('should offer neither to %s', async (_case, target, mayUpdate) => {
    backend(target, mayUpdate ? ['view users', 'update users'] : ['view users']);
    renderApp([`/agency-panel/users/${target.id}`]);
    const top = await header(`${target.first_name} ${target.last_name}`);
    await waitFor(() => expect(fetchStub.calls()).toContain(`GET /api/users/${target.id}/history`));
    expect(within(top).queryByRole('button', { name: INVITE })).toBeNull();
    expect(within(top).queryByRole('button', { name: RESET })).toBeNull();
    // The other actions of "update users" are there: the refusal is this rule's doing.
    expect(within(top).queryAllByRole('button', { name: /^(Activate|Deactivate)$/ })).toHaveLength(mayUpdate ? 1 : 0);
  });
});

describe("a suspended organisation's users", () => {
  const member = userDetail(11, {
    first_name: 'Suspended',
    last_name: 'Member',
    user_type: 'TPA Staff',
    status: 'active',
    tpa: { id: 3, name: 'Hygeia HMO' },
    organisation_suspended: true,
  });

  it('should read "active (TPA suspended)" on the view, in its header and its details', async () => {
    backend(member);
    renderApp(['/agency-panel/users/11']);
    const top = await header('Suspended Member');
    expect(within(top).getByText('active (TPA suspended)')).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Status', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      'active (TPA suspended)',
    );
  });

  it('should read "pending (ministry suspended)" in the users list', async () => {
    backend(
      userDetail(12, {
        first_name: 'Ministry',
        last_name: 'Member',
        user_type: 'Ministry Staff',
        status: 'pending',
        ministry: { id: 4, name: 'Federal Ministry of Health' },
        organisation_suspended: true,
      }),
    );
    renderApp(['/agency-panel/users']);
    const row = (await screen.findByRole('link', { name: 'Ministry Member' })).closest('tr')!;
    expect(within(row).getByText('pending (ministry suspended)')).toBeTruthy();
  });
});
