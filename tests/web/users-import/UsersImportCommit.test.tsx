import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STEP_UP_CANCELLED } from '../../../src/web/api/stepUp';
import { IMPORT_POLL_MS } from '../../../src/web/features/users-import/useImportJob';
import { json, noContent, type FetchHandler, type FetchStub } from '../support/fetchStub';
import { renderApp } from '../support/renderApp';
import {
  bodiesOf,
  COMMIT_CALL,
  DRY_RUN_CALL,
  dryRun,
  IMPORT_ADDRESS,
  importBackend,
  importJob,
  JOB_CALL,
  STAFF_CSV,
} from './importBackend';

let fetchStub: FetchStub;
afterEach(() => {
  fetchStub.restore();
  localStorage.clear();
});

const TWO_ROWS = `${STAFF_CSV}Ada,Obi,ada@example.org,Agency Staff,Clerk\n`;
const checkedTwo = dryRun({ total_rows: 2, valid_rows: 2, to_create: 1, unchanged: 1 });
const jobCalls = () => fetchStub.calls().filter((call) => call === JOB_CALL).length;

/** The job answers each of `answers` in turn, then the last one for ever. */
const jobAnswers =
  (...answers: ReturnType<typeof importJob>[]): FetchHandler =>
  () =>
    json(200, answers[Math.min(jobCalls(), answers.length) - 1]);

/** Chooses the two-row CSV, checks it (every row valid) in `mode`, and answers the dry run with `checked`. */
async function checkedFile(routes: Record<string, FetchHandler>, mode?: RegExp) {
  fetchStub = importBackend({ [DRY_RUN_CALL]: () => json(200, checkedTwo), ...routes });
  const user = userEvent.setup();
  const rendered = renderApp([IMPORT_ADDRESS]);
  await user.upload(await screen.findByLabelText('File of users'), new File([TWO_ROWS], 'staff.csv'));
  if (mode) await user.click(await screen.findByRole('radio', { name: mode }));
  await user.click(await screen.findByRole('button', { name: 'Check the file' }));
  await screen.findByText('Every row can be imported: 2 users.');
  return { user, ...rendered };
}

