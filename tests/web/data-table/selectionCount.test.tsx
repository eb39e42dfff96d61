import { screen, waitFor } from '@testing-library/react';
import { json, stubFetch, type FetchStub } from '../support/fetchStub';
import { renderTable, shownEmails } from './support/renderTable';
import { userList, userRows } from './support/users';

let fetchStub: FetchStub;
beforeEach(() => {
  jest.useFakeTimers();
  fetchStub = stubFetch({
    'GET /api/users': (request) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      return json(200, userList(userRows(3, (page - 1) * 3 + 1), { page, perPage: 3, total: 9 }));
    },
  });
});
afterEach(() => {
  fetchStub.restore();
  jest.useRealTimers();
  localStorage.clear();
});

const select = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });

describe('<DataTable> selection count', () => {
  it('should say how many selected rows are on other pages', async () => {
    const { user } = renderTable({ at: '/people?items_per_page=3' });
    await waitFor(() => expect(shownEmails()).toHaveLength(3));
    await user.click(select('First1 Last1'));
    await user.click(select('First2 Last2'));
    expect(screen.getByText('2 selected')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(shownEmails()).toContain('user4@nhia.example'));
    expect(screen.getByText('2 selected, 2 on other pages')).toBeTruthy();
    await user.click(select('First4 Last4'));
    expect(screen.getByText('3 selected, 2 on other pages')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Page 1' }));
    await waitFor(() => expect(shownEmails()).toContain('user1@nhia.example'));
    expect(screen.getByText('3 selected, 1 on other pages')).toBeTruthy();
  });
});
