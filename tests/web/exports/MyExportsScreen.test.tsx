import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExportJob } from '../../../src/web/api/generated';
import { json, stubFetch, type FetchStub, type FetchHandler } from '../support/fetchStub';
import { sessionOf } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { doneJob, exportJob, exportList, exportListCalls } from './support/exportJobs';

const MY_EXPORTS = '/agency-panel/exports';
const FUTURE = '2999-01-01T00:00:00.000Z';
const PAST = '2020-01-01T00:00:00.000Z';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

function backend(listMyExports: FetchHandler) {
  fetchStub = stubFetch({
    'GET /api/user': () => json(200, sessionOf({ permissions: [] })),
    'GET /api/exports': listMyExports,
  });
}

const rowOf = (fileName: string) => screen.getByRole('row', { name: new RegExp(fileName.replace('.', '\\.')) });
const cellsOf = (fileName: string) =>
  within(rowOf(fileName))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const jobs: ExportJob[] = [
  exportJob(4, { file_name: 'queued staff.xlsx', batch: 2, created_at: '2026-03-15T23:30:00.000Z' }),
  exportJob(3, { file_name: 'running roles.xlsx', resource: 'roles', status: 'running' }),
  doneJob(2, FUTURE, { file_name: 'done staff.xlsx' }),
  exportJob(1, { file_name: 'failed staff.xlsx', status: 'failed', error: 'The database could not be reached.' }),
  doneJob(0, PAST, { file_name: 'old staff.xlsx', download_url: null }),
];

describe('<MyExportsScreen>', () => {
  it("should ask for the first page of the user's exports", async () => {
    backend(() => json(200, exportList(jobs)));
    renderApp([MY_EXPORTS]);
    await screen.findByRole('table', { name: 'My exports' });
    expect(exportListCalls(fetchStub)).toEqual([{ page: '1', items_per_page: '12' }]);
  });

  it('should list each job with its file name, list, batch, status, row count and request time', async () => {
    backend(() => json(200, exportList(jobs)));
    renderApp([MY_EXPORTS]);
    const table = await screen.findByRole('table', { name: 'My exports' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['File name', 'List', 'Filters and search', 'Batch', 'Status', 'Rows', 'Requested at', 'File']);
    // 23:30 UTC is the next day, 00:30, in Lagos.
    const [name, list, query, batch, status, rows, requested, file] = cellsOf('queued staff.xlsx');
    expect([name, list, query, batch, status, rows, file]).toEqual([
      'queued staff.xlsx',
      'Users',
      'Whole list',
      'Batch 2',
      'queued',
      '',
      '',
    ]);
    expect(requested).toMatch(/^Mar 16, 2026, 12:30\sAM$/);
    expect(cellsOf('running roles.xlsx').slice(1, 5)).toEqual(['Roles', 'Whole list', 'Batch 1', 'running']);
    expect(cellsOf('done staff.xlsx').slice(4, 6)).toEqual(['done', '1,250']);
  });

  it("should name each file's filters and search in its list's own words, option names looked up", async () => {
    const filtered: ExportJob[] = [
      exportJob(7, {
        file_name: 'lagos staff.xlsx',
        filters: [
          { name: 'status', type: 'select', value: ['active', 'pending'] },
          { name: 'role', type: 'select', value: [7] },
          { name: 'created_at', type: 'date_range', value: ['2026-03-01', '2026-03-31'] },
        ],
        search_string: 'ami',
      }),
      exportJob(6, {
        file_name: 'sign-ins.xlsx',
        resource: 'activity_logs',
        filters: [{ name: 'action', type: 'select', value: ['login_failed'] }],
      }),
    ];
    fetchStub = stubFetch({
      'GET /api/user': () => json(200, sessionOf({ permissions: [] })),
      'GET /api/exports': () => json(200, exportList(filtered)),
      'GET /api/roles/options': () => json(200, [{ item_text: 'Claims Officer', item_value: 7 }]),
    });
    renderApp([MY_EXPORTS]);
    await screen.findByRole('table', { name: 'My exports' });
    const tags = (fileName: string) =>
      within(within(rowOf(fileName)).getAllByRole('cell')[2])
        .getAllByText(/: /)
        .map((tag) => tag.textContent);
    await waitFor(() =>
      expect(tags('lagos staff.xlsx')).toEqual([
        'Search: “ami”',
        'Status: active',
        'Status: pending',
        'Role: Claims Officer',
        'Created at: Mar 1, 2026 – Mar 31, 2026',
      ]),
    );
    expect(tags('sign-ins.xlsx')).toEqual(['Action: Failed sign-in']);
  });

  it('should say why a job failed', async () => {
    backend(() => json(200, exportList(jobs)));
    renderApp([MY_EXPORTS]);
    await screen.findByRole('table', { name: 'My exports' });
    expect(cellsOf('failed staff.xlsx')[4]).toBe('failedThe database could not be reached.');
    expect(within(rowOf('failed staff.xlsx')).getByText('The database could not be reached.')).toBeTruthy();
  });

  it('should link only a done job whose link has not expired, as a download of its file', async () => {
    backend(() => json(200, exportList(jobs)));
    renderApp([MY_EXPORTS]);
    await screen.findByRole('table', { name: 'My exports' });
    const links = screen.getAllByRole('link', { name: /^Download / });
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(['Download done staff.xlsx']);
    expect(links[0].getAttribute('href')).toBe(jobs[2].download_url);
    expect(links[0].getAttribute('download')).toBe('done staff.xlsx');
    expect(cellsOf('old staff.xlsx')[7]).toBe('expired');
  });

  it('should say "expired" for a done job past its expiry even when the answer still holds a link', async () => {
    backend(() => json(200, exportList([doneJob(9, PAST, { file_name: 'stale.xlsx' })])));
    renderApp([MY_EXPORTS]);
    await screen.findByRole('table', { name: 'My exports' });
    expect(screen.queryByRole('link', { name: /^Download / })).toBeNull();
    expect(cellsOf('stale.xlsx')[7]).toBe('expired');
  });

  it('should say so when the user has no exports', async () => {
    backend(() => json(200, exportList([])));
    renderApp([MY_EXPORTS]);
    expect(await screen.findByRole('heading', { name: 'No exports yet' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("should show the server's message when the list cannot be loaded", async () => {
    backend(() => json(500, { message: 'Server Error' }));
    renderApp([MY_EXPORTS]);
    expect(await screen.findByRole('heading', { name: 'Server Error' })).toBeTruthy();
  });

  it('should page through the exports with the pager', async () => {
    backend((request) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      return json(200, exportList([exportJob(100 - page, { file_name: `page ${page}.xlsx` })], { page, total: 13 }));
    });
    const user = userEvent.setup();
    const { router } = renderApp([MY_EXPORTS]);
    await screen.findByRole('cell', { name: 'page 1.xlsx' });
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByRole('cell', { name: 'page 2.xlsx' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(exportListCalls(fetchStub).map((q) => q.page)).toEqual(['1', '2']));
  });
});