describe('<UsersImportScreen> importing', () => {
  it('should say what the import will do, import the checked file, follow the job until done, then link to the invited users', async () => {
    const { user, router } = await checkedFile({
      [COMMIT_CALL]: () => json(202, importJob({ total_rows: 2 })),
      [JOB_CALL]: jobAnswers(
        importJob({ status: 'running', total_rows: 2, processed_rows: 1, created: 1 }),
        importJob({ status: 'done', total_rows: 2, processed_rows: 2, created: 1, unchanged: 1 }),
      ),
    });
    expect(
      screen.getByText(
        'Importing creates 1 user, each invited by email to set a password and leaves 1 user unchanged.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Import 1 user' }));
    expect(await screen.findByText('Importing "staff.csv": 1 of 2 rows done.')).toBeTruthy();
    expect(await bodiesOf(fetchStub, COMMIT_CALL)).toEqual(await bodiesOf(fetchStub, DRY_RUN_CALL));

    expect(await screen.findByText('"staff.csv" is imported.')).toBeTruthy();
    expect(screen.getByLabelText('Rows imported').textContent).toBe('Created and invited1Updated0Unchanged1Failed0');
    const calls = jobCalls();
    await new Promise((resolve) => setTimeout(resolve, IMPORT_POLL_MS * 1.5));
    expect(jobCalls()).toBe(calls);

    await user.click(screen.getByRole('link', { name: 'See the invited users (1 user created)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency-panel/users'));
    expect(router.state.location.search).toBe('?status=pending');
  });

  it('should send the mode chosen, updating the users already there, in the check and the import', async () => {
    const { user } = await checkedFile(
      { [COMMIT_CALL]: () => json(202, importJob({ mode: 'update_matching' })), [JOB_CALL]: jobAnswers(importJob()) },
      /^Update them from the file/,
    );
    await user.click(screen.getByRole('button', { name: /^Import/ }));
    await screen.findByRole('progressbar', { name: 'Import progress' });
    const sent = [...(await bodiesOf(fetchStub, DRY_RUN_CALL)), ...(await bodiesOf(fetchStub, COMMIT_CALL))];
    expect(sent.map((body) => body.mode)).toEqual(['update_matching', 'update_matching']);
  });

  it('should not offer the import while rows have errors: the whole file or none of it', async () => {
    fetchStub = importBackend({
      [DRY_RUN_CALL]: () =>
        json(
          200,
          dryRun({
            total_rows: 2,
            valid_rows: 1,
            invalid_rows: 1,
            row_errors: [{ row: 2, errors: { email: ['Enter a valid email address.'] } }],
          }),
        ),
    });
    const user = userEvent.setup();
    renderApp([IMPORT_ADDRESS]);
    await user.upload(await screen.findByLabelText('File of users'), new File([TWO_ROWS], 'staff.csv'));
    await user.click(await screen.findByRole('button', { name: 'Check the file' }));
    await screen.findByRole('table', { name: '1 row with errors' });
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
    expect(screen.getByText(/An import takes the whole file or none of it/)).toBeTruthy();
  });

  it('should ask for a recent second factor when the import answers 423, then send the same import again', async () => {
    let given = false;
    const { user } = await checkedFile({
      [COMMIT_CALL]: () =>
        given
          ? json(202, importJob())
          : json(423, { message: "This needs your second factor given in the last 5 minutes: confirm it's you." }),
      [JOB_CALL]: jobAnswers(importJob({ status: 'done', processed_rows: 1, created: 1 })),
      'GET /api/user/two-factor': () => json(200, { authenticator: true, recovery_codes_left: 10, passkeys: 0 }),
      'POST /user/confirmed-second-factor': () => {
        given = true;
        return noContent();
      },
    });
    await user.click(screen.getByRole('button', { name: 'Import 1 user' }));
    const stepUp = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.type(await within(stepUp).findByLabelText('Authentication code'), '123456{Enter}');
    expect(await screen.findByText('"staff.csv" is imported.')).toBeTruthy();
    const commits = await bodiesOf(fetchStub, COMMIT_CALL);
    expect(commits).toHaveLength(2);
    expect(commits[1]).toEqual(commits[0]);
  });

  it('should keep the checked file and say so when the second factor is not given', async () => {
    const { user } = await checkedFile({
      [COMMIT_CALL]: () =>
        json(423, { message: "This needs your second factor given in the last 5 minutes: confirm it's you." }),
      'GET /api/user/two-factor': () => json(200, { authenticator: true, recovery_codes_left: 10, passkeys: 0 }),
    });
    await user.click(screen.getByRole('button', { name: 'Import 1 user' }));
    const stepUp = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.click(within(stepUp).getByRole('button', { name: 'Cancel' }));
    expect((await screen.findByRole('alert')).textContent).toBe(STEP_UP_CANCELLED);
    expect(screen.getByRole('button', { name: 'Import 1 user' })).toBeTruthy();
  });

  it('should show the rows the import refused (the database changed since the check) by row and column', async () => {
    const { user } = await checkedFile({
      [COMMIT_CALL]: () =>
        json(422, {
          message: 'The given data was invalid.',
          errors: { 'rows.3.email': ['The email has already been taken.'] },
        }),
    });
    await user.click(screen.getByRole('button', { name: 'Import 1 user' }));
    const table = await screen.findByRole('table', { name: 'Rows refused on import' });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', 'E-mail', 'The email has already been taken.']);
  });

  it('should say why a job stopped, and list the rows it refused on the way', async () => {
    const { user } = await checkedFile({
      [COMMIT_CALL]: () => json(202, importJob({ total_rows: 2 })),
      [JOB_CALL]: jobAnswers(
        importJob({
          status: 'failed',
          total_rows: 2,
          processed_rows: 1,
          failed: 1,
          error:
            'The import stopped after 3 tries. The rows counted were imported; import the file again for the rest.',
          row_errors: [{ row: 2, errors: { role_ids: ['No role is named "Auditor".'] } }],
        }),
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Import 1 user' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The import stopped after 3 tries. The rows counted were imported; import the file again for the rest.',
    );
    const table = screen.getByRole('table', { name: 'Rows refused while importing' });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', 'Roles', 'No role is named "Auditor".']);
    expect(screen.queryByRole('link', { name: /See the invited users/ })).toBeNull();
  });
});
