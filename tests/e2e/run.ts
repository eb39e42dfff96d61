/**
 * The end-to-end scenarios in Debian's headless Chromium (playwright-core), against
 * the real server on a fresh embedded database with the demo data. Run with `npm run test:e2e`.
 * Every step waits for a condition (an address, a visible text) bounded by STEP_TIMEOUT_MS, never
 * a fixed sleep; a watchdog ends the whole run, and everything it started, after RUN_TIMEOUT_MS.
 * Screenshots of the launcher, the agency panel and the users list with its filters open (and of
 * any failing page) go to test-results/. The users-list scenarios are in users-list.ts, a bulk change to every matching user in users-bulk.ts, the My
 * exports one in users-my-exports.ts, importing users in users-import.ts, an access review campaign in access-reviews.ts, those of users, roles and passwords in people.ts, the TPA
 * one in organisations.ts, the forms' in forms.ts, the export notice, My exports' filters and the log drawer's steps in feedback.ts, the security headers' in security-headers.ts, output escaping in
 * escaping.ts, passkeys (Chromium's virtual authenticator) in passkeys.ts, the page's weight (compression,
 * caching, JavaScript budgets) in weight.ts, and axe-core's check of every screen in accessibility.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { SERVICE_CATALOGUE } from '../../src/shared/services';
import { PASSWORD, PORTAL_HEADING } from './harness';
import { ADMIN, env, pathIs, scenario, screenshot, signIn } from './scenario';
import { usersListScenarios } from './users-list';
import { usersBulkScenarios } from './users-bulk';
import { organisationScenarios } from './organisations';
import { peopleScenarios } from './people';
import { myExportsScenarios } from './users-my-exports';
import { usersImportScenarios } from './users-import';
import { accessReviewScenarios } from './access-reviews';
import { securityHeaderScenarios } from './security-headers';
import { escapingScenarios } from './escaping';
import { twoFactorScenarios } from './two-factor';
import { passkeyScenarios } from './passkeys';
import { tableKeysScenarios } from './table-keys';
import { tableStateScenarios } from './table-state';
import { savedViewScenarios } from './saved-views';
import { tableFitScenarios } from './table-fit';
import { weightScenarios } from './weight';
import { accessibilityScenarios } from './accessibility';
import { stepUpScenario, stepUpSignInScenario } from './step-up';
import { formScenarios } from './forms';
import { feedbackScenarios } from './feedback';

// A web build (up to 5 min when stale) and every scenario, on a loaded 2-core machine.
const RUN_TIMEOUT_MS = 1_500_000;

const AUDITOR = 'auditor@nhia.example';
const BENEFICIARY = 'beneficiary@nhia.example';
const TPA_STAFF = 'tpa.staff@nhia.example';
const PANEL_NAV = ['Users', 'Roles', 'Activity logs', 'TPAs', 'Ministries', 'Access reviews', 'My reviews'];

async function abort(reason: string, code: number): Promise<never> {
  console.error(`# ${reason}: stopping the server, the portal and the browser`);
  await env.stop();
  process.exit(code);
}
setTimeout(() => void abort(`the run exceeded ${RUN_TIMEOUT_MS / 1000} s`, 1), RUN_TIMEOUT_MS).unref();
process.once('SIGINT', () => void abort('interrupted', 130));
process.once('SIGTERM', () => void abort('terminated', 143));

const serviceCards = (page: Page) => page.getByRole('list', { name: 'Services' }).getByRole('listitem');
/** The panel's navigation landmark; its entries are Blueprint anchor buttons, found by their text. */
const panelNavigation = (page: Page) => page.getByRole('navigation', { name: 'Agency panel' });

async function expectLauncher(page: Page): Promise<void> {
  await page.waitForURL(pathIs('/select-service'));
  await page.getByRole('heading', { name: 'Select a service' }).waitFor();
  await serviceCards(page).first().waitFor();
}

async function expectUsersScreen(page: Page): Promise<void> {
  await page.waitForURL(pathIs('/agency-panel/users'));
  await page.getByRole('heading', { name: 'Users', exact: true }).waitFor();
}

