/**
 * Saved views end to end at the agency's laptop size (1280×800, docs/lists.md, Saved views): the
 * administrator saves the users list as they filtered it and shares it with the Auditor role; the
 * auditor opens the link naming the view and sees the same list, its filters as chips and the
 * view's name on the Views button; a link to the administrator's personal view says plainly that
 * it is not theirs to see and shows the list without it.
 */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { ADMIN, MULTI_PROFILE_TIMEOUT_MS, scenario, screenshot, signIn } from './scenario';
import { changeList, columnTexts, openUsers, sentFilters, settled, USERS_PATH } from './users-page';

const LAPTOP = { width: 1280, height: 800 };
const AUDITOR = 'auditor@nhia.example';
const TPA_STAFF_ACTIVE = { user_type: ['TPA Staff'], status: ['active'] };
const appliedFilters = (page: Page) => page.getByRole('group', { name: 'Applied filters' });
const viewsButton = (page: Page) => page.getByRole('button', { name: /^Saved views:/ });

/** Saves what the list shows under `name` through Views, shared as `share` says; answers the view's id. */
async function saveView(page: Page, name: string, share?: { role: string }): Promise<number> {
  await viewsButton(page).click();
  await page.getByRole('menuitem', { name: 'Save current view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  if (share) {
    // Blueprint draws the radio's indicator over the input: its label takes the click, as a person's would.
    await dialog.getByText('People holding a role', { exact: true }).click();
    await dialog.getByLabel('Role', { exact: true }).selectOption({ label: share.role });
  }
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/list-views' && r.status() === 201);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  const { id } = (await (await saved).json()) as { id: number };
  await page.waitForURL((url) => url.searchParams.get('view') === String(id));
  return id;
}

export function savedViewScenarios(): void {
  describe('saved views', () => {
    scenario(
      'a view saved and shared with a role by one user opens for another through a link, its filters as chips (1280×800)',
      'saved-views-link',
      async (page, others) => {
        await page.setViewportSize(LAPTOP);
        await signIn(page, ADMIN);
        await openUsers(page, '?user_type=TPA+Staff&status=active');
        await appliedFilters(page).getByText('User type: TPA Staff', { exact: true }).waitFor();
        const name = `Active TPA staff ${Date.now() % 100_000}`;
        const shared = await saveView(page, name, { role: 'Auditor' });
        const personal = await saveView(page, `${name} (mine)`);
        // The button names the view once the list of views is fetched again with it.
        await page.getByRole('button', { name: `Saved views: ${name} (mine)`, exact: true }).waitFor();
        await screenshot(page, 'saved-views-saved', { fullPage: false });

        const auditor = await others.open();
        await auditor.setViewportSize(LAPTOP);
        await signIn(auditor, AUDITOR);
        const shown = await changeList(
          auditor,
          (q) => JSON.stringify(sentFilters(q)) === JSON.stringify(TPA_STAFF_ACTIVE),
          () => auditor.goto(`${USERS_PATH}?view=${shared}`),
        );
        await settled(auditor);
        for (const chip of ['User type: TPA Staff', 'Status: active'])
          assert.ok(await appliedFilters(auditor).getByText(chip, { exact: true }).isVisible(), `the chip ${chip}`);
        await auditor.getByRole('button', { name: `Saved views: ${name}`, exact: true }).waitFor();
        assert.equal(await viewsButton(auditor).innerText(), `View: ${name}`);
        assert.ok(shown.pagination.total > 0, 'the view lists some users');
        assert.deepEqual(new Set(await columnTexts(auditor, 'User type')), new Set(['TPA Staff']));
        assert.equal(new URL(auditor.url()).searchParams.get('view'), String(shared), 'the address names the view');
        await screenshot(auditor, 'saved-views-opened-by-link', { fullPage: false });

        await changeList(
          auditor,
          (q) => !q.has('filters'),
          () => auditor.goto(`${USERS_PATH}?view=${personal}`),
        );
        await auditor.getByRole('alert').getByText('This saved view is not available to you').waitFor();
        assert.equal(new URL(auditor.url()).searchParams.has('view'), false, 'the list shows without the view');
        await screenshot(auditor, 'saved-views-not-shared', { fullPage: false });
      },
      { timeoutMs: MULTI_PROFILE_TIMEOUT_MS },
    );
  });
}
