/**
 * Passkeys end to end (docs/security.md, Passkeys), with Chromium's virtual authenticator (the
 * DevTools protocol's WebAuthn domain, through playwright-core's CDP session): a staff member of
 * their own, invited for this scenario (no other scenario signs in as them), adds a passkey on
 * the Security screen after confirming their password, signs out, signs in with the passkey alone,
 * then with the password and the passkey as the second step.
 */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { acceptInvitation, createUserThroughForm, newPassword, uniqueTag } from './people-screens';
import { ADMIN, pathIs, scenario, signIn, submitSignIn } from './scenario';

/**
 * A platform authenticator that keeps discoverable credentials and verifies its user (as a
 * laptop's fingerprint reader does), attached to this page; answers its id.
 */
async function addVirtualAuthenticator(
  page: Page,
): Promise<{ credentials(): Promise<{ isResidentCredential: boolean }[]> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

async function signOut(page: Page): Promise<void> {
  await page.context().clearCookies();
  await page.goto('/select-service');
  await page.waitForURL(pathIs('/'));
}

/** The Passkeys section's table rows as [name, added, last used]. */
async function passkeyRows(page: Page): Promise<string[][]> {
  const rows = page.getByRole('table', { name: 'Passkeys' }).locator('tbody tr');
  await rows.first().waitFor();
  return Promise.all((await rows.all()).map(async (row) => (await row.locator('td').allTextContents()).slice(0, 3)));
}

export function passkeyScenarios(): void {
  describe('passkeys', () => {
    scenario(
      'a staff member adds a passkey on the Security screen, then signs in with it alone and as the second step after the password',
      'passkeys',
      async (page, others) => {
        const tag = uniqueTag();
        const email = `passkey.${tag}@nhia.example`;
        const password = newPassword(tag);
        await signIn(page, ADMIN);
        await createUserThroughForm(page, {
          userType: 'Agency Staff',
          firstName: 'Kelechi',
          lastName: `Passkey${tag}`,
          email,
          roles: ['Auditor'],
        });

        const staff = await others.open();
        const authenticator = await addVirtualAuthenticator(staff);
        await acceptInvitation(staff, email, password);
        await staff.goto('/agency-panel/security');
        const section = staff.getByRole('region', { name: 'Passkeys' });
        await section.getByText('You have no passkey yet.').waitFor();
        await section.getByLabel("New passkey's name").fill('Office laptop');
        await section.getByRole('button', { name: 'Add a passkey' }).click();
        // Signing in is not a confirmation: adding a factor asks for the password again.
        const confirmation = staff.getByRole('dialog', { name: 'Confirm your password' });
        await confirmation.getByLabel('Password').fill(password);
        await confirmation.getByRole('button', { name: 'Confirm' }).click();
        const codes = section.getByRole('list', { name: 'Recovery codes' }).locator('code');
        await codes.first().waitFor();
        assert.equal(await codes.count(), 10, 'the first second factor comes with ten recovery codes, shown once');
        await section.getByRole('button', { name: 'I have saved them' }).click();
        assert.deepEqual(
          (await passkeyRows(staff)).map(([name, , lastUsed]) => [name, lastUsed]),
          [['Office laptop', 'Never']],
        );
        const held = await authenticator.credentials();
        assert.equal(held.length, 1, 'the authenticator holds the new passkey');
        assert.equal(held[0].isResidentCredential, true, 'a discoverable passkey: it signs in without a name');

        await signOut(staff);
        await staff.getByRole('button', { name: 'Sign in with a passkey' }).click();
        await staff.waitForURL(pathIs('/select-service'));
        await staff.goto('/agency-panel/security');
        const [[, , lastUsed]] = await passkeyRows(staff);
        assert.notEqual(lastUsed, 'Never', 'signing in with it is its last use');

        await signOut(staff);
        assert.equal(await submitSignIn(staff, email, password), 200, 'the password step asks for the second one');
        await staff.getByLabel('Authentication code').waitFor();
        await staff.getByRole('button', { name: 'Use a passkey' }).click();
        await staff.waitForURL(pathIs('/select-service'));
      },
      { timeoutMs: 120_000 },
    );
  });
}
