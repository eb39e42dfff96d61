/**
 * Exports end to end (docs/exports.md): an export requested from a filtered users list arrives. The admin narrows
 * the list, exports it, opens My exports from the user menu and waits (bounded) for the job to
 * turn "done" with the list's total as its row count; the file it downloads is an .xlsx holding a
 * header row and exactly that many rows, and the mail that names it lies in DATA_DIR/outbox.
 * The screen's first list answer is shown as "running" (the worker is usually done by then), so
 * its polling is seen turning the row to "done" in place.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, describe } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import type { ExportJob } from '../../src/web/api/generated';
import { DEFAULT_LOCALE, EXPORT_BATCH_SIZE } from '../../src/shared/constants';
import { mailSubject, mailText } from '../server/support/smtp';
import { until } from '../server/support/until';
import { STEP_TIMEOUT_MS } from './harness';
import { addressedTo, outboxMails } from './outbox';
import { ADMIN, pathIs, scenario, screenshot, signedInState, type StorageState } from './scenario';
import { applyButton, changeList, chooseOption, openFilters, openUsers, sentFilters, shownTotal } from './users-page';

const EXPORTS_PATH = '/agency-panel/exports';
const STATUS = 'inactive';
const FILE_NAME = 'inactive-users-e2e.xlsx';
/** From "Submit Request" to "done": the worker is woken by the request; the screen polls every 3 s. */
const DONE_TIMEOUT_MS = 25_000;

const isMyExportsCall = (url: URL) => url.pathname === '/api/exports';
const exportsTable = (page: Page) => page.getByRole('table', { name: 'My exports', exact: true });

/** The job's row, found by its file name cell. */
const jobRow = (page: Page, fileName: string) =>
  exportsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: fileName, exact: true }) });

/** A row's cells by their column header. */
function cellsOf(row: Locator): Promise<Record<string, string>> {
  return row.evaluate((tr) => {
    const headers = [...(tr.closest('table')?.querySelectorAll('thead th') ?? [])].map(
      (th) => th.textContent?.trim() ?? '',
    );
    return Object.fromEntries([...tr.children].map((td, i) => [headers[i], td.textContent?.trim() ?? '']));
  });
}

