/**
 * The users list end to end (docs/lists.md), on the generic data-table, signed in as the seeded admin, on
 * the demo data (about 300 users). Filter, search, page, items per page, leave and come back,
 * reload, the export dialog, and a screenshot with the filters open.
 */
import assert from 'node:assert/strict';
import { before, describe } from 'node:test';
import type { Page } from 'playwright-core';
import { ADMIN, scenario, screenshot, signedInState, type ScenarioOptions, type StorageState } from './scenario';
import {
  apiList,
  applyButton,
  changeList,
  chooseOption,
  columnTexts,
  expectedFooter,
  footerText,
  openFilters,
  openUsers,
  panelLink,
  query,
  rowIds,
  searchBox,
  sentFilters,
  settled,
  shownTotal,
  USERS_PATH,
  usersTable,
} from './users-page';
import { exportScenario } from './users-export';
import { looksScenarios } from './users-looks';

const SURNAME = 'Okafor';

/** In the page, before its scripts: notes the search of every users list call as fetch is called. */
function countSearchCalls(): void {
  const calls: string[] = [];
  Object.assign(window, { searchCalls: calls });
  const fetchOf = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname === '/api/users' && url.searchParams.has('search_string'))
      calls.push(url.searchParams.get('search_string')!);
    return fetchOf(input, init);
  };
}

/**
 * The searches the page has asked for, read once it is idle: a few rounds of message-channel
 * tasks (not timers, which the paused clock holds) let a fired timer's render, effects and the
 * fetch they start all run first.
 */
function searchCalls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    for (let round = 0; round < 20; round += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(undefined);
      });
    }
    return [...(window as unknown as { searchCalls: string[] }).searchCalls];
  });
}

/**
 * The rows' account statuses: the Status cell adds a suspended organisation's state to an active
 * account ("active (ministry suspended)", docs/records.md), which the status filter does not look at.
 */
const accountStatuses = async (page: Page) =>
  (await columnTexts(page, 'Status')).map((text) => text.replace(/ \((TPA|ministry) suspended\)$/, ''));

