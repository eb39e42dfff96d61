/**
 * Feedback end to end at the agency's laptop size (1280×800, issue 15): the administrator
 * exports the users list filtered to one status and searched, follows "Open My exports" from
 * the notice and sees the file with its list, filters and search; then opens an activity-log
 * entry, steps to the next and back to the previous, and follows the subject's link to its screen.
 */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Locator } from 'playwright-core';
import { ADMIN, pathIs, scenario, screenshot, signIn } from './scenario';
import { applyButton, changeList, chooseOption, openFilters, openUsers, sentFilters } from './users-page';

const LAPTOP = { width: 1280, height: 800 };
const STATUS = 'active';
const FILE_NAME = 'feedback-active-users';

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  assert.ok(box, 'the element is laid out');
  return box;
}

/**
 * Each month caption's selects clear its navigation arrows, measured once the picker has settled:
 * in the page's own font (not the fallback still swapping in) and at rest (a popover opens with a transition).
 */
async function assertCaptionsClear(picker: Locator): Promise<void> {
  await picker.page().evaluate(() => document.fonts.ready.then(() => undefined));
  let last = await boxOf(picker);
  for (let tries = 0; tries < 20; tries++) {
    await picker.page().waitForTimeout(100);
    const now = await boxOf(picker);
    if (JSON.stringify(now) === JSON.stringify(last)) break;
    last = now;
  }
  const selects = picker.locator('select');
  // Blueprint's caption and react-day-picker's (the range picker's) name their arrows alike.
  const arrows = picker.getByRole('button', { name: /^Go to (previous|next) month$/ });
  const arrowBoxes = await Promise.all((await arrows.all()).map(boxOf));
  for (const select of await selects.all()) {
    const box = await boxOf(select);
    for (const arrow of arrowBoxes) assert.ok(!overlap(box, arrow), 'a month or year select collides with an arrow');
  }
  assert.ok(arrowBoxes.length > 0 && (await selects.count()) > 0, 'the captions have selects and arrows');
}

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

    scenario(
      "the range filter offers its presets and its month selects clear their arrows; the TPA form's calendar never covers Create and closes on an outside click",
      'feedback-dates',
      async (page) => {
        await page.setViewportSize(LAPTOP);
        await signIn(page, ADMIN);
        await page.waitForURL(pathIs('/select-service'));

        await openUsers(page);
        await openFilters(page);
        await page.getByRole('button', { name: /^Created at:/ }).click();
        const range = page.getByRole('dialog', { name: 'Created at', exact: true });
        for (const preset of ['Today', 'Last 7 days', 'Last 30 days', 'This month', 'Last month', 'This year'])
          await range.getByText(preset, { exact: true }).waitFor();
        await assertCaptionsClear(range);
        await screenshot(page, 'feedback-range-presets', { fullPage: false });
        await range.getByText('Last month', { exact: true }).click();
        await range.getByRole('button', { name: 'OK', exact: true }).click();
        await page.getByRole('button', { name: /^Created at: \w{3} 1, \d{4} – / }).waitFor();

        await page.goto('/agency-panel/tpas/create');
        await page.getByRole('heading', { name: 'Create TPA', exact: true }).waitFor();
        const field = page.getByLabel('Accreditation date', { exact: true });
        await field.click();
        const calendar = page.getByRole('dialog', { name: 'date picker' });
        await calendar.waitFor();
        const create = page.getByRole('button', { name: 'Create TPA', exact: true });
        assert.ok(!overlap(await boxOf(calendar), await boxOf(create)), 'the calendar covers the Create button');
        await assertCaptionsClear(calendar);
        await field.fill('2099-01-01');
        await screenshot(page, 'feedback-date-field-open', { fullPage: false });
        await page.getByRole('heading', { name: 'Create TPA', exact: true }).click();
        await calendar.waitFor({ state: 'detached' });
        assert.equal(await field.inputValue(), '2099-01-01', 'the typed day stays as typed');
        await page.locator('.field-message', { hasText: 'between Jan 1, 1999 and today' }).waitFor();
        await screenshot(page, 'feedback-date-field-error', { fullPage: false });
      },
    );
  });
}
