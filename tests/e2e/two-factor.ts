/**
 * The second factor end to end (docs/security.md, Second factor): a staff member confirms their
 * password and sets up an authenticator app on the Security screen, signs out, and signs in again
 * with a code computed from the key the screen showed, then with one of the recovery codes it
 * showed once.
 */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { authenticator } from 'otplib';
import type { Page } from 'playwright-core';
import { env, pathIs, scenario, submitSignIn } from './scenario';

// A demo account no other scenario signs in as: once it has a second factor, its sign-in asks for one.
const STAFF = 'partners@nhia.example';
const TOTP_STEP_MS = 30_000;

/** A code of the next time step: the confirming one may not be taken twice. */
async function freshCode(page: Page, key: string, after: number): Promise<string> {
  const step = Math.floor(after / TOTP_STEP_MS);
  const waitMs = (step + 1) * TOTP_STEP_MS - Date.now() + 250;
  if (waitMs > 0) await page.waitForTimeout(waitMs);
  return authenticator.generate(key);
}

async function signInWithPassword(page: Page): Promise<void> {
  assert.equal(await submitSignIn(page, STAFF), 200, 'the password step asks for the second one');
  await page.getByLabel('Authentication code').waitFor();
}

async function signOut(page: Page): Promise<void> {
  await page.context().clearCookies();
  await page.goto('/select-service');
  await page.waitForURL(pathIs('/'));
}

export function twoFactorScenarios(): void {
  describe('the second factor', () => {
    scenario(
      'a staff member confirms their password, sets up an authenticator app, then signs in with a code and with a recovery code',
      'two-factor',
      async (page) => {
        assert.equal(await submitSignIn(page, STAFF, env.server!.passwordOf(STAFF)), 204);
        await page.waitForURL(pathIs('/select-service'));
        await page.goto('/agency-panel/security');
        await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
        // Signing in is not a confirmation: adding a factor asks for the password again (Fortify's).
        const confirmation = page.getByRole('dialog', { name: 'Confirm your password' });
        await confirmation.getByLabel('Password').fill(env.server!.passwordOf(STAFF));
        await confirmation.getByRole('button', { name: 'Confirm' }).click();
        await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
        const key = (await page.locator('code').first().textContent())?.trim() ?? '';
        assert.match(key, /^[A-Z2-7]{16,}$/, 'the key is shown for typing into the app');
        const confirmedAt = Date.now();
        await page.getByLabel('Code from the app').fill(authenticator.generate(key));
        await page.getByRole('button', { name: 'Confirm' }).click();
        const shown = page.getByRole('list', { name: 'Recovery codes' }).locator('code');
        await shown.first().waitFor();
        const recoveryCodes = await shown.allTextContents();
        assert.equal(recoveryCodes.length, 10, 'ten recovery codes, shown once');

        await signOut(page);
        await signInWithPassword(page);
        await page.getByLabel('Authentication code').fill(await freshCode(page, key, confirmedAt));
        await page.keyboard.press('Enter');
        await page.waitForURL(pathIs('/select-service'));

        await signOut(page);
        await signInWithPassword(page);
        await page.getByRole('button', { name: /recovery code instead/i }).click();
        await page.getByLabel(/recovery code/i).fill(recoveryCodes[0]);
        await page.keyboard.press('Enter');
        await page.waitForURL(pathIs('/select-service'));
      },
      { timeoutMs: 120_000 },
    );
  });
}
