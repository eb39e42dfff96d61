import { act, screen } from '@testing-library/react';
import type { ExportJob } from '../../../src/web/api/generated';
import { MY_EXPORTS_POLL_MS } from '../../../src/web/features/exports/useMyExports';
import { elapse } from '../support/clock';
import { json, stubFetch, type FetchStub } from '../support/fetchStub';
import { sessionOf } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { doneJob, exportJob, exportList, exportListCalls } from './support/exportJobs';

const FUTURE = '2999-01-01T00:00:00.000Z';

let fetchStub: FetchStub;
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  fetchStub.restore();
  jest.useRealTimers();
});

/** listMyExports answers each of `answers` in turn, then the last one for ever. */
function backend(answers: ExportJob[][]) {
  fetchStub = stubFetch({
    'GET /api/user': () => json(200, sessionOf()),
    'GET /api/exports': () =>
      json(200, exportList(answers[Math.min(exportListCalls(fetchStub).length, answers.length) - 1])),
  });
}

const fetches = () => exportListCalls(fetchStub).length;

describe('<MyExportsScreen> refreshing', () => {
  it(`should ask again every ${MY_EXPORTS_POLL_MS} ms while a job is queued or running, and stop once none is`, async () => {
    const other = doneJob(1, FUTURE, { file_name: 'older.xlsx' });
    backend([
      [exportJob(2, { file_name: 'staff.xlsx' }), other],
      [exportJob(2, { file_name: 'staff.xlsx', status: 'running' }), other],
      [doneJob(2, FUTURE, { file_name: 'staff.xlsx' }), other],
    ]);
    renderApp(['/agency-panel/exports']);
    expect(await screen.findByText('queued')).toBeTruthy();
    expect(fetches()).toBe(1);

    await elapse(MY_EXPORTS_POLL_MS - 1);
    expect(fetches()).toBe(1);
    await elapse(1);
    expect(await screen.findByText('running')).toBeTruthy();
    expect(fetches()).toBe(2);

    await elapse(MY_EXPORTS_POLL_MS);
    expect(await screen.findByRole('link', { name: 'Download staff.xlsx' })).toBeTruthy();
    expect(fetches()).toBe(3);

    await elapse(MY_EXPORTS_POLL_MS * 10);
    expect(fetches()).toBe(3);
  });

  it('should stop once the last running job has failed', async () => {
    backend([[exportJob(2, { status: 'running' })], [exportJob(2, { status: 'failed', error: 'No tries left.' })]]);
    renderApp(['/agency-panel/exports']);
    expect(await screen.findByText('running')).toBeTruthy();
    await elapse(MY_EXPORTS_POLL_MS);
    expect(await screen.findByText('No tries left.')).toBeTruthy();
    await elapse(MY_EXPORTS_POLL_MS * 10);
    expect(fetches()).toBe(2);
  });

  it('should keep asking after a failed call, and stop once the session has ended (401)', async () => {
    const running = [exportJob(2, { status: 'running' })];
    const answers = [
      () => json(200, exportList(running)),
      () => json(503, { message: 'Service Unavailable' }),
      () => json(401, { message: 'Unauthenticated.' }),
    ];
    fetchStub = stubFetch({
      'GET /api/user': () => json(200, sessionOf()),
      'GET /api/exports': () => answers[Math.min(exportListCalls(fetchStub).length, answers.length) - 1](),
    });
    renderApp(['/agency-panel/exports']);
    expect(await screen.findByText('running')).toBeTruthy();
    await elapse(MY_EXPORTS_POLL_MS);
    expect(await screen.findByRole('heading', { name: 'Service Unavailable' })).toBeTruthy();
    await elapse(MY_EXPORTS_POLL_MS);
    expect(await screen.findByRole('heading', { name: 'Unauthenticated.' })).toBeTruthy();
    await elapse(MY_EXPORTS_POLL_MS * 10);
    expect(fetches()).toBe(3);
  });

  it('should not ask again when every job is done or failed', async () => {
    backend([[doneJob(2, FUTURE), exportJob(1, { status: 'failed', error: 'No tries left.' })]]);
    renderApp(['/agency-panel/exports']);
    expect(await screen.findByText('done')).toBeTruthy();
    await elapse(MY_EXPORTS_POLL_MS * 10);
    expect(fetches()).toBe(1);
  });

  it('should not ask again when there are no jobs', async () => {
    backend([[]]);
    renderApp(['/agency-panel/exports']);
    expect(await screen.findByRole('heading', { name: 'No exports yet' })).toBeTruthy();
    await elapse(MY_EXPORTS_POLL_MS * 10);
    expect(fetches()).toBe(1);
  });

  it('should stop asking when the user leaves the screen', async () => {
    backend([[exportJob(2, { status: 'running' })]]);
    const { router } = renderApp(['/agency-panel/exports']);
    expect(await screen.findByText('running')).toBeTruthy();
    await act(() => router.navigate('/agency-panel/roles'));
    expect(await screen.findByRole('heading', { name: 'Roles' })).toBeTruthy();
    await elapse(MY_EXPORTS_POLL_MS * 10);
    expect(fetches()).toBe(1);
  });
});
