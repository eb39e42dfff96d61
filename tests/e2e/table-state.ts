/**
 * What a list shows of its own state, end to end at the agency's laptop size (1280×800): the
 * launcher's link to users arrives filtered to Agency Staff, and the screen says so with a chip
 * and a count on the Filters button; removing the chip shows every user again.
 */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { ADMIN, pathIs, scenario, screenshot, signIn } from './scenario';
import { apiList, changeList, columnTexts, query, sentFilters, settled, shownTotal, USERS_PATH } from './users-page';

const LAPTOP = { width: 1280, height: 800 };
const appliedFilters = (page: Page) => page.getByRole('group', { name: 'Applied filters' });

/** The Filters button's description (the number of filters applied), read through its aria-describedby. */
async function filtersButtonDescription(page: Page): Promise<string | null> {
  return page.getByRole('button', { name: 'Filters', exact: true }).evaluate((button) => {
    const id = button.getAttribute('aria-describedby');
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  });
}

export function tableStateScenarios(): void {
  describe('the state of a list, visible', () => {
    scenario(
      'the launcher opens users filtered to Agency Staff and shows it as a chip; removing the chip shows all users (1280×800)',
      'table-state-launcher-chip',
      async (page) => {
        await page.setViewportSize(LAPTOP);
        await signIn(page, ADMIN);
        await page.waitForURL(pathIs('/select-service'));
        const open = page.locator('[role="listitem"][aria-current="true"] a', { hasText: 'Open User Management' });
        const filtered = await changeList(
          page,
          (q) => JSON.stringify(sentFilters(q)) === JSON.stringify({ user_type: ['Agency Staff'] }),
          () => open.click(),
        );
        await page.waitForURL(pathIs(USERS_PATH));

        const chip = appliedFilters(page).getByText('User type: Agency Staff', { exact: true });
        await chip.waitFor();
        assert.ok(await chip.isVisible(), 'the chip is on screen');
        assert.equal(await filtersButtonDescription(page), '1 filter applied', 'the Filters button counts it');
        assert.deepEqual(new Set(await columnTexts(page, 'User type')), new Set(['Agency Staff']));
        assert.equal(await shownTotal(page), filtered.pagination.total);
        await screenshot(page, 'table-state-launcher-chip', { fullPage: false });

        const all = await changeList(
          page,
          (q) => !q.has('filters'),
          () => appliedFilters(page).getByRole('button', { name: 'Remove User type: Agency Staff' }).click(),
        );
        await settled(page);
        assert.equal(await appliedFilters(page).count(), 0, 'no chips are left');
        assert.equal(await filtersButtonDescription(page), null, 'the Filters button counts nothing');
        assert.doesNotMatch(query(page), /user_type=/, 'the URL no longer filters');
        const everyone = await apiList(page, {});
        assert.equal(all.pagination.total, everyone.pagination.total, 'every user is listed');
        assert.equal(await shownTotal(page), everyone.pagination.total);
        assert.ok(
          everyone.pagination.total > filtered.pagination.total,
          `more users than agency staff (${everyone.pagination.total} > ${filtered.pagination.total})`,
        );
        await screenshot(page, 'table-state-all-users');
      },
    );
  });
}
