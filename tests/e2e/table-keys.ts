/**
 * The lists from the keyboard (docs/lists.md, Keyboard), end to end at the agency's laptop size
 * (1280×800), signed in as the seeded admin on the demo data: `/`, a search, Enter, j, Enter
 * opens the second result; Ctrl-K, a user's email, Enter opens that user (each counting its key
 * presses); the skip link reaches the table; a row's name is a real link (Ctrl-click opens a new
 * tab); `?` lists every shortcut. Screenshots of the palette and the `?` dialog go to
 * test-results/table-keys-palette.png and table-keys-shortcuts.png.
 */
import assert from 'node:assert/strict';
import { before, describe } from 'node:test';
import type { Page } from 'playwright-core';
import {
  ADMIN,
  pathIs,
  scenario,
  screenshot,
  signedInState,
  type ScenarioOptions,
  type StorageState,
} from './scenario';
import { apiList, changeList, openUsers, settled, USERS_PATH, usersTable } from './users-page';

const LAPTOP = { width: 1280, height: 800 };
const SURNAME = 'Okafor';

/** The keyboard, counting every key press (a chord such as Control+k is one). */
class CountedKeys {
  presses = 0;
  constructor(private readonly page: Page) {}
  async press(key: string): Promise<void> {
    this.presses += 1;
    await this.page.keyboard.press(key);
  }
  async type(text: string): Promise<void> {
    this.presses += text.length;
    await this.page.keyboard.type(text);
  }
}

/** The table's one tab stop, and the row its aria-activedescendant names (the keyboard's row). */
const tableStop = (page: Page) => page.getByRole('group', { name: 'Users', exact: true });
async function focusedRowText(page: Page): Promise<string | null> {
  return tableStop(page).evaluate((group) => {
    const id = group.getAttribute('aria-activedescendant');
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  });
}
const palette = (page: Page) => page.getByRole('combobox', { name: 'Command palette' });

