import { act, screen, waitFor } from '@testing-library/react';
import { use } from 'react';
import type { ListUsersApiArg, UserSummary } from '../../../src/web/api/generated';
import { enhancedApi } from '../../../src/web/api/enhancedApi';
import type { DataTableColumn } from '../../../src/web/components/data-table';
import { elapse } from '../support/clock';
import { deferred, json, stubFetch, type FetchStub } from '../support/fetchStub';
import { listQueries, renderTable, shownEmails, TABLE_PATH } from './support/renderTable';
import { userList, userRows } from './support/users';

let fetchStub: FetchStub;
/** Each list call waits for the test to answer it. */
let answers: ReturnType<typeof deferred<Response>>[];
beforeEach(() => {
  jest.useFakeTimers();
  answers = [];
  fetchStub = stubFetch({
    'GET /api/users': () => {
      const answer = deferred<Response>();
      answers.push(answer);
      return answer.promise;
    },
  });
});
afterEach(() => {
  fetchStub.restore();
  jest.useRealTimers();
  localStorage.clear();
});

const busy = () => screen.getByRole('table').getAttribute('aria-busy');
const footer = () => screen.getByRole('status');
const skeletonRows = (container: HTMLElement) => container.querySelectorAll('tbody tr[aria-hidden="true"]');
const progress = () => screen.queryByRole('progressbar', { name: 'Loading entries' });
const answer = (index: number, rows: number, page = 1) =>
  act(async () =>
    answers[index].resolve(json(200, userList(userRows(rows, (page - 1) * 12 + 1), { page, total: 40 }))),
  );

describe('<DataTable> while a page loads', () => {
  it('should show a default page of skeleton rows, hidden from screen readers, and say "Loading…" in the footer until the first answer', async () => {
    const { view } = renderTable();
    await waitFor(() => expect(listQueries(fetchStub)).toHaveLength(1));
    expect(skeletonRows(view.container)).toHaveLength(12);
    expect(skeletonRows(view.container)[0].querySelectorAll('td .bp6-skeleton')).toHaveLength(5);
    expect(screen.getAllByRole('row')).toHaveLength(1);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(footer().textContent).toBe('Loading…');
    expect(screen.queryByText(/Showing 0 to 0/)).toBeNull();
    expect(screen.queryByText('No entries found')).toBeNull();

    await answer(0, 12);
    await waitFor(() => expect(shownEmails()).toHaveLength(12));
    expect(skeletonRows(view.container)).toHaveLength(0);
    expect(footer().textContent).toBe('Showing 1 to 12 of 40 entries');
  });

  it('should put skeletons in place of the rows shown while the next page loads, and say "Loading…" rather than the old figures', async () => {
    const { view, user } = renderTable();
    await waitFor(() => expect(listQueries(fetchStub)).toHaveLength(1));
    await answer(0, 12);
    await waitFor(() => expect(shownEmails()).toHaveLength(12));
    await user.click(screen.getByRole('link', { name: 'Page 4' }));
    await waitFor(() => expect(listQueries(fetchStub)).toHaveLength(2));
    expect(skeletonRows(view.container)).toHaveLength(12);
    expect(shownEmails()).toEqual([]);
    expect(footer().textContent).toBe('Loading…');

    await answer(1, 4, 4);
    await waitFor(() => expect(shownEmails()).toHaveLength(4));
    expect(footer().textContent).toBe('Showing 37 to 40 of 40 entries');
  });

  it('should show a progress bar once an answer has taken more than a second, and take it away with the answer', async () => {
    renderTable({ at: `${TABLE_PATH}?page=2` });
    await waitFor(() => expect(listQueries(fetchStub)).toHaveLength(1));
    await elapse(999);
    expect(progress()).toBeNull();
    await elapse(1);
    expect(progress()).toBeTruthy();
    await answer(0, 12, 2);
    await waitFor(() => expect(progress()).toBeNull());
    expect(footer().textContent).toBe('Showing 13 to 24 of 40 entries');
  });

  it('should not count the 500 ms wait of a search as a slow answer', async () => {
    const { user } = renderTable();
    await waitFor(() => expect(listQueries(fetchStub)).toHaveLength(1));
    await answer(0, 12);
    await user.type(screen.getByRole('searchbox'), 'ami');
    await elapse(500);
    expect(listQueries(fetchStub)).toHaveLength(2);
    await elapse(999);
    expect(progress()).toBeNull();
    await elapse(1);
    expect(progress()).toBeTruthy();
  });

  it('should stay busy while the rows of a new answer are still being rendered, until they are the ones shown', async () => {
    // React renders the answer's rows apart (a deferred value): this row's render waits for the test.
    const rendered = deferred<void>();
    const renamed = 'renamed@nhia.example';
    const columns: readonly DataTableColumn<UserSummary>[] = [
      { key: 'name', header: 'Name', render: (u) => `${u.first_name} ${u.last_name}` },
      {
        key: 'email',
        header: 'Email',
        render: (u) => {
          if (u.email === renamed) use(rendered.promise);
          return u.email;
        },
      },
    ];
    const { store } = renderTable({ columns });
    await waitFor(() => expect(listQueries(fetchStub)).toHaveLength(1));
    await answer(0, 12);
    await waitFor(() => expect(shownEmails()).toHaveLength(12));
    expect(busy()).toBe('false');

    // The list's answer changes in the cache (no call): its rows' render is pending.
    const listed = Object.values(store.getState().api.queries).find((entry) => entry?.endpointName === 'listUsers');
    const args = listed?.originalArgs as unknown as ListUsersApiArg;
    await act(async () => {
      store.dispatch(
        enhancedApi.util.updateQueryData('listUsers', args, (answer) => {
          answer.users[0].email = renamed;
        }),
      );
    });
    // The store tells the screens at the end of the task (a microtask, on the fake clock).
    await elapse(0);
    expect(shownEmails()[0]).toBe('user1@nhia.example');
    expect(busy()).toBe('true');

    await act(async () => rendered.resolve());
    await waitFor(() => expect(shownEmails()[0]).toBe(renamed));
    expect(busy()).toBe('false');
    expect(listQueries(fetchStub)).toHaveLength(1);
  });
});
