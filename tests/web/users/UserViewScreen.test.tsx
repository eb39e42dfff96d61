import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission, UserDetail, UserStatus } from '../../../src/web/api/generated';
import { json, stubFetch, type FetchStub } from '../support/fetchStub';
import { sessionOf } from '../support/fixtures';
import { historyPage } from '../support/listAnswers';
import { renderApp } from '../support/renderApp';
import { historyEntry, userDetail } from './support/userDetails';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

const amina = userDetail(5, {
  first_name: 'Amina',
  middle_name: 'Zainab',
  last_name: 'Bello',
  email: 'amina@nhia.example',
  phone: '+2348012345678',
  user_type: 'TPA Staff',
  status: 'active',
  roles: [
    { id: 2, name: 'Auditor' },
    { id: 3, name: 'Clerk' },
  ],
  tpa: { id: 9, name: 'Hygeia HMO' },
  created_at: '2026-01-15T23:30:00.000Z',
  last_login_at: null,
});

interface Backend {
  permissions?: Permission[];
  user?: UserDetail;
  history?: (request: Request) => Response;
  /** What activation makes of the user: pending when they never set a password. */
  activatedStatus?: UserStatus;
}

function backend({
  permissions = ['view users', 'update users'],
  user = amina,
  history,
  activatedStatus = 'active',
}: Backend = {}) {
  let current = user;
  fetchStub = stubFetch({
    'GET /api/user': () => json(200, sessionOf({ permissions })),
    [`GET /api/users/${user.id}`]: () => json(200, current),
    [`GET /api/users/${user.id}/history`]: history ?? (() => json(200, historyPage([]))),
    [`GET /api/users/${user.id}/sessions`]: () => json(200, { sessions: [] }),
    [`POST /api/users/${user.id}/deactivate`]: () => {
      current = { ...current, status: 'inactive', version: current.version + 1 };
      return json(200, current);
    },
    [`POST /api/users/${user.id}/activate`]: () => {
      current = { ...current, status: activatedStatus, version: current.version + 1 };
      return json(200, current);
    },
  });
}

