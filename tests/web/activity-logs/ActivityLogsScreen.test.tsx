import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACTIVITY_ACTION_LABELS } from '../../../src/shared/activity-labels';
import type { ActivityLog, ActivityLogList } from '../../../src/web/api/generated';
import { chooseOption, openFilters, optionsOf, sentFilters } from '../data-table/support/interactions';
import { json, stubFetch, type FetchStub } from '../support/fetchStub';
import { sessionOf } from '../support/fixtures';
import { paginationOf } from '../support/listAnswers';
import { renderApp } from '../support/renderApp';

const ROUTE = '/agency-panel/user-activity-logs';

let fetchStub: FetchStub;
afterEach(() => {
  fetchStub.restore();
  localStorage.clear();
});

const roleChange: ActivityLog = {
  id: 41,
  causer: { id: 3, name: 'Ada Ngozi Okafor', email: 'ada@nhia.example' },
  action: 'updated',
  subject_type: 'role',
  subject_id: 2,
  subject_label: 'Auditor',
  changes: {
    before: { permissions: ['list users', 'view users'] },
    after: { permissions: ['list users', 'list roles'] },
  },
  ip_address: '102.89.32.14',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0',
  created_at: '2026-01-05T22:30:00.000Z',
};
const failedSignIn: ActivityLog = {
  id: 42,
  causer: null,
  action: 'login_failed',
  subject_type: null,
  subject_id: null,
  subject_label: null,
  changes: null,
  ip_address: '172.16.0.9',
  user_agent: null,
  created_at: '2026-01-06T09:00:00.000Z',
};

const answer = (entries: ActivityLog[]): ActivityLogList => ({
  activity_logs: entries,
  no_of_batches: 1,
  pagination: paginationOf(entries.length),
});

function backend() {
  fetchStub = stubFetch({
    'GET /api/user': () => json(200, sessionOf({ permissions: ['list users'] })),
    'GET /api/user-activity-logs': () => json(200, answer([failedSignIn, roleChange])),
    'GET /api/user-activity-logs/41': () => json(200, roleChange),
    'GET /api/user-activity-logs/42': () => json(200, failedSignIn),
    'GET /api/users/options': () =>
      json(200, { options: [{ item_text: 'Ada Ngozi Okafor <ada@nhia.example>', item_value: 3 }] }),
  });
}

const listQueries = () =>
  fetchStub.requests
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === '/api/user-activity-logs')
    .map((url) => Object.fromEntries(url.searchParams));
const rowOf = (name: RegExp) => screen.getByRole('row', { name });
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((td) => (td.textContent ?? '').replace(/\s/g, ' '));

