/**
 * Output escaping end to end (docs/security.md, Bad input): output is escaped. A user whose names
 * hold HTML (an image whose error handler would set window.__xss, and a bold tag) is created
 * through the form; the users list and the user's view screen show those names as the literal text
 * typed, create no element from them, and run nothing.
 */
import assert from 'node:assert/strict';
import { before, describe } from 'node:test';
import type { Page } from 'playwright-core';
import { createUserThroughForm, uniqueTag } from './people-screens';
import { ADMIN, scenario, signedInState, type StorageState } from './scenario';
import { openUsers, usersTable } from './users-page';

const IMAGE_PAYLOAD = '<img src=x onerror="window.__xss=1">';
const BOLD_PAYLOAD = '<b>bold</b>';

/** Nothing was made from the payloads: no image with their source, no bold "bold", no handler run. */
async function expectInert(page: Page, where: string): Promise<void> {
  assert.equal(await page.locator('img[src="x"]').count(), 0, `${where}: no <img> element made from the name`);
  assert.equal(
    await page
      .locator('b')
      .filter({ hasText: /^bold$/ })
      .count(),
    0,
    `${where}: no <b> element made from the name`,
  );
  assert.equal(
    await page.evaluate(() => (window as { __xss?: unknown }).__xss),
    undefined,
    `${where}: window.__xss was never set`,
  );
}

export function escapingScenarios(): void {
  describe('output is escaped', () => {
    let admin: StorageState;
    before(async () => {
      admin = await signedInState(ADMIN);
    });

    scenario(
      'a user whose names hold HTML shows them as text in the users list and on the view screen',
      'escaping',
      async (page) => {
        const tag = uniqueTag();
        const lastName = `${BOLD_PAYLOAD}${tag}`;
        const fullName = `${IMAGE_PAYLOAD} ${lastName}`;
        // The form waits for the view screen's heading, the full name as literal text.
        const user = await createUserThroughForm(page, {
          userType: 'Agency Staff',
          firstName: IMAGE_PAYLOAD,
          lastName,
          email: `escaped.${tag}@nhia.example`,
          roles: ['Auditor'],
        });
        assert.equal(user.first_name, IMAGE_PAYLOAD, 'the server keeps the name as typed');
        await page.getByRole('heading', { name: fullName, exact: true }).waitFor();
        await expectInert(page, 'the view screen');

        await openUsers(page, `?search=${encodeURIComponent(tag)}`);
        await usersTable(page).getByText(fullName, { exact: true }).waitFor();
        await expectInert(page, 'the users list');
      },
      { storageState: () => admin },
    );
  });
}
