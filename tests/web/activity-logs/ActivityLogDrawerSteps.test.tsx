import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityLog, Permission } from '../../../src/web/api/generated';
import { json, stubFetch, type FetchStub } from '../support/fetchStub';
import { sessionOf } from '../support/fixtures';
import { paginationOf } from '../support/listAnswers';
import { renderApp } from '../support/renderApp';

const ROUTE = '/agency-panel/user-activity-logs';
const PER_PAGE = 2;

let fetchStub: FetchStub;
afterEach(() => {
  fetchStub.restore();
  localStorage.clear();
});

const entry = (id: number, overrides: Partial<ActivityLog>): ActivityLog => ({
  id,
  causer: { id: 3, name: 'Ada Okafor', email: 'ada@nhia.example' },
  action: 'updated',
  subject_type: 'user',
  subject_id: 7,
  subject_label: 'bola@nhia.example',
  changes: null,
  ip_address: '102.89.32.14',
  user_agent: null,
  created_at: `2026-01-0${id}T09:00:00.000Z`,
  ...overrides,
});

/** Three entries, newest first, two a page: the third is alone on page 2. */
const ENTRIES = [
  entry(3, { action: 'created', subject_id: 7, subject_label: 'bola@nhia.example' }),
  entry(2, { action: 'updated', subject_type: 'role', subject_id: 4, subject_label: 'Auditor' }),
  entry(1, { action: 'deactivated', subject_id: 8, subject_label: 'chidi@nhia.example' }),
];

function backend(permissions: Permission[] = ['list users', 'view users']) {
  fetchStub = stubFetch({
    'GET /api/user': () => json(200, sessionOf({ permissions })),
    'GET /api/user-activity-logs': (request) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      const rows = ENTRIES.slice((page - 1) * PER_PAGE, page * PER_PAGE);
      return json(200, {
        activity_logs: rows,
        no_of_batches: 1,
        pagination: paginationOf(rows.length, { page, perPage: PER_PAGE, total: ENTRIES.length }),
      });
    },
    'GET /api/users/7': () => json(404, { message: 'No such user.' }),
    ...Object.fromEntries(ENTRIES.map((e) => [`GET /api/user-activity-logs/${e.id}`, () => json(200, e)])),
  });
}

const listPages = () =>
  fetchStub.requests
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === '/api/user-activity-logs')
    .map((url) => url.searchParams.get('page'));
const drawerNamed = (name: string) => screen.findByRole('dialog', { name });
const stepButton = (drawer: HTMLElement, name: 'Previous' | 'Next') =>
  within(drawer).getByRole<HTMLButtonElement>('button', { name });

describe('<ActivityLogDrawer> stepping through the list', () => {
  it('should go next and previous through the page, on to the next page and back', async () => {
    backend();
    const user = userEvent.setup();
    renderApp([`${ROUTE}?items_per_page=${PER_PAGE}`]);
    await user.click(await screen.findByRole('button', { name: /^Details of Created/ }));
    let drawer = await drawerNamed('Created');
    expect(stepButton(drawer, 'Previous').disabled).toBe(true);

    await user.click(stepButton(drawer, 'Next'));
    drawer = await drawerNamed('Updated');
    expect(stepButton(drawer, 'Next').disabled).toBe(false);

    // Past the page's last entry: the list turns to page 2 and the drawer opens its first entry.
    await user.click(stepButton(drawer, 'Next'));
    drawer = await drawerNamed('Deactivated');
    expect(listPages()).toContain('2');
    expect(await screen.findByText(/^Showing 3 to 3 of 3/)).toBeTruthy();
    expect(stepButton(drawer, 'Next').disabled).toBe(true);

    // And back: page 1 again, at its last entry.
    await user.click(stepButton(drawer, 'Previous'));
    drawer = await drawerNamed('Updated');
    expect(await screen.findByText(/^Showing 1 to 2 of 3/)).toBeTruthy();
    await user.click(stepButton(drawer, 'Previous'));
    expect(await drawerNamed('Created')).toBeTruthy();
  });

  it('should link the subject to its screen when the user may open it, and name it plainly when not', async () => {
    backend();
    const user = userEvent.setup();
    const { router } = renderApp([`${ROUTE}?items_per_page=${PER_PAGE}`]);
    await user.click(await screen.findByRole('button', { name: /^Details of Updated/ }));
    let drawer = await drawerNamed('Updated');
    // A role's screen needs "view roles", which this user lacks.
    await within(drawer).findByRole('table', { name: 'Entry' });
    expect(within(drawer).queryByRole('link', { name: /Auditor/ })).toBeNull();
    expect(within(drawer).getByText('Auditor')).toBeTruthy();

    await user.click(stepButton(drawer, 'Previous'));
    drawer = await drawerNamed('Created');
    const link = await within(drawer).findByRole('link', { name: 'Open User bola@nhia.example' });
    expect(link.getAttribute('href')).toBe('/agency-panel/users/7');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency-panel/users/7'));
  });
});