const details = () => screen.getByRole('region', { name: 'Details' });
/** The value a detail row shows for its label. */
const detail = (label: string) =>
  within(details()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const callsTo = (call: string) => fetchStub.calls().filter((c) => c === call).length;

describe('<UserViewScreen>', () => {
  it('should show identity, contact, type, status, roles, TPA and times in the agency time zone', async () => {
    backend();
    renderApp(['/agency-panel/users/5']);
    // The first render compiles the lazy screen: allow it more than findBy's default second.
    expect(await screen.findByRole('heading', { name: 'Amina Zainab Bello' })).toBeTruthy();
    expect(detail('First name')).toBe('Amina');
    expect(detail('Middle name')).toBe('Zainab');
    expect(detail('Last name')).toBe('Bello');
    expect(detail('Email')).toBe('amina@nhia.example');
    expect(detail('Phone')).toBe('+2348012345678');
    expect(detail('User type')).toBe('TPA Staff');
    expect(detail('Status')).toBe('active');
    expect(detail('Roles')).toBe('AuditorClerk');
    expect(detail('TPA')).toBe('Hygeia HMO');
    // 23:30 UTC is already the next day in Lagos (UTC+1).
    expect(detail('Created')).toMatch(/^Jan 16, 2026, 12:30\sAM$/);
    expect(detail('Last sign-in')).toBe('Never');
    expect(detail('Account expires')).toBe('Never');
    expect(detail('Dormancy rule')).toBe('Applies');
  });

  it('should show the day the account expires and its exemption from the dormancy rule', async () => {
    backend({ user: { ...amina, expires_on: '2027-03-31', dormancy_exempt: true } });
    renderApp(['/agency-panel/users/5']);
    expect(await screen.findByRole('heading', { name: 'Amina Zainab Bello' })).toBeTruthy();
    expect(detail('Account expires')).toBe('Mar 31, 2027');
    expect(detail('Dormancy rule')).toBe('Exempt');
  });

  it('should show "until" the last day beside a role whose grant ends, and nothing beside the others', async () => {
    backend({ user: { ...amina, role_ends: [{ role_id: 3, ends_on: '2027-04-30' }] } });
    renderApp(['/agency-panel/users/5']);
    expect(await screen.findByRole('heading', { name: 'Amina Zainab Bello' })).toBeTruthy();
    expect(detail('Roles')).toBe('AuditorClerk until Apr 30, 2027');
  });

  it('should say when an email change waits for the new address, and show the email still in force', async () => {
    backend({
      user: {
        ...amina,
        pending_email: 'amina.bello@mail.example',
        pending_email_expires_at: '2026-02-02T10:00:00.000Z',
      },
    });
    renderApp(['/agency-panel/users/5']);
    const note = await screen.findByRole('note', {});
    expect(note.textContent).toMatch(
      /^A confirmation was sent to amina\.bello@mail\.example; the email changes when it is confirmed\. The link works until Feb 2, 2026, 11:00\sAM\.$/,
    );
    expect(detail('Email')).toBe('amina@nhia.example');
  });

  it('should show no email notice when no change is waiting', async () => {
    backend();
    renderApp(['/agency-panel/users/5']);
    await screen.findByRole('heading', { name: 'Amina Zainab Bello' });
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('should name the ministry of ministry staff', async () => {
    backend({ user: userDetail(6, { user_type: 'Ministry Staff', ministry: { id: 4, name: 'Ministry of Health' } }) });
    renderApp(['/agency-panel/users/6']);
    await screen.findByRole('heading', { name: 'First6 Last6' });
    expect(detail('Ministry')).toBe('Ministry of Health');
    expect(within(details()).queryByText('TPA')).toBeNull();
  });

  it("should list the user's history newest first with each change's before and after values", async () => {
    backend({
      history: () =>
        json(
          200,
          historyPage([
            historyEntry(31, 5, {
              action: 'deactivated',
              changes: { before: { status: 'active' }, after: { status: 'inactive' } },
              created_at: '2026-02-02T09:00:00.000Z',
            }),
            historyEntry(30, 5, { action: 'updated', causer: null }),
          ]),
        ),
    });
    renderApp(['/agency-panel/users/5']);
    const history = await screen.findByRole('region', { name: 'History' });
    const entries = await within(history).findAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('strong')?.textContent)).toEqual(['Deactivated', 'Updated']);
    expect(entries[0].textContent).toContain('by Amina Bello');
    expect(entries[1].textContent).toContain('by no signed-in user');
    const [statusRow] = within(within(entries[0]).getByRole('table', { name: 'Changes' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      within(statusRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['active', 'inactive']);
    const phoneRow = within(within(entries[1]).getByRole('table', { name: 'Changes' })).getAllByRole('row')[1];
    expect(
      within(phoneRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['+2348000000001', '+2348099999999']);
  });

  it('should page through a long history', async () => {
    const pages: string[] = [];
    backend({
      history: (request) => {
        const page = new URL(request.url).searchParams.get('page') ?? '';
        pages.push(page);
        return json(200, historyPage([historyEntry(Number(page), 5)], { page: Number(page), total: 13 }));
      },
    });
    const user = userEvent.setup();
    renderApp(['/agency-panel/users/5']);
    const history = await screen.findByRole('region', { name: 'History' });
    await user.click(await within(history).findByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(pages).toEqual(['1', '2']));
    const query = new URL(fetchStub.requests.at(-1)?.url ?? '').searchParams;
    expect(query.get('items_per_page')).toBe('12');
  });

  it('should show "no such user" for an unknown id', async () => {
    backend();
    renderApp(['/agency-panel/users/99']);
    expect(await screen.findByRole('heading', { name: 'No such user' })).toBeTruthy();
  });

  it('should offer Edit and Deactivate only with "update users"', async () => {
    backend({ permissions: ['view users'] });
    renderApp(['/agency-panel/users/5']);
    await screen.findByRole('heading', { name: 'Amina Zainab Bello' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    const edit = screen.getByRole('link', { name: 'Edit', hidden: true });
    expect(edit.getAttribute('href')).toBe('/agency-panel/users/5/edit');
  });

  it('should deactivate after a confirm step, then show the new status and history', async () => {
    backend();
    const user = userEvent.setup();
    renderApp(['/agency-panel/users/5']);
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Amina Zainab Bello?' });
    expect(dialog.textContent).toContain('signed out at once');
    expect(callsTo('POST /api/users/5/deactivate')).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect((await screen.findByRole('status')).textContent).toBe('Deactivated Amina Zainab Bello.');
    await waitFor(() => expect(detail('Status')).toBe('inactive'));
    expect(callsTo('POST /api/users/5/deactivate')).toBe(1);
    expect(callsTo('GET /api/users/5')).toBe(2);
    expect(callsTo('GET /api/users/5/history')).toBe(2);
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeTruthy();
  });

  it('should change nothing when the confirm step is cancelled', async () => {
    backend({ user: { ...amina, status: 'inactive' } });
    const user = userEvent.setup();
    renderApp(['/agency-panel/users/5']);
    await user.click(await screen.findByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Activate Amina Zainab Bello?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo('POST /api/users/5/activate')).toBe(0);
  });

  it('should say that an activated user who never set a password stays pending until they do', async () => {
    backend({ user: { ...amina, status: 'inactive' }, activatedStatus: 'pending' });
    const user = userEvent.setup();
    renderApp(['/agency-panel/users/5']);
    await user.click(await screen.findByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Activate Amina Zainab Bello?' });
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Activated Amina Zainab Bello; they become active once they set their password.',
    );
    await waitFor(() => expect(detail('Status')).toBe('pending'));
  });
});
