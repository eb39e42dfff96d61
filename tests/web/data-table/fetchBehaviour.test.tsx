import { act, screen, waitFor } from '@testing-library/react';
import { elapse } from '../support/clock';
import { deferred, json, stubFetch, type FetchStub } from '../support/fetchStub';
import { listQueries, renderTable, shownEmails } from './support/renderTable';
import { userList, userRow, userRows } from './support/users';

let fetchStub: FetchStub;
afterEach(() => {
  fetchStub.restore();
  jest.useRealTimers();
  localStorage.clear();
});
beforeEach(() => jest.useFakeTimers());

const loading = () => screen.queryByRole('progressbar', { name: 'Loading entries' });

describe('<DataTable> list call states', () => {
  it('should show skeleton rows and a busy table while the call is in flight', async () => {
    const answer = deferred<Response>();
    fetchStub = stubFetch({ 'GET /api/users': () => answer.promise });
    const { view } = renderTable();
    await waitFor(() => expect(listQueries(fetchStub)).toHaveLength(1));
    expect(view.container.querySelectorAll('tbody tr[aria-hidden="true"] .bp6-skeleton').length).toBeGreaterThan(0);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    await act(async () => answer.resolve(json(200, userList(userRows(2)))));
    await waitFor(() => expect(shownEmails()).toHaveLength(2));
    expect(view.container.querySelector('.bp6-skeleton')).toBeNull();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('false');
    expect(loading()).toBeNull();
  });

  it('should only clear the loading state when the call fails: no error shown', async () => {
    fetchStub = stubFetch({ 'GET /api/users': () => json(500, { message: 'Server Error' }) });
    renderTable();
    await waitFor(() => expect(listQueries(fetchStub)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('false'));
    expect(loading()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText(/error|failed/i)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Showing 0 to 0 of 0 entries');
  });

  it('should never let a slower, older answer replace a newer one', async () => {
    const pending = { older: deferred<Response>(), newer: deferred<Response>() };
    fetchStub = stubFetch({
      'GET /api/users': (request) => {
        const search = new URL(request.url).searchParams.get('search_string');
        if (search === 'a') return pending.older.promise;
        if (search === 'ab') return pending.newer.promise;
        return json(200, userList(userRows(1)));
      },
    });
    const { user } = renderTable();
    await waitFor(() => expect(shownEmails()).toHaveLength(1));
    const search = screen.getByRole('searchbox');
    await user.type(search, 'a');
    await elapse(500);
    expect(listQueries(fetchStub)).toHaveLength(2);
    await user.type(search, 'b');
    await elapse(500);
    expect(listQueries(fetchStub)).toHaveLength(3);

    await act(async () => pending.newer.resolve(json(200, userList([userRow(200, { email: 'newer@nhia.example' })]))));
    await waitFor(() => expect(shownEmails()).toEqual(['newer@nhia.example']));
    await act(async () => pending.older.resolve(json(200, userList([userRow(100, { email: 'older@nhia.example' })]))));
    await elapse(500);
    expect(shownEmails()).toEqual(['newer@nhia.example']);
    expect(loading()).toBeNull();
  });
});