describe('<ActivityLogsScreen>', () => {
  it('should list entries with time, user, readable action, subject and IP', async () => {
    backend();
    renderApp([ROUTE]);
    const table = await screen.findByRole('table', { name: 'User activity logs' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'User', 'Action', 'Subject', 'IP address', 'Actions']);
    // Times are the agency's (Africa/Lagos, UTC+1).
    expect(cellsOf(rowOf(/102\.89\.32\.14/)).slice(0, 5)).toEqual([
      'Jan 5, 2026, 11:30:00 PM',
      'Ada Ngozi Okafor',
      'Updated',
      'Role: Auditor',
      '102.89.32.14',
    ]);
    expect(cellsOf(rowOf(/Failed sign-in/)).slice(0, 5)).toEqual([
      'Jan 6, 2026, 10:00:00 AM',
      'Not signed in',
      'Failed sign-in',
      '',
      '172.16.0.9',
    ]);
    expect(within(rowOf(/102\.89\.32\.14/)).getByTitle('ada@nhia.example')).toBeTruthy();
  });

  it('should search by user, email, subject and IP, and filter by user, action, subject type and date', async () => {
    backend();
    const user = userEvent.setup();
    renderApp([ROUTE]);
    expect(await screen.findByRole('searchbox', { name: 'Search by user, email, subject, IP address' })).toBeTruthy();
    const panel = await openFilters(user);
    expect(await optionsOf(user, 'User')).toEqual(['Ada Ngozi Okafor <ada@nhia.example>']);
    expect(fetchStub.calls()).toContain('GET /api/users/options');
    const actions = await optionsOf(user, 'Action');
    // Every action of the contract (its labels are held to the enum at compile time).
    expect(actions).toEqual(Object.values(ACTIVITY_ACTION_LABELS));
    expect(actions.slice(6, 11)).toEqual(['Invited', 'Signed in', 'Failed sign-in', 'Sign-in paused', 'Signed out']);
    expect(await optionsOf(user, 'Subject type')).toEqual([
      'User',
      'Role',
      'TPA',
      'Ministry',
      'Export',
      'Saved view',
      'Access review',
    ]);
    expect(within(panel).getByRole('button', { name: 'Date: Any date' })).toBeTruthy();
  });

  it("should send the chosen user and action as the contract's filters on Apply", async () => {
    // Values travel through the URL as text; the server reads digits as the user's id.
    backend();
    const user = userEvent.setup();
    renderApp([ROUTE]);
    await screen.findByRole('table', { name: 'User activity logs' });
    const panel = await openFilters(user);
    await chooseOption(user, 'User', 'Ada Ngozi Okafor <ada@nhia.example>');
    await chooseOption(user, 'Action', 'Failed sign-in');
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(listQueries().length).toBeGreaterThan(1));
    expect(sentFilters(listQueries().at(-1)!)).toEqual([
      { name: 'causer', type: 'select', value: ['3'] },
      { name: 'action', type: 'select', value: ['login_failed'] },
    ]);
  });

  it("should open an entry's details with every field, its user agent and its before → after values", async () => {
    backend();
    const user = userEvent.setup();
    renderApp([ROUTE]);
    await user.click(await screen.findByRole('button', { name: /^Details of Updated by Ada Ngozi Okafor/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Updated' });
    await within(drawer).findByRole('table', { name: 'Changes' });
    expect(fetchStub.calls()).toContain('GET /api/user-activity-logs/41');
    const facts = within(within(drawer).getByRole('table', { name: 'Entry' }))
      .getAllByRole('row')
      .map((row) => (row.textContent ?? '').replace(/\s/g, ' '));
    expect(facts).toEqual([
      'TimeJan 5, 2026, 11:30:00 PM',
      'UserAda Ngozi Okafor <ada@nhia.example>',
      'ActionUpdated',
      'Subject typeRole',
      'SubjectAuditor',
      'Subject ID2',
      'IP address102.89.32.14',
      'User agentMozilla/5.0 (X11; Linux x86_64) Firefox/133.0',
    ]);
    expect(within(drawer).getByLabelText('view users (removed)')).toBeTruthy();
    expect(within(drawer).getByLabelText('list roles (added)')).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("should open an entry's details on a click on its row", async () => {
    backend();
    const user = userEvent.setup();
    renderApp([ROUTE]);
    await screen.findByRole('button', { name: /^Details of Updated by Ada/ });
    await user.click(within(rowOf(/102\.89\.32\.14/)).getByText('102.89.32.14'));
    expect(await screen.findByRole('dialog', { name: 'Updated' })).toBeTruthy();
    expect(fetchStub.calls()).toContain('GET /api/user-activity-logs/41');
  });

  it('should show an anonymous entry without changes plainly', async () => {
    backend();
    const user = userEvent.setup();
    renderApp([ROUTE]);
    await user.click(await screen.findByRole('button', { name: /^Details of Failed sign-in by Not signed in/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Failed sign-in' });
    expect(await within(drawer).findByText('No field changes recorded.')).toBeTruthy();
    const entry = within(drawer).getByRole('table', { name: 'Entry' });
    expect(within(entry).getByRole('row', { name: /^User Not/ }).textContent).toBe('UserNot signed in');
    expect(within(entry).getByRole('row', { name: /^User agent/ }).textContent).toBe('User agentNot recorded');
  });

  it('should say so when an entry cannot be loaded', async () => {
    backend();
    fetchStub.restore();
    fetchStub = stubFetch({
      'GET /api/user': () => json(200, sessionOf({ permissions: ['list users'] })),
      'GET /api/user-activity-logs': () => json(200, answer([roleChange])),
      'GET /api/user-activity-logs/41': () => json(404, { message: 'No such activity-log entry.' }),
    });
    const user = userEvent.setup();
    renderApp([ROUTE]);
    await user.click(await screen.findByRole('button', { name: /^Details of Updated/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Activity entry' });
    expect(await within(drawer).findByText('This entry could not be loaded.')).toBeTruthy();
  });
});