describe('end to end (Debian chromium, real server, fresh database)', { timeout: RUN_TIMEOUT_MS }, () => {
  before(() => env.start(), { timeout: RUN_TIMEOUT_MS });
  after(() => env.stop(), { timeout: 30_000 });

  test('the fresh start prints the seeded administrator, not the password it was given, and each demo account with its own', () => {
    const output = env.server!.output();
    assert.match(
      output,
      /^ +admin@nhia\.example +\(password from SEED_ADMIN_PASSWORD\) +Super Admin: every permission$/m,
    );
    assert.ok(!output.includes(PASSWORD), 'a password chosen in SEED_ADMIN_PASSWORD is never printed');
    const demo = [AUDITOR, 'partners@nhia.example', TPA_STAFF, BENEFICIARY].map((email) =>
      env.server!.passwordOf(email),
    );
    assert.equal(new Set([PASSWORD, ...demo]).size, 5, 'no two accounts share a password');
  });

  scenario('a signed-out visitor of /select-service is sent to the sign-in screen', 'signed-out', async (page) => {
    await page.goto('/select-service');
    await page.waitForURL(pathIs('/'));
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  });

  scenario(
    'the admin signs in, sees the eight services, and opens User Management in the agency panel',
    'admin',
    async (page) => {
      await signIn(page, ADMIN);
      await expectLauncher(page);

      const names = await serviceCards(page).getByRole('heading').allTextContents();
      assert.deepEqual(
        names,
        SERVICE_CATALOGUE.map((s) => s.name),
        'the admin sees all eight services, in catalogue order',
      );
      const current = page.locator('[role="listitem"][aria-current="true"]');
      assert.equal(await current.count(), 1, 'exactly one service is marked current');
      assert.equal((await current.getByRole('heading').textContent())?.trim(), 'User Management');
      await current.getByText('Current service', { exact: true }).waitFor();
      const open = current.locator('a', { hasText: 'Open User Management' });
      const primary = await open.evaluate((element) => getComputedStyle(element).backgroundColor);
      assert.equal(primary, 'rgb(9, 170, 54)', 'the current service opens with a #09AA36 primary button');
      await screenshot(page, 'launcher');

      await open.click();
      await expectUsersScreen(page);
      assert.equal(new URL(page.url()).searchParams.get('user_type'), 'Agency Staff', 'filtered to agency staff');
      const nav = panelNavigation(page);
      for (const label of PANEL_NAV) await nav.getByText(label, { exact: true }).waitFor();
      await screenshot(page, 'agency-panel');
    },
  );

  scenario(
    'a staff user without "manage tpas" who types /agency-panel/tpas lands on /select-service',
    'auditor',
    async (page) => {
      await signIn(page, AUDITOR);
      await expectLauncher(page);

      await page.goto('/agency-panel/tpas');
      await expectLauncher(page);

      // The same user may list users; the panel hides the entries they may not open.
      await page.goto('/agency-panel/users');
      await expectUsersScreen(page);
      const nav = panelNavigation(page);
      for (const label of ['Users', 'Roles', 'Activity logs']) await nav.getByText(label, { exact: true }).waitFor();
      for (const label of ['TPAs', 'Ministries']) {
        assert.equal(
          await nav.getByText(label, { exact: true }).isVisible(),
          false,
          `no ${label} entry for the auditor`,
        );
      }
    },
  );

  scenario(
    "TPA staff sign out from the launcher, whose header and user menu are the panel's",
    'launcher-sign-out',
    async (page) => {
      await signIn(page, TPA_STAFF);
      await expectLauncher(page);
      const banner = page.getByRole('banner');
      await banner.getByText('User Management', { exact: true }).waitFor();
      await banner.getByRole('button', { name: /\S/ }).last().click();
      const menu = page.getByRole('menu', { name: 'User menu' });
      await menu.getByText(TPA_STAFF, { exact: true }).waitFor();
      await screenshot(page, 'launcher-user-menu', { fullPage: false });
      await menu.getByRole('menuitem', { name: 'Sign out' }).click();
      await page.waitForURL(pathIs('/'));
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
      await page.goto('/select-service');
      await page.waitForURL(pathIs('/'));
    },
  );

  scenario('a Regular Beneficiary who signs in lands on the beneficiaries portal', 'beneficiary', async (page) => {
    await signIn(page, BENEFICIARY);
    await page.waitForURL((url) => url.href === env.portal!.url);
    await page.getByRole('heading', { name: PORTAL_HEADING }).waitFor();
  });

  stepUpSignInScenario();
  usersListScenarios();
  usersBulkScenarios();
  myExportsScenarios();
  usersImportScenarios();
  accessReviewScenarios();
  peopleScenarios();
  organisationScenarios();
  securityHeaderScenarios();
  escapingScenarios();
  twoFactorScenarios();
  passkeyScenarios();
  tableStateScenarios();
  savedViewScenarios();
  tableFitScenarios();
  tableKeysScenarios();
  weightScenarios();
  accessibilityScenarios();
  stepUpScenario();
  formScenarios();
  feedbackScenarios();

  // Last: it ends the server the scenarios above share.
  test('the server shuts down gracefully on SIGTERM: requests finished, database closed, exit 0', async () => {
    assert.equal(await env.server!.terminate(), 0);
  });
});
