import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { deferred, json, stubFetch, type FetchStub } from '../support/fetchStub';
import { listQueries, renderTable, TABLE_PATH } from './support/renderTable';
import { userList, userRows } from './support/users';

let fetchStub: FetchStub;
let exportAnswer = deferred<Response>();
beforeEach(() => {
  jest.useFakeTimers();
  exportAnswer = deferred<Response>();
  fetchStub = stubFetch({
    'GET /api/users': () => json(200, userList(userRows(2), { batches: 3 })),
    'GET /api/users/export': () => exportAnswer.promise,
  });
});
afterEach(() => {
  fetchStub.restore();
  jest.useRealTimers();
  localStorage.clear();
});

const exportQueries = () =>
  fetchStub.requests
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === '/api/users/export')
    .map((url) => Object.fromEntries(url.searchParams));

async function openExport(user: UserEvent): Promise<HTMLElement> {
  await waitFor(() => expect(listQueries(fetchStub).length).toBeGreaterThan(0));
  await screen.findByText(/^Showing 1 to 2/);
  await user.click(screen.getByRole('button', { name: 'Export' }));
  return screen.findByRole('dialog', { name: 'Request export data' });
}

const progressText = (dialog: HTMLElement) => {
  within(dialog).getByRole('progressbar', { name: 'Export progress' });
  return within(dialog).getByText(/%$/).textContent;
};

describe('<DataTable> export dialog', () => {
  it('should show the title, file name, note, batches and Submit Request, at most 500 px wide', async () => {
    const { user } = renderTable();
    const dialog = await openExport(user);
    expect(dialog.style.maxWidth).toBe('500px');
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'File name' }).value).toBe('users');
    expect(within(dialog).getByText('Once your export is ready a download link will be emailed to you.')).toBeTruthy();
    const batches = within(within(dialog).getByRole('combobox', { name: 'Batch' })).getAllByRole('option');
    expect(batches.map((option) => option.textContent)).toEqual(['Batch 1', 'Batch 2', 'Batch 3']);
    expect(within(dialog).getByRole('button', { name: 'Submit Request' })).toBeTruthy();
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
  });

  it('should request the chosen batch of the list shown, under a file name ending in .xlsx', async () => {
    const { user } = renderTable({ at: `${TABLE_PATH}?status=active&search=ami&sort=email` });
    const dialog = await openExport(user);
    await user.clear(within(dialog).getByRole('textbox', { name: 'File name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'File name' }), 'active staff');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Batch' }), 'Batch 2');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(exportQueries()).toHaveLength(1));
    expect(exportQueries()[0]).toEqual({
      page: '1',
      filters: JSON.stringify([{ name: 'status', type: 'select', value: 'active' }]),
      search_string: 'ami',
      sort: 'email',
      batch: '2',
      export_file_name: 'active staff.xlsx',
    });
  });

  it('should not add .xlsx to a name that already ends with it', async () => {
    const { user } = renderTable();
    const dialog = await openExport(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'File name' }), '-march.xlsx');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(exportQueries()[0]?.export_file_name).toBe('users-march.xlsx'));
  });

  it('should count the progress up from 0 by 5 each second, back to 80 before it would reach 100', async () => {
    const { user } = renderTable();
    const dialog = await openExport(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(progressText(dialog)).toBe('0%');
    act(() => jest.advanceTimersByTime(1000));
    expect(progressText(dialog)).toBe('5%');
    act(() => jest.advanceTimersByTime(999));
    expect(progressText(dialog)).toBe('5%');
    act(() => jest.advanceTimersByTime(1));
    expect(progressText(dialog)).toBe('10%');
    act(() => jest.advanceTimersByTime(17_000));
    expect(progressText(dialog)).toBe('95%');
    act(() => jest.advanceTimersByTime(1000));
    expect(progressText(dialog)).toBe('80%');
    act(() => jest.advanceTimersByTime(1000));
    expect(progressText(dialog)).toBe('85%');
    expect(within(dialog).getByRole('button', { name: 'Submit Request' }).hasAttribute('disabled')).toBe(true);
  });

  it('should say "Export Request Submitted" beside the list once the server accepts, close the dialog and offer My exports, blocking nothing', async () => {
    const { user } = renderTable();
    const dialog = await openExport(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    await act(async () => exportAnswer.resolve(json(202, { id: 1, status: 'queued' })));
    const notice = (await screen.findByText('Export Request Submitted')).closest<HTMLElement>('[role="status"]')!;
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request export data' })).toBeNull());
    expect(within(notice).getByText('Export Request Submitted')).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Open My exports' }).getAttribute('href')).toBe(
      '/agency-panel/exports',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // The list stays in use: its controls answer at once, and the notice goes when dismissed.
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('dialog', { name: 'Request export data' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Export Request Submitted')).toBeNull();
  });

  it('should alert "export failed" when the server refuses, keeping the dialog', async () => {
    const { user } = renderTable();
    const dialog = await openExport(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    await act(async () => exportAnswer.resolve(json(422, { message: 'The batch field is invalid.', errors: {} })));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('export failed')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Request export data' })).toBeTruthy();
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
  });
});
