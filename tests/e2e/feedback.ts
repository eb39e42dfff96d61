/**
 * Feedback end to end at the agency's laptop size (1280×800, issue 15): the administrator
 * exports the users list filtered to one status and searched, follows "Open My exports" from
 * the notice and sees the file with its list, filters and search; then opens an activity-log
 * entry, steps to the next and back to the previous, and follows the subject's link to its screen.
 */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { ADMIN, pathIs, scenario, screenshot, signIn } from './scenario';
import { applyButton, changeList, chooseOption, openFilters, openUsers, sentFilters } from './users-page';

const LAPTOP = { width: 1280, height: 800 };
const STATUS = 'active';
const FILE_NAME = 'feedback-active-users';

export function feedbackScenarios(): void {
  describe('Feedback', () => {
    scenario(
      'an export leads to My exports, which names its list, filters and search; the log drawer steps through entries and links its subject',
      'feedback',
      async (page) => {
        await page.setViewportSize(LAPTOP);
        await signIn(page, ADMIN);
        await page.waitForURL(pathIs('/select-service'));

        await openUsers(page, '?search=nhia');
        await openFilters(page);
        await chooseOption(page, 'Status', STATUS);
        await changeList(
          page,
          (q) => sentFilters(q).status?.[0] === STATUS,
          () => applyButton(page).click(),
        );
        await page.getByRole('button', { name: 'Export', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Request export data', exact: true });
        await dialog.getByLabel('File name', { exact: true }).fill(FILE_NAME);
        await dialog.getByRole('button', { name: 'Submit Request', exact: true }).click();
        const notice = page.getByRole('status').filter({ hasText: 'Export Request Submitted' });
        await notice.getByText('Export Request Submitted', { exact: true }).waitFor();
        await screenshot(page, 'feedback-export-notice', { fullPage: false });
        await notice.getByRole('link', { name: 'Open My exports', exact: true }).click();
        await page.waitForURL(pathIs('/agency-panel/exports'));
        const row = page
          .getByRole('table', { name: 'My exports', exact: true })
          .getByRole('row')
          .filter({ has: page.getByRole('cell', { name: `${FILE_NAME}.xlsx`, exact: true }) });
        await row.getByText('Status: active', { exact: true }).waitFor();
        await row.getByText('Search: “nhia”', { exact: true }).waitFor();
        assert.equal(await row.getByRole('cell', { name: 'Users', exact: true }).count(), 1, 'the list it came from');
        await screenshot(page, 'feedback-my-exports', { fullPage: false });

        await page.goto('/agency-panel/user-activity-logs?items_per_page=3');
        const details = page.getByRole('button', { name: /^Details of / });
        await details.first().waitFor();
        await details.nth(1).click();
        const drawer = page.locator('.activity-log-drawer [role="dialog"]');
        const entryTable = drawer.getByRole('table', { name: 'Entry', exact: true });
        await entryTable.waitFor();
        const timeOf = () => entryTable.getByRole('row').first().textContent();
        const second = await timeOf();
        await drawer.getByRole('button', { name: 'Next', exact: true }).click();
        await page.waitForFunction(
          (before) => document.querySelector('.activity-log-drawer table tr')?.textContent !== before,
          second,
        );
        const third = await timeOf();
        assert.notEqual(third, second, 'Next shows another entry');
        // Past the page's last entry: the list turns to page 2, the drawer opens its first entry.
        await drawer.getByRole('button', { name: 'Next', exact: true }).click();
        await page.waitForURL((url) => url.searchParams.get('page') === '2');
        await page.waitForFunction(
          (before) => document.querySelector('.activity-log-drawer table tr')?.textContent !== before,
          third,
        );
        await drawer.getByRole('button', { name: 'Previous', exact: true }).click();
        await page.waitForURL((url) => url.searchParams.get('page') !== '2');
        await page.waitForFunction(
          (expected) => document.querySelector('.activity-log-drawer table tr')?.textContent === expected,
          third,
        );
        await screenshot(page, 'feedback-activity-drawer', { fullPage: false });

        const subject = drawer.getByRole('link', { name: /^Open (User|Role|TPA|Ministry) / });
        if ((await subject.count()) === 0) {
          // This entry has no subject screen: step back until one has.
          for (let i = 0; i < 3 && (await subject.count()) === 0; i += 1)
            await drawer.getByRole('button', { name: 'Previous', exact: true }).click();
        }
        const href = await subject.first().getAttribute('href');
        assert.match(href ?? '', /^\/agency-panel\/(users|roles|tpas|ministries)\/\d+$/);
        await subject.first().click();
        await page.waitForURL(pathIs(href!));
        await page.getByRole('heading', { level: 1 }).waitFor();
      },
    );
  });
}
