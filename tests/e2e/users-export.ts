/**
 * The export dialog end to end (docs/lists.md, Export progress): "Request export data" at most
 * 500 px wide, a file name and "Batch 1", Submit Request, the progress circle while the call is in
 * flight, then the alert. The call is held (page.route) until the circle has been seen, so the
 * check never races a fast server, and the page's clock is paused meanwhile, so the counter is read
 * at 0 and 5 on any machine.
 */
import assert from 'node:assert/strict';
import type { Page, Request } from 'playwright-core';
import { scenario, type ScenarioOptions } from './scenario';
import { openUsers } from './users-page';

const EXPORT_PATH = '/api/users/export';
const isExportCall = (url: URL) => url.pathname === EXPORT_PATH;

const exportDialog = (page: Page) => page.getByRole('dialog', { name: 'Request export data', exact: true });

export function exportScenario(signedIn: ScenarioOptions): void {
  scenario(
    'export: the dialog requests the shown list as "Batch 1", shows its progress, then "Export Request Submitted"',
    'users-export',
    async (page) => {
      await page.clock.install();
      await openUsers(page, '?search=Okafor');
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      const dialog = exportDialog(page);
      await dialog.waitFor();
      // Its layout width: a bounding box would catch the opening zoom, which overshoots its size.
      const size = await dialog.evaluate((element) => ({
        width: (element as HTMLElement).offsetWidth,
        maxWidth: getComputedStyle(element).maxWidth,
      }));
      assert.equal(size.maxWidth, '500px', 'max-width 500 px');
      assert.ok(size.width > 0 && size.width <= 500, `the dialog is at most 500 px wide (${size.width})`);
      await dialog
        .getByText('Once your export is ready a download link will be emailed to you.', { exact: true })
        .waitFor();

      await dialog.getByLabel('File name', { exact: true }).fill('okafor-users');
      await dialog.getByLabel('Batch', { exact: true }).selectOption({ label: 'Batch 1' });

      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const requests: Request[] = [];
      await page.route(isExportCall, async (route) => {
        requests.push(route.request());
        await held;
        await route.continue();
      });
      const answered = page.waitForResponse((response) => isExportCall(new URL(response.url())));
      // The counter's seconds are the page's: no second passes until the test lets it.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      await dialog.getByRole('button', { name: 'Submit Request', exact: true }).click();
      const progress = dialog.getByRole('progressbar', { name: 'Export progress' });
      await progress.waitFor();
      assert.equal(await progress.getAttribute('aria-valuenow'), '0', 'the counter starts at 0');
      await page.clock.runFor(999);
      assert.equal(await progress.getAttribute('aria-valuenow'), '0', 'and stays there for a second');
      await page.clock.runFor(1);
      await dialog.getByText('5%', { exact: true }).waitFor();
      assert.equal(await progress.getAttribute('aria-valuenow'), '5', 'then rises by 5 each second');
      assert.equal(
        await dialog.getByRole('button', { name: 'Submit Request', exact: true }).isDisabled(),
        true,
        'no second submit while exporting',
      );
      await page.clock.resume();
      release();

      const response = await answered;
      assert.equal(response.status(), 202, 'the server accepted the request');
      const sent = new URL(requests[0].url()).searchParams;
      assert.equal(sent.get('export_file_name'), 'okafor-users.xlsx', 'the file name sent ends in .xlsx');
      assert.equal(sent.get('batch'), '1');
      assert.equal(sent.get('search_string'), 'Okafor', 'the export is of the list shown');
      // The server recorded a job (its id) for this file and batch; users-my-exports.ts follows it to the file.
      const job = (await response.json()) as { id: number; file_name: string; batch: number; resource: string };
      assert.ok(Number.isInteger(job.id) && job.id > 0, 'the export job was recorded');
      assert.deepEqual(
        { file_name: job.file_name, batch: job.batch, resource: job.resource },
        { file_name: 'okafor-users.xlsx', batch: 1, resource: 'users' },
      );

      const notice = page.getByRole('status').filter({ hasText: 'Export Request Submitted' });
      await notice.getByText('Export Request Submitted', { exact: true }).waitFor();
      await dialog.waitFor({ state: 'detached' });
      assert.equal(
        await notice.getByRole('link', { name: 'Open My exports', exact: true }).getAttribute('href'),
        '/agency-panel/exports',
      );
      assert.equal(await page.getByRole('alertdialog').count(), 0, 'no modal alert blocks the list');

      // A failed request says so, and keeps the dialog open to try again.
      await page.unroute(isExportCall);
      await page.route(isExportCall, (route) =>
        route.fulfill({ status: 500, json: { message: 'end-to-end failure' } }),
      );
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      await dialog.getByRole('button', { name: 'Submit Request', exact: true }).click();
      const alert = page.getByRole('alertdialog');
      await alert.getByText('export failed', { exact: true }).waitFor();
      await alert.getByRole('button', { name: 'OK', exact: true }).click();
      await alert.waitFor({ state: 'detached' });
      assert.equal(await dialog.isVisible(), true, 'the dialog stays open after a failure');
    },
    signedIn,
  );
}
