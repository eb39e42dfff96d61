/**
 * How the users list looks: a screenshot with the filters open (and one with the Created at range
 * picker open) into test-results/, and the range picker's layout.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { scenario, screenshot, type ScenarioOptions } from './scenario';
import { chooseOption, footer, openFilters, openUsers } from './users-page';

/** Opens the Created at filter's range picker (screenshots finish its opening transition). */
async function openRangePicker(page: Page) {
  await page
    .getByRole('region', { name: 'Filters' })
    .getByRole('button', { name: /^Created at: / })
    .click();
  const picker = page.getByRole('dialog', { name: 'Created at', exact: true });
  await picker.getByRole('button', { name: 'OK', exact: true }).waitFor();
  // The calendar loads when the picker first opens (docs/architecture.md, Weight): the buttons show before it.
  await picker.locator('.rdp-month').first().waitFor();
  return picker;
}

export function looksScenarios(signedIn: ScenarioOptions): void {
  scenario(
    'a screenshot of the users list with its filters open goes to test-results/',
    'users-screenshot',
    async (page) => {
      await openUsers(page);
      await openFilters(page);
      await chooseOption(page, 'User type', 'Agency Staff');
      await screenshot(page, 'users-list-filters');

      const picker = await openRangePicker(page);
      await screenshot(page, 'users-list-date-range', { fullPage: false });
      await picker.getByRole('button', { name: 'Cancel', exact: true }).click();
      await picker.waitFor({ state: 'detached' });
      assert.equal(await footer(page).count(), 1);
    },
    signedIn,
  );

  scenario(
    'the Created at range picker shows its two months side by side and fits the window',
    'users-range-picker',
    async (page) => {
      await openUsers(page);
      await openFilters(page);
      const picker = await openRangePicker(page);
      // Layout sizes (offset*), not bounding boxes: the popover opens with a zoom transition.
      const months = await picker
        .locator('.rdp-month')
        .evaluateAll((elements) => elements.map((e) => (e as HTMLElement).offsetTop));
      assert.equal(months.length, 2, 'two months');
      assert.equal(months[0], months[1], `side by side (tops ${months.join(', ')})`);
      // It opens below its button (the zoom's origin), so its top is where it settles.
      const bottom = await picker.evaluate((e) => e.getBoundingClientRect().top + (e as HTMLElement).offsetHeight);
      const window = page.viewportSize()!;
      assert.ok(bottom <= window.height, `within the ${window.height} px window (bottom ${bottom})`);
    },
    signedIn,
  );
}