export function myExportsScenarios(): void {
  describe('My exports', () => {
    let admin: StorageState;
    before(async () => {
      admin = await signedInState(ADMIN);
    });

    scenario(
      "an export of a filtered users list shows in My exports, turns done with the list's total, downloads as that .xlsx, and is mailed to the outbox",
      'users-my-exports',
      async (page) => {
        // A small batch: the users list narrowed to one status.
        await openUsers(page);
        await openFilters(page);
        await chooseOption(page, 'Status', STATUS);
        const filtered = await changeList(
          page,
          (q) => sentFilters(q).status?.[0] === STATUS,
          () => applyButton(page).click(),
        );
        const total = await shownTotal(page);
        assert.equal(total, filtered.pagination.total, "the footer shows the API's total");
        assert.ok(total > 0 && total < EXPORT_BATCH_SIZE, `a non-empty list within one batch (${total})`);

        await page.getByRole('button', { name: 'Export', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Request export data', exact: true });
        await dialog.getByLabel('File name', { exact: true }).fill(FILE_NAME.replace(/\.xlsx$/, ''));
        await dialog.getByLabel('Batch', { exact: true }).selectOption({ label: 'Batch 1' });
        const requested = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/users/export');
        await dialog.getByRole('button', { name: 'Submit Request', exact: true }).click();
        const response = await requested;
        assert.equal(response.status(), 202, 'the export request is accepted');
        const sent = sentFilters(new URL(response.url()).searchParams);
        assert.deepEqual(sent.status, [STATUS], 'the export is of the filtered list');
        const job = (await response.json()) as ExportJob;
        assert.equal(job.file_name, FILE_NAME);
        // A notice above the list, not a modal: nothing to close before going on.
        const notice = page.getByRole('status').filter({ hasText: 'Export Request Submitted' });
        await notice.getByText('Export Request Submitted', { exact: true }).waitFor();
        assert.equal(await page.getByRole('alertdialog').count(), 0, 'no modal alert blocks the list');

        // The worker, woken by the request, usually has the file made before My exports first asks.
        // So the screen's polling is seen at work, its first answer (the server's own) shows the job
        // as still running; every later answer passes untouched.
        const listCalls: string[] = [];
        await page.route(isMyExportsCall, async (route) => {
          if (route.request().method() !== 'GET') return route.fallback();
          const real = await route.fetch();
          const body = (await real.json()) as { exports: ExportJob[] };
          const ours = body.exports.find((e) => e.id === job.id);
          listCalls.push(ours?.status ?? 'missing');
          if (listCalls.length === 1 && ours && ours.status === 'done') {
            Object.assign(ours, {
              status: 'running',
              row_count: null,
              finished_at: null,
              download_url: null,
              expires_at: null,
            });
          }
          await route.fulfill({ response: real, json: body });
        });

        // My exports, from the user menu in the navbar.
        await page.getByRole('button', { name: 'System Administrator', exact: true }).click();
        await page
          .getByRole('menu', { name: 'User menu' })
          .getByRole('menuitem', { name: 'My exports', exact: true })
          .click();
        await page.waitForURL(pathIs(EXPORTS_PATH));
        await page.getByRole('heading', { name: 'My exports', exact: true }).waitFor();
        const row = jobRow(page, FILE_NAME);
        await row.waitFor();
        const first = await cellsOf(row);
        assert.equal(first.List, 'Users');
        assert.equal(first.Batch, 'Batch 1');
        assert.match(first.Status, /^(queued|running)$/, `first shown in progress (${first.Status})`);
        assert.equal(await row.getByRole('link').count(), 0, 'no download link while in progress');

        // The screen polls while the job is in progress: it turns done (or failed, which says why) in place.
        await row.getByText(/^(done|failed)$/).waitFor({ timeout: DONE_TIMEOUT_MS });
        assert.ok(listCalls.length >= 2, `the screen asked again by itself (${listCalls.join(', ')})`);
        await page.unroute(isMyExportsCall);
        const finished = await cellsOf(row);
        assert.equal(finished.Status, 'done', `the job is done (${finished.Status})`);
        assert.equal(
          finished.Rows,
          new Intl.NumberFormat(DEFAULT_LOCALE).format(total),
          "its row count is the list's total",
        );
        await exportsTable(page).and(page.locator('[aria-busy="false"]')).waitFor();
        await screenshot(page, 'my-exports');

        // The download: the requester's own link, an .xlsx with a header row and `total` rows.
        const link = row.getByRole('link', { name: `Download ${FILE_NAME}`, exact: true });
        const href = await link.getAttribute('href');
        assert.ok(href, 'a done job has a download link');
        const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
        assert.equal(download.suggestedFilename(), FILE_NAME, 'saved under the name asked for');
        const file = readFileSync((await download.path())!);
        assert.equal(file.subarray(0, 2).toString('latin1'), 'PK', 'an .xlsx (a zip) file');
        const workbook = XLSX.read(file, { type: 'buffer' });
        const sheet = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets[workbook.SheetNames[0]], {
          header: 1,
          defval: null,
        });
        const [header, ...rows] = sheet;
        assert.ok(
          header.includes('Name') && header.includes('Email') && header.includes('Status'),
          `a readable header row (${header.join(' | ')})`,
        );
        assert.equal(rows.length, total, 'exactly the rows of the list');
        const status = header.indexOf('Status');
        assert.deepEqual(new Set(rows.map((r) => r[status])), new Set([STATUS]), 'only the filtered rows');
        // The file starts with the users the list's first page showed, in the same order.
        const firstPage = filtered.users.map((user) => user.email);
        const email = header.indexOf('Email');
        assert.deepEqual(
          rows.slice(0, firstPage.length).map((r) => r[email]),
          firstPage,
          "in the list's order",
        );

        // The mail (no SMTP_URL: an .eml in DATA_DIR/outbox) names the file and its row count, with the same link.
        const mail = await until('the export mail in the outbox', STEP_TIMEOUT_MS, async () =>
          outboxMails().find((m) => mailText(m.raw).includes(FILE_NAME)),
        );
        const text = mailText(mail.raw);
        assert.equal(mailSubject(mail.raw), `Your export ${FILE_NAME} is ready`);
        assert.ok(addressedTo(mail.raw, ADMIN), 'sent to the requester');
        const rowsText = `${new Intl.NumberFormat('en-GB').format(total)} ${total === 1 ? 'row' : 'rows'}`;
        assert.ok(text.includes(rowsText), `the mail gives the row count "${rowsText}":\n${text}`);
        assert.ok(text.includes(href), `the mail carries the screen's download link ${href}:\n${text}`);
      },
      { storageState: () => admin },
    );
  });
}
