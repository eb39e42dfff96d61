/**
 * Importing users end to end (docs/records.md, Importing users): the administrator opens the
 * import from the users list, chooses a CSV file with one bad row, matches its columns (already
 * chosen by their headings), sees that row's problem in the dry run, chooses the corrected file
 * (the columns remembered for its headings) and sees every row valid, imports it, follows the
 * job to its end and finds the two invited users on the users list (pending).
 */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { ADMIN, MULTI_PROFILE_TIMEOUT_MS, pathIs, scenario, screenshot, signIn } from './scenario';
import { changeList, openUsers, searchBox, USERS_PATH } from './users-page';

const IMPORT_PATH = '/agency-panel/users/import';
/** From the 202 to "done": the worker is woken by the request; the screen asks every second. */
const IMPORTED_TIMEOUT_MS = 30_000;
const HEADINGS = 'First name,Last name,Email address,User type,Roles';
/** New addresses each run (the database is fresh, but a re-run against a kept one must not collide). */
const stamp = Date.now().toString(36);
export const IMPORTED = [`ifeoma.nwosu.${stamp}@example.org`, `bayo.adeyemi.${stamp}@example.org`];

const csvWithRoleOfBayo = (role: string) =>
  `${HEADINGS}\nIfeoma,Nwosu,${IMPORTED[0]},Agency Staff,Auditor\nBayo,Adeyemi,${IMPORTED[1]},Agency Staff,${role}\n`;

async function chooseFile(page: Page, name: string, text: string): Promise<void> {
  await page.getByLabel('File of users', { exact: true }).setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(text),
  });
  await page.getByRole('button', { name: 'Check the file', exact: true }).waitFor();
}

async function checkFile(page: Page): Promise<void> {
  const checked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/users/import/dry-run');
  await page.getByRole('button', { name: 'Check the file', exact: true }).click();
  assert.equal((await checked).status(), 200, 'the dry run answers');
}

export function usersImportScenarios(): void {
  describe('Import users', () => {
    scenario(
      'a file with one bad row: the dry run shows it by row and column; the corrected file checks clean, imports, and its users are found invited',
      'users-import',
      async (page) => {
        // Signed in here: the import asks for a second factor given in the last 5 minutes (step-up), which the sign-in's is.
        await signIn(page, ADMIN);
        await openUsers(page);
        await page.getByRole('link', { name: 'Import users', exact: true }).click();
        await page.waitForURL(pathIs(IMPORT_PATH));
        await page.getByRole('heading', { name: 'Import users', exact: true }).waitFor();

        await chooseFile(page, 'new staff.csv', csvWithRoleOfBayo('Auditr'));
        assert.equal(
          await page.getByRole('combobox', { name: /^Email/ }).inputValue(),
          'Email address',
          'the columns are matched by their headings',
        );
        await screenshot(page, 'users-import-columns');
        await checkFile(page);
        const errors = page.getByRole('table', { name: '1 row with errors', exact: true });
        await errors.waitFor();
        assert.deepEqual(
          await errors.getByRole('row').last().getByRole('cell').allTextContents(),
          ['3', 'Roles', 'No role is named "Auditr".'],
          "the bad row's problem at its row and column",
        );
        assert.equal(await page.getByLabel('Rows checked').textContent(), 'Rows2Valid1With errors1');
        await screenshot(page, 'users-import-dry-run');

        await page.getByRole('button', { name: 'Choose the corrected file', exact: true }).click();
        await chooseFile(page, 'new staff.csv', csvWithRoleOfBayo('Auditor'));
        await page.getByText('as you matched them last time', { exact: false }).waitFor();
        await checkFile(page);
        await page.getByText('Every row can be imported: 2 users.', { exact: true }).waitFor();

        const committed = page.waitForResponse(
          (response) =>
            new URL(response.url()).pathname === '/api/users/import' && response.request().method() === 'POST',
        );
        await page.getByRole('button', { name: 'Import 2 users', exact: true }).click();
        assert.equal((await committed).status(), 202, 'the import job is queued');
        await page.getByText('"new staff.csv" is imported.', { exact: true }).waitFor({ timeout: IMPORTED_TIMEOUT_MS });
        assert.equal(
          await page.getByLabel('Rows imported').textContent(),
          'Created and invited2Updated0Unchanged0Failed0',
        );
        await screenshot(page, 'users-import-done');

        await page.getByRole('link', { name: 'See the invited users (2 users created)', exact: true }).click();
        await page.waitForURL(pathIs(USERS_PATH));
        assert.equal(
          new URL(page.url()).searchParams.getAll('status').join(),
          'pending',
          'the list shows pending users',
        );
        const found = await changeList(
          page,
          (query) => query.get('search_string') === stamp,
          () => searchBox(page).fill(stamp),
        );
        assert.deepEqual(
          found.users.map((user) => [user.email, user.status]).sort(),
          IMPORTED.map((email) => [email, 'pending']).sort(),
          'both imported users, invited (pending)',
        );
      },
      { timeoutMs: MULTI_PROFILE_TIMEOUT_MS },
    );
  });
}
