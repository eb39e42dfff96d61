import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { enhancedApi, MY_EXPORTS_TAG } from '../../../src/web/api/enhancedApi';
import type { ExportJob, Permission, UserType } from '../../../src/web/api/generated';
import { userList, userRows } from '../data-table/support/users';
import { json, stubFetch, type FetchStub } from '../support/fetchStub';
import { sessionOf } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { exportJob, exportList, exportListCalls } from './support/exportJobs';

let fetchStub: FetchStub;
afterEach(() => {
  fetchStub.restore();
  localStorage.clear();
});

interface BackendOptions {
  permissions?: Permission[];
  type?: UserType;
  refuseExports?: boolean;
}

/** A backend whose export requests queue a job in the user's list, unless `refuseExports`. */
function backend({ permissions = ['list users'], type, refuseExports = false }: BackendOptions = {}) {
  const jobs: ExportJob[] = [];
  fetchStub = stubFetch({
    'GET /api/user': () => json(200, sessionOf({ permissions, type })),
    'GET /api/users': () => json(200, userList(userRows(2))),
    'GET /api/exports': () => json(200, exportList(jobs)),
    'GET /api/users/export': (request) => {
      if (refuseExports)
        return json(422, {
          message: 'The batch field is invalid.',
          errors: { batch: ['The batch field is invalid.'] },
        });
      const query = new URL(request.url).searchParams;
      const job = exportJob(jobs.length + 1, {
        file_name: query.get('export_file_name') ?? '',
        filters: JSON.parse(query.get('filters') ?? '[]') as ExportJob['filters'],
        search_string: query.get('search_string'),
      });
      jobs.unshift(job);
      return json(202, job);
    },
  });
}

async function openMyExports(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Amina Bello' }));
  await user.click(await screen.findByRole('menuitem', { name: 'My exports' }));
}

async function requestUsersExport(
  user: UserEvent,
  outcome: 'Export Request Submitted' | 'export failed',
  { onTheList = false } = {},
) {
  if (!onTheList) await user.click(await screen.findByRole('link', { name: 'Users' }));
  await screen.findByText(/^Showing 1 to 2/);
  await user.click(screen.getByRole('button', { name: 'Export' }));
  const dialog = await screen.findByRole('dialog', { name: 'Request export data' });
  await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
  if (outcome === 'Export Request Submitted') {
    // A notice beside the list, not a modal: nothing to close before going on.
    expect(await screen.findByText(outcome)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    return;
  }
  const alert = await screen.findByRole('alertdialog');
  expect(within(alert).getByText(outcome)).toBeTruthy();
  await user.click(within(alert).getByRole('button', { name: 'OK' }));
}

describe('My exports in the agency panel', () => {
  it('should open for agency staff holding no permission at all', async () => {
    backend({ permissions: [] });
    renderApp(['/agency-panel/exports']);
    expect(await screen.findByRole('heading', { name: 'My exports' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No exports yet' })).toBeTruthy();
  });

  it('should send a signed-in user who is not agency staff to Select Service, like every panel route', async () => {
    backend({ type: 'TPA Staff' });
    const { router } = renderApp(['/agency-panel/exports']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/select-service'));
    expect(exportListCalls(fetchStub)).toHaveLength(0);
  });

  it('should reach the list through the user menu, its title once as the level-one heading', async () => {
    backend();
    const user = userEvent.setup();
    const { router } = renderApp(['/agency-panel/users']);
    await screen.findByText(/^Showing 1 to 2/);
    await user.click(await screen.findByRole('button', { name: 'Amina Bello' }));
    const item = await screen.findByRole('menuitem', { name: 'My exports' });
    expect(item.getAttribute('href')).toBe('/agency-panel/exports');
    await user.click(item);
    expect(await screen.findByRole('heading', { name: 'My exports', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/agency-panel/exports');
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it('should show a job requested from a list as soon as the request is accepted', async () => {
    backend();
    const user = userEvent.setup();
    renderApp(['/agency-panel/exports']);
    expect(await screen.findByRole('heading', { name: 'No exports yet' })).toBeTruthy();
    await requestUsersExport(user, 'Export Request Submitted');
    await openMyExports(user);
    expect(await screen.findByRole('cell', { name: 'users.xlsx' })).toBeTruthy();
    expect(exportListCalls(fetchStub)).toHaveLength(2);
  });

  it('should lead from the submitted notice to My exports, where the new file names its list and filters', async () => {
    backend();
    const user = userEvent.setup();
    const { router } = renderApp(['/agency-panel/users?status=active&search=ami']);
    await requestUsersExport(user, 'Export Request Submitted', { onTheList: true });
    const notice = screen.getByText('Export Request Submitted').closest<HTMLElement>('[role="status"]')!;
    const open = within(notice).getByRole('link', { name: 'Open My exports' });
    expect(open.getAttribute('href')).toBe('/agency-panel/exports');
    await user.click(open);
    expect(router.state.location.pathname).toBe('/agency-panel/exports');
    const row = (await screen.findByRole('cell', { name: 'users.xlsx' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'Users' })).toBeTruthy();
    expect(within(row).getByText('Status: active')).toBeTruthy();
    expect(within(row).getByText('Search: “ami”')).toBeTruthy();
  });

  it('should keep the cached list when the request is refused: nothing was queued', async () => {
    backend({ refuseExports: true });
    const user = userEvent.setup();
    renderApp(['/agency-panel/exports']);
    expect(await screen.findByRole('heading', { name: 'No exports yet' })).toBeTruthy();
    await requestUsersExport(user, 'export failed');
    await user.click(
      within(screen.getByRole('dialog', { name: 'Request export data' })).getByRole('button', { name: 'Close' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request export data' })).toBeNull());
    await openMyExports(user);
    expect(await screen.findByRole('heading', { name: 'No exports yet' })).toBeTruthy();
    expect(exportListCalls(fetchStub)).toHaveLength(1);
  });

  it('should never send an accepted export request again when the lists it touches are refreshed', async () => {
    backend();
    const user = userEvent.setup();
    const { store } = renderApp(['/agency-panel/exports']);
    await screen.findByRole('heading', { name: 'No exports yet' });
    await requestUsersExport(user, 'Export Request Submitted');
    const usersListCalls = () => fetchStub.calls().filter((call) => call === 'GET /api/users').length;
    const before = usersListCalls();
    act(() => {
      store.dispatch(enhancedApi.util.invalidateTags(['users', MY_EXPORTS_TAG]));
    });
    await waitFor(() => expect(usersListCalls()).toBe(before + 1));
    expect(fetchStub.calls().filter((call) => call === 'GET /api/users/export')).toHaveLength(1);
  });
});
