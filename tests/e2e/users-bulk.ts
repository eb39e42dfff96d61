/**
 * A bulk change "to all N matching" end to end at the agency's laptop size (1280×800, docs/lists.md,
 * Selection): the administrator filters the users list to TPA staff, selects the page, then every
 * matching user, and deactivates them. The confirm step names the first five (the server's preview,
 * in the list's order) and the count; confirmed, the list shows them inactive; the toast's Undo
 * gives each back the status it had. The administrator signs in within the scenario, so the change
 * needs no step-up (its second factor is fresh).
 */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { usersCount } from '../../src/web/components/usersCount';
import { ADMIN, scenario, screenshot, signIn } from './scenario';
import { apiList, changeList, columnTexts, openUsers, rowIds, sentFilters } from './users-page';

const LAPTOP = { width: 1280, height: 800 };
const TPA_STAFF = { user_type: ['TPA Staff'] };
const isTpaStaffCall = (q: URLSearchParams) => JSON.stringify(sentFilters(q)) === JSON.stringify(TPA_STAFF);

/** How many TPA staff hold `status`, as the API counts them. */
async function tpaStaffWith(page: Page, status: string): Promise<number> {
  const filters = JSON.stringify([
    { name: 'user_type', type: 'select', value: TPA_STAFF.user_type },
    { name: 'status', type: 'select', value: [status] },
  ]);
  return (await apiList(page, { filters })).pagination.total;
}

/** The rows' statuses by id (the Status cell without an organisation's suspension note). */
async function statusesById(page: Page): Promise<Map<number, string>> {
  const ids = await rowIds(page);
  const statuses = (await columnTexts(page, 'Status')).map((text) =>
    text.replace(/ \((TPA|ministry) suspended\)$/, ''),
  );
  return new Map(ids.map((id, i) => [id, statuses[i]]));
}

export function usersBulkScenarios(): void {
  describe('bulk changes to every matching user', () => {
    scenario(
      'TPA staff filtered, page selected, "Select all N matching", Deactivate names five and the count; they show inactive, and Undo restores them (1280×800)',
      'users-bulk-matching',
      async (page) => {
        await page.setViewportSize(LAPTOP);
        await signIn(page, ADMIN);
        const listed = await openUsers(page, '?user_type=TPA+Staff');
        const total = listed.pagination.total;
        assert.ok(total > listed.users.length, `more TPA staff (${total}) than one page holds`);
        const before = await statusesById(page);
        const activeBefore = await tpaStaffWith(page, 'active');
        assert.ok(activeBefore > 0, 'some TPA staff are active to start with');
        const firstNames = (await columnTexts(page, 'Name')).slice(0, 5);

        const pageBox = page.getByRole('checkbox', { name: 'Select all rows on this page', exact: true });
        // Blueprint draws the box's indicator over the input: its label takes the click, as a person's would.
        await page.locator('label', { has: pageBox }).click();
        assert.ok(await pageBox.isChecked(), 'the page is selected');
        await page.getByRole('button', { name: `Select all ${total} matching`, exact: true }).click();
        await page
          .getByRole('status')
          .getByText(`All ${total} matching users are selected.`, { exact: true })
          .waitFor();

        const previewed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/users/matching');
        await page
          .getByRole('group', { name: 'Actions on the selected users' })
          .getByRole('button', { name: 'Deactivate', exact: true })
          .click();
        assert.equal((await previewed).status(), 200, 'the confirm step previews the matching users');
        const step = page.getByRole('alertdialog', { name: `Deactivate ${usersCount(total)}?`, exact: true });
        await step.waitFor();
        const confirm = step.getByRole('button', { name: `Deactivate ${usersCount(total)}`, exact: true });
        await confirm.and(page.locator(':enabled')).waitFor();
        const named = await step.getByRole('list', { name: 'Users to change' }).getByRole('listitem').allTextContents();
        assert.deepEqual(
          named,
          [...firstNames, `and ${total - 5} more`],
          "the first five of the list, in the list's order, and how many more",
        );
        // The whole step is on the laptop's screen: nothing of it cut at an edge.
        const box = await step.boundingBox();
        assert.ok(box, 'the confirm step is shown');
        assert.ok(
          box.x >= 0 && box.y >= 0 && box.x + box.width <= LAPTOP.width && box.y + box.height <= LAPTOP.height,
          `the confirm step fits 1280×800 (${JSON.stringify(box)})`,
        );
        await screenshot(page, 'users-bulk-matching-confirm', { fullPage: false });

        const changed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/users/matching/status');
        await changeList(page, isTpaStaffCall, () => confirm.click());
        const result = (await (await changed).json()) as { updated: number; skipped: number };
        assert.equal(result.skipped, 0, 'no TPA staff user is beyond the administrator');
        assert.ok(result.updated > 0 && result.updated <= total, `${result.updated} of ${total} changed`);
        await step.waitFor({ state: 'detached' });
        const toast = page.locator('.bp6-toast').filter({ hasText: `Deactivated ${usersCount(result.updated)}` });
        await toast.waitFor();
        assert.deepEqual(
          new Set((await statusesById(page)).values()),
          new Set(['inactive']),
          'every row of the list shows inactive',
        );
        assert.equal(await tpaStaffWith(page, 'inactive'), total, `all ${total} TPA staff are inactive`);

        const undone = page.waitForResponse((r) =>
          /^\/api\/users\/bulk-changes\/\d+\/undo$/.test(new URL(r.url()).pathname),
        );
        await changeList(page, isTpaStaffCall, () => toast.getByRole('button', { name: 'Undo', exact: true }).click());
        assert.equal((await undone).status(), 200, 'the undo is made');
        await page.getByText(`Undone: ${usersCount(result.updated)} restored as they were.`, { exact: true }).waitFor();
        assert.deepEqual(await statusesById(page), before, 'each row has the status it had before');
        assert.equal(await tpaStaffWith(page, 'active'), activeBefore, 'as many TPA staff are active as before');
      },
    );
  });
}