export function usersListScenarios(): void {
  describe('the users list', () => {
    let admin: StorageState;
    before(async () => {
      admin = await signedInState(ADMIN);
    });
    const signedIn: ScenarioOptions = { storageState: () => admin };

    scenario(
      'filter: User type "TPA Staff" and Status "active", applied, narrow every row, the total and the URL',
      'users-filter',
      async (page) => {
        const all = await openUsers(page);
        await openFilters(page);
        await chooseOption(page, 'User type', 'TPA Staff');
        await chooseOption(page, 'Status', 'active');
        const sent = { user_type: ['TPA Staff'], status: ['active'] };
        const filtered = await changeList(
          page,
          (q) => JSON.stringify(sentFilters(q)) === JSON.stringify(sent),
          () => applyButton(page).click(),
        );

        assert.match(query(page), /[?&]user_type=TPA\+Staff(&|$)/, 'the URL carries user_type=TPA+Staff');
        assert.match(query(page), /[?&]status=active(&|$)/, 'the URL carries status=active');
        const types = await columnTexts(page, 'User type');
        assert.equal(types.length, Math.min(12, filtered.pagination.total), 'a full first page');
        assert.deepEqual(new Set(types), new Set(['TPA Staff']), 'every row is TPA Staff');
        assert.deepEqual(new Set(await accountStatuses(page)), new Set(['active']), 'every row is active');

        const total = await shownTotal(page);
        assert.ok(total > 0 && total < all.pagination.total, `the total shrinks (${all.pagination.total} → ${total})`);
        assert.equal(await footerText(page), expectedFooter(filtered.pagination));
        const direct = await apiList(page, {
          filters: JSON.stringify(Object.entries(sent).map(([name, value]) => ({ name, type: 'select', value }))),
        });
        assert.equal(total, direct.pagination.total, "the total is the API's for the same filters");
      },
      signedIn,
    );

    scenario(
      'last sign-in and expiry: "More than 35 days ago" by keyboard, then "No expiry", narrow to the API\'s total, with chips in words and the words in the URL',
      'users-relative-days',
      async (page) => {
        const all = await openUsers(page);
        await openFilters(page);
        // A native select: focused, typing the start of a choice picks it, as a keyboard user does.
        const lastSignIn = page.getByRole('combobox', { name: 'Last sign-in' });
        await lastSignIn.focus();
        await page.keyboard.type('More than 35');
        assert.equal(await lastSignIn.inputValue(), 'more_than_days:35', 'typing picks "More than 35 days ago"');
        await page.getByRole('combobox', { name: 'Expiry' }).selectOption({ label: 'No expiry' });
        const sent = { last_sign_in: ['more_than_days:35'], expires: ['none'] };
        const filtered = await changeList(
          page,
          (q) => JSON.stringify(sentFilters(q)) === JSON.stringify(sent),
          async () => {
            await applyButton(page).focus();
            await page.keyboard.press('Enter');
          },
        );
        assert.match(query(page), /[?&]last_sign_in=more_than_days%3A35(&|$)/, 'the URL carries the word');
        assert.match(query(page), /[?&]expires=none(&|$)/, 'the URL carries expires=none');
        const chips = page.getByRole('group', { name: 'Applied filters' });
        await chips.getByRole('button', { name: 'Remove Last sign-in: more than 35 days ago' }).waitFor();
        await chips.getByRole('button', { name: 'Remove Expiry: no expiry' }).waitFor();
        await screenshot(page, 'users-relative-days');
        const direct = await apiList(page, {
          filters: JSON.stringify(
            Object.entries(sent).map(([name, [value]]) => ({ name, type: 'relative_day', value })),
          ),
        });
        assert.equal(filtered.pagination.total, direct.pagination.total, "the total is the API's for the same filters");
        assert.equal(await shownTotal(page), direct.pagination.total);
        assert.ok(direct.pagination.total < all.pagination.total, 'the filters narrow the list');
      },
      signedIn,
    );

    scenario(
      `search: typing "${SURNAME}" asks once, 500 ms after the last keystroke, lists only ${SURNAME}s with the API's total, and puts search= in the URL`,
      'users-search',
      async (page) => {
        // The debounce is measured on the page's clock, paused once the list is shown, not on a busy machine's.
        await page.clock.install();
        await page.addInitScript(countSearchCalls);
        const all = await openUsers(page);
        await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
        await searchBox(page).pressSequentially(SURNAME);
        await page.clock.runFor(499);
        assert.deepEqual(await searchCalls(page), [], 'no list call 499 ms after the last keystroke');
        const found = await changeList(
          page,
          (q) => q.get('search_string') === SURNAME,
          async () => {
            await page.clock.runFor(1);
            await page.clock.resume();
          },
        );

        assert.equal(new URL(page.url()).searchParams.get('search'), SURNAME, 'the URL carries search=');
        assert.deepEqual(
          await searchCalls(page),
          [SURNAME],
          `one list call for ${SURNAME.length} keystrokes, at 500 ms`,
        );
        const names = await columnTexts(page, 'Name');
        assert.ok(names.length > 0, `some demo users are called ${SURNAME}`);
        for (const name of names) assert.match(name, new RegExp(SURNAME, 'i'), `row "${name}" matches`);
        const direct = await apiList(page, { search_string: SURNAME });
        assert.equal(await shownTotal(page), direct.pagination.total, "the total is the API's for the same search");
        assert.ok(direct.pagination.total < all.pagination.total);
        assert.equal(await footerText(page), expectedFooter(found.pagination));
      },
      signedIn,
    );

    scenario(
      'page: "Page 2" shows entries 13 to 24 with page=2 in the URL; Back returns to page 1',
      'users-page',
      async (page) => {
        const first = await openUsers(page);
        const total = first.pagination.total;
        assert.equal(await footerText(page), `Showing 1 to 12 of ${total} entries`);
        const firstIds = await rowIds(page);

        await changeList(
          page,
          (q) => q.get('page') === '2',
          () => page.getByRole('link', { name: 'Page 2', exact: true }).click(),
        );
        assert.equal(new URL(page.url()).searchParams.get('page'), '2');
        assert.equal(await footerText(page), `Showing 13 to 24 of ${total} entries`);
        assert.equal(
          await page.getByRole('link', { name: 'Page 2', exact: true }).getAttribute('aria-current'),
          'page',
        );
        const secondIds = await rowIds(page);
        assert.equal(secondIds.length, 12);
        assert.deepEqual(
          secondIds.filter((id) => firstIds.includes(id)),
          [],
          'page 2 repeats no row of page 1',
        );

        await page.goBack();
        await page.waitForURL((url) => url.pathname === USERS_PATH && !url.searchParams.has('page'));
        // Page 1 is still in the client's cache: no call need be made, so wait for what it shows.
        await page.getByText(`Showing 1 to 12 of ${total} entries`, { exact: true }).waitFor();
        await settled(page);
        assert.deepEqual(await rowIds(page), firstIds, 'Back shows page 1 again');
      },
      signedIn,
    );

    scenario(
      'items per page: 25 and Enter shows 25 rows, "Showing 1 to 25 of …", items_per_page=25 in the URL',
      'users-per-page',
      async (page) => {
        const first = await openUsers(page);
        const field = page.getByRole('textbox', { name: 'Items per page', exact: true });
        await field.fill('25');
        await changeList(
          page,
          (q) => q.get('items_per_page') === '25',
          () => field.press('Enter'),
        );

        assert.equal(new URL(page.url()).searchParams.get('items_per_page'), '25');
        assert.equal(await usersTable(page).locator('tbody tr').count(), 25);
        assert.equal(await footerText(page), `Showing 1 to 25 of ${first.pagination.total} entries`);
        await page
          .getByRole('link', { name: `Page ${Math.min(7, Math.ceil(first.pagination.total / 25))}`, exact: true })
          .waitFor();
      },
      signedIn,
    );

    scenario(
      'leave and come back: a filter applied, Roles, then Users from the panel restores it (and so does a fresh load)',
      'users-come-back',
      async (page) => {
        await openUsers(page);
        await openFilters(page);
        await chooseOption(page, 'Status', 'pending');
        const pending = await changeList(
          page,
          (q) => sentFilters(q).status?.[0] === 'pending',
          () => applyButton(page).click(),
        );
        const shown = expectedFooter(pending.pagination);
        assert.equal(await footerText(page), shown);

        await panelLink(page, 'Roles').click();
        await page.waitForURL((url) => url.pathname === '/agency-panel/roles');
        await page.getByRole('heading', { name: 'Roles', exact: true }).waitFor();
        assert.equal(
          await panelLink(page, 'Users').getAttribute('href'),
          USERS_PATH,
          'the Users link carries no list state',
        );

        await panelLink(page, 'Users').click();
        await page.waitForURL((url) => url.pathname === USERS_PATH && url.searchParams.get('status') === 'pending');
        await page.getByText(shown, { exact: true }).waitFor();
        await settled(page);
        assert.deepEqual(
          new Set(await columnTexts(page, 'Status')),
          new Set(['pending']),
          'the saved filter is applied again',
        );
        await openFilters(page);
        await page
          .getByRole('combobox', { name: 'Status', exact: true })
          .getByText('pending', { exact: true })
          .waitFor();

        // Saved in localStorage (redux-persist): a fresh load of the bare address restores it too.
        await changeList(
          page,
          (q) => sentFilters(q).status?.[0] === 'pending',
          () => page.goto(USERS_PATH),
        );
        await page.waitForURL((url) => url.searchParams.get('status') === 'pending');
        assert.equal(await footerText(page), shown);
      },
      signedIn,
    );

    scenario(
      'reload: page, items per page, search, sort and a filter in the URL give the same view again',
      'users-reload',
      async (page) => {
        const view = '?page=2&items_per_page=10&search=ad&sort=name&status=active';
        const shown = await openUsers(page, view);
        assert.ok(shown.pagination.total > 10, 'a second page exists');
        const before = { url: page.url(), footer: await footerText(page), ids: await rowIds(page) };
        assert.equal(
          before.footer,
          `Showing 11 to ${Math.min(20, shown.pagination.total)} of ${shown.pagination.total} entries`,
        );

        await changeList(
          page,
          (q) => q.get('page') === '2' && q.get('search_string') === 'ad',
          () => page.reload(),
        );
        assert.equal(page.url(), before.url, 'the same address');
        assert.equal(await footerText(page), before.footer, 'the same footer');
        assert.deepEqual(await rowIds(page), before.ids, 'the same rows, the same first row');
        assert.equal(await searchBox(page).inputValue(), 'ad');
        assert.equal(
          await page.getByRole('columnheader', { name: 'Name', exact: true }).getAttribute('aria-sort'),
          'ascending',
        );
        assert.equal(
          await page.getByRole('link', { name: 'Page 2', exact: true }).getAttribute('aria-current'),
          'page',
        );
        assert.deepEqual(new Set(await accountStatuses(page)), new Set(['active']));
      },
      signedIn,
    );

    exportScenario(signedIn);
    looksScenarios(signedIn);
  });
}
