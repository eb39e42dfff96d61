import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission } from '../../../src/web/api/generated';
import { userList, userRow } from '../data-table/support/users';
import { json, type FetchStub } from '../support/fetchStub';
import { renderApp } from '../support/renderApp';
import {
  base64Of,
  bodiesOf,
  DRY_RUN_CALL,
  dryRun,
  ERRORS_CALL,
  HEADINGS_CALL,
  IMPORT_ADDRESS,
  importBackend,
  STAFF_CSV,
} from './importBackend';

let fetchStub: FetchStub;
afterEach(() => {
  fetchStub.restore();
  localStorage.clear();
});

const importCalls = () => fetchStub.calls().filter((call) => call.includes('/api/users/import'));
const fileInput = () => screen.getByLabelText('File of users') as HTMLInputElement;
const columnOf = (field: string) =>
  (screen.getByRole('combobox', { name: new RegExp(`^${field}`) }) as HTMLSelectElement).value;

async function onImportScreen(routes: Parameters<typeof importBackend>[0] = {}) {
  fetchStub = importBackend(routes);
  const user = userEvent.setup();
  const rendered = renderApp([IMPORT_ADDRESS]);
  expect(await screen.findByRole('heading', { name: 'Import users' })).toBeTruthy();
  return { user, ...rendered };
}

async function chooseCsv(user: ReturnType<typeof userEvent.setup>, text = STAFF_CSV, name = 'staff.csv') {
  await user.upload(fileInput(), new File([text], name, { type: 'text/csv' }));
  await screen.findByRole('button', { name: 'Check the file' });
}

describe('<UsersImportScreen> entry', () => {
  async function usersListAs(permissions: Permission[]) {
    fetchStub = importBackend({ 'GET /api/users': () => json(200, userList([userRow(1)])) }, permissions);
    const rendered = renderApp(['/agency-panel/users']);
    await screen.findByRole('table', { name: 'Users' });
    return rendered;
  }

  it('should offer "Import users" on the users list to a holder of "import users", opening the import screen', async () => {
    const { router } = await usersListAs(['list users', 'import users']);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Import users' }));
    expect(await screen.findByRole('heading', { name: 'Import users' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(IMPORT_ADDRESS);
  });

  it('should offer no import to a user without "import users"', async () => {
    await usersListAs(['list users', 'create staff']);
    expect(screen.queryByRole('link', { name: 'Import users' })).toBeNull();
  });
});

describe('<UsersImportScreen> choosing the file', () => {
  it('should refuse a file of another kind, an empty one and one over 10 MB before sending anything', async () => {
    const { user: _ } = await onImportScreen();
    const user = userEvent.setup({ applyAccept: false });
    const refusals: string[] = [];
    for (const file of [
      new File(['%PDF'], 'staff.pdf'),
      new File([''], 'staff.csv'),
      new File([new Uint8Array(10 * 1_048_576 + 1)], 'everyone.xlsx'),
    ]) {
      await user.upload(fileInput(), file);
      refusals.push((await screen.findByRole('alert')).textContent ?? '');
    }
    expect(refusals).toEqual([
      '"staff.pdf" is not a .csv or .xlsx file. Save the list from the spreadsheet as one of these.',
      '"staff.csv" is empty: it needs a heading row, then one user a row.',
      '"everyone.xlsx" is 10.0 MB; at most 10 MB can be imported at once. Split it into smaller files.',
    ]);
    expect(importCalls()).toEqual([]);
  });

  it("should tell the file's size limit and kinds before a file is chosen", async () => {
    await onImportScreen();
    expect(screen.getByText(/A \.csv \(UTF-8\) or \.xlsx file of at most 10 MB/)).toBeTruthy();
    expect(fileInput().accept).toBe('.csv,.xlsx');
  });

  it("should read a CSV file's headings in the browser and choose the columns whose headings name the fields", async () => {
    const { user } = await onImportScreen();
    await chooseCsv(user, `\uFEFF,,,\n${STAFF_CSV}`);
    expect(
      ['First name', 'Middle name', 'Last name', 'Email', 'Phone', 'User type', 'Roles', 'TPA', 'Ministry'].map(
        columnOf,
      ),
    ).toEqual(['First name', '', 'Surname', 'E-mail', '', 'Type', 'Roles', '', '']);
    expect(importCalls()).toEqual([]);
  });

  it("should ask the server for an .xlsx workbook's headings, sending the file in base64", async () => {
    const { user } = await onImportScreen({
      [HEADINGS_CALL]: () => json(200, { headings: ['Email', 'Given name', 'Last name', 'User type'] }),
    });
    await user.upload(fileInput(), new File(['PK-bytes'], 'Staff.xlsx'));
    await screen.findByRole('button', { name: 'Check the file' });
    expect(await bodiesOf(fetchStub, HEADINGS_CALL)).toEqual([{ file_name: 'Staff.xlsx', file: base64Of('PK-bytes') }]);
    expect(['First name', 'Last name', 'Email', 'User type'].map(columnOf)).toEqual([
      'Given name',
      'Last name',
      'Email',
      'User type',
    ]);
  });

  it("should show the server's refusal of a workbook at the file step, in its words", async () => {
    const { user } = await onImportScreen({
      [HEADINGS_CALL]: () =>
        json(422, {
          message: 'The given data was invalid.',
          errors: {
            file: [
              'The file could not be read as an .xlsx workbook. Save it again from the spreadsheet as an .xlsx workbook.',
            ],
          },
        }),
    });
    await user.upload(fileInput(), new File(['not a zip'], 'Staff.xlsx'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The file could not be read as an .xlsx workbook. Save it again from the spreadsheet as an .xlsx workbook.',
    );
    expect(screen.queryByRole('button', { name: 'Check the file' })).toBeNull();
  });
});

describe('<UsersImportScreen> matching the columns', () => {
  it('should not check the file until each required field has a column, saying which lack one', async () => {
    const { user } = await onImportScreen();
    await chooseCsv(user);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Email/ }), 'Not in the file');
    await user.selectOptions(screen.getByRole('combobox', { name: /^User type/ }), 'Not in the file');
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose the column of email, user type: every user needs one.',
    );
    expect(importCalls()).toEqual([]);
  });

  it('should remember the mapping chosen for a layout of file, and start the next file with these headings from it', async () => {
    const first = await onImportScreen();
    await chooseCsv(first.user);
    await first.user.selectOptions(screen.getByRole('combobox', { name: /^Phone/ }), 'Roles');
    await first.user.selectOptions(screen.getByRole('combobox', { name: /^Roles/ }), 'Not in the file');
    await first.user.click(screen.getByRole('button', { name: 'Check the file' }));
    await screen.findByText('Every row can be imported: 1 user.');
    await act(() => first.persistor.flush());
    first.view.unmount();
    fetchStub.restore();

    // A new visit of the app, the same layout of file: the choice comes back from localStorage.
    const second = await onImportScreen();
    await chooseCsv(second.user, `${STAFF_CSV}Ada,Obi,ada@example.org,Agency Staff,Clerk\n`, 'more staff.csv');
    expect(['Phone', 'Roles'].map(columnOf)).toEqual(['Roles', '']);
    expect(screen.getByText(/as you matched them last time/)).toBeTruthy();
  });
});