export function tableKeysScenarios(): void {
  describe('the lists from the keyboard', () => {
    let admin: StorageState;
    before(async () => {
      admin = await signedInState(ADMIN);
    });
    const signedIn: ScenarioOptions = { storageState: () => admin };

    scenario(
      'on Users, / then typing a search then Enter then j then Enter opens the second row (1280×800)',
      'table-keys-search-open',
      async (page) => {
        await page.setViewportSize(LAPTOP);
        await openUsers(page);
        const expected = await apiList(page, { search_string: SURNAME, items_per_page: '12', page: '1' });
        assert.ok(expected.users.length >= 2, `the demo data has at least two ${SURNAME}s`);
        const second = expected.users[1];

        const keys = new CountedKeys(page);
        await keys.press('/');
        await changeList(
          page,
          (q) => q.get('search_string') === SURNAME,
          async () => {
            await keys.type(SURNAME);
            await keys.press('Enter');
          },
        );
        assert.equal(
          await page.evaluate(() => document.activeElement?.getAttribute('role')),
          'group',
          'after Enter the keyboard is on the table',
        );
        assert.match((await focusedRowText(page)) ?? '', new RegExp(expected.users[0].email));
        await keys.press('j');
        assert.match((await focusedRowText(page)) ?? '', new RegExp(second.email));
        const outline = await page
          .locator('.data-table-row-focused')
          .evaluate((row) => getComputedStyle(row).outlineStyle);
        assert.equal(outline, 'solid', 'the focused row is drawn with an outline');
        await keys.press('Enter');
        await page.waitForURL(pathIs(`${USERS_PATH}/${second.id}`));
        console.log(`# "/, ${SURNAME}, Enter, j, Enter" opened the second result in ${keys.presses} key presses`);
      },
      signedIn,
    );

    scenario(
      "Ctrl-K, a user's email, Enter opens that user's view; the palette shows it under Users (1280×800)",
      'table-keys-palette',
      async (page) => {
        await page.setViewportSize(LAPTOP);
        await openUsers(page);
        const [user] = (await apiList(page, { search_string: SURNAME, items_per_page: '1' })).users;

        const keys = new CountedKeys(page);
        await keys.press('Control+k');
        await palette(page).waitFor();
        await keys.type(user.email);
        const option = page.getByRole('option', { name: new RegExp(`<${user.email.replace(/\./g, '\\.')}>`) });
        await option.waitFor();
        assert.equal(
          await page.evaluate(() => {
            const input = document.activeElement;
            const active = input && document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
            return active?.textContent ?? null;
          }),
          await option.textContent(),
          "the user is the palette's active option",
        );
        await screenshot(page, 'table-keys-palette', { fullPage: false });
        await keys.press('Enter');
        await page.waitForURL(pathIs(`${USERS_PATH}/${user.id}`));
        await page.getByRole('heading', { name: 'View user' }).or(page.getByText(user.email).first()).first().waitFor();
        console.log(
          `# "find a user by email and open them": ${keys.presses} key presses (Ctrl-K, ${user.email.length} characters, Enter)`,
        );
      },
      signedIn,
    );

    scenario(
      'the skip link is the first Tab and puts the keyboard on the table; a name is a link Ctrl-click opens in a new tab',
      'table-keys-skip-links',
      async (page) => {
        await page.setViewportSize(LAPTOP);
        const answer = await openUsers(page);
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: 'Skip to table' });
        assert.equal(
          await skip.evaluate((link) => link === document.activeElement),
          true,
          'Tab reaches the skip link first',
        );
        assert.ok(await skip.isVisible(), 'the focused skip link is on screen');
        await page.keyboard.press('Enter');
        assert.equal(await tableStop(page).evaluate((group) => group === document.activeElement), true);
        assert.match((await focusedRowText(page)) ?? '', new RegExp(answer.users[0].email));

        // From the search to "Page 2": the table is one stop, then its header and one row's controls.
        await page.getByRole('searchbox').focus();
        let tabs = 0;
        let inRows = 0;
        for (; tabs < 80;) {
          await page.keyboard.press('Tab');
          tabs += 1;
          const at = await page.evaluate(() => ({
            label: document.activeElement?.getAttribute('aria-label'),
            inRow: document.activeElement?.closest('tbody') !== null,
          }));
          if (at.inRow) inRows += 1;
          if (at.label === 'Page 2') break;
        }
        console.log(`# Tabs from the search to "Page 2": ${tabs} (${inRows} of them in the rows)`);
        assert.ok(inRows <= 4, `only the focused row's controls are tab stops (${inRows})`);
        assert.ok(tabs < 30, `"Page 2" is reached in ${tabs} Tabs`);

        const first = answer.users[0];
        const name = usersTable(page)
          .getByRole('link', { name: `${first.first_name}`, exact: false })
          .first();
        assert.equal(await name.getAttribute('href'), `${USERS_PATH}/${first.id}`);
        const tab = page.context().waitForEvent('page');
        await name.click({ modifiers: ['Control'] });
        const opened = await tab;
        await opened.waitForURL(pathIs(`${USERS_PATH}/${first.id}`));
        await opened.close();
        assert.equal(new URL(page.url()).pathname, USERS_PATH, 'the list stays where it was');
        await settled(page);
      },
      signedIn,
    );

    scenario(
      '? shows every shortcut in one dialog (1280×800)',
      'table-keys-shortcuts',
      async (page) => {
        await page.setViewportSize(LAPTOP);
        await openUsers(page);
        // A real keyboard types ? with Shift.
        await page.keyboard.press('Shift+Slash');
        const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
        await dialog.waitFor();
        for (const label of [
          'Open the command palette',
          'Go to the search',
          'Next row',
          'Open the row',
          'Extend the selection from the row last toggled to this one',
          'Search now',
        ])
          await dialog.getByText(label, { exact: true }).first().waitFor();
        await screenshot(page, 'table-keys-shortcuts', { fullPage: false });
      },
      signedIn,
    );
  });
}