describe('<UsersImportScreen> the dry run', () => {
  const refused = dryRun({
    total_rows: 3,
    valid_rows: 1,
    invalid_rows: 2,
    row_errors: [
      { row: 3, errors: { email: ['Enter a valid email address.'], role_ids: ['No role is named "Clerc".'] } },
      { row: 4, errors: { tpa_id: ['Choose the TPA of a TPA Staff user.'] } },
    ],
  });

  it("should send the file in base64 with the mapping, then show the counts and each refused row's problems by row and column", async () => {
    const { user } = await onImportScreen({ [DRY_RUN_CALL]: () => json(200, refused) });
    await chooseCsv(user);
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    const table = await screen.findByRole('table', { name: '2 rows with errors' });
    expect(await bodiesOf(fetchStub, DRY_RUN_CALL)).toEqual([
      {
        file_name: 'staff.csv',
        file: base64Of(STAFF_CSV),
        mapping: {
          first_name: 'First name',
          last_name: 'Surname',
          email: 'E-mail',
          user_type: 'Type',
          role_ids: 'Roles',
        },
        mode: 'create_only',
      },
    ]);
    const counts = screen.getByLabelText('Rows checked');
    expect(counts.textContent).toBe('Rows3Valid1With errors2');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) =>
          within(row)
            .queryAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      [],
      ['3', 'E-mail', 'Enter a valid email address.'],
      ['3', 'Roles', 'No role is named "Clerc".'],
      ['4', 'TPA', 'Choose the TPA of a TPA Staff user.'],
    ]);
  });

  it('should download the errors as the .xlsx file the server makes of the same check', async () => {
    const saved: { name: string; type: string }[] = [];
    URL.createObjectURL = (blob: Blob) => `blob:${blob.type}`;
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, type: this.href });
    });
    const { user } = await onImportScreen({
      [DRY_RUN_CALL]: () => json(200, refused),
      [ERRORS_CALL]: () => json(200, { file_name: 'staff - errors.xlsx', file: base64Of('xlsx bytes') }),
    });
    await chooseCsv(user);
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    await user.click(await screen.findByRole('button', { name: 'Download the errors (.xlsx)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved).toEqual([
      { name: 'staff - errors.xlsx', type: 'blob:application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    ]);
    expect(await bodiesOf(fetchStub, ERRORS_CALL)).toEqual(await bodiesOf(fetchStub, DRY_RUN_CALL));
    click.mockRestore();
  });

  it('should show a column the server did not find at its field, and keep the columns step', async () => {
    const { user } = await onImportScreen({
      [DRY_RUN_CALL]: () =>
        json(422, {
          message: 'The given data was invalid.',
          errors: { 'mapping.email': ['The file has no column headed "E-mail".'] },
        }),
    });
    await chooseCsv(user);
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    const email = screen.getByRole('combobox', { name: /^Email/ });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The file has no column headed "E-mail".').id).toBe(email.getAttribute('aria-describedby'));
  });

  it.each([
    [
      'a file the server cannot read (422 at file)',
      json(422, {
        message: 'The given data was invalid.',
        errors: { file: ['The CSV file is not in UTF-8. Save it from the spreadsheet as "CSV UTF-8".'] },
      }),
      'The CSV file is not in UTF-8. Save it from the spreadsheet as "CSV UTF-8".',
    ],
    [
      "a file over the server's limit (413)",
      json(413, {
        message: 'The file is 6.0 MB; at most 5.0 MB can be imported at once. Split it into smaller files.',
      }),
      'The file is 6.0 MB; at most 5.0 MB can be imported at once. Split it into smaller files.',
    ],
  ])('should take %s back to the file step with its message', async (_, answer, message) => {
    const { user } = await onImportScreen({ [DRY_RUN_CALL]: () => answer });
    await chooseCsv(user);
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(fileInput()).toBeTruthy();
  });
});
