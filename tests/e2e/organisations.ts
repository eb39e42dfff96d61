/**
 * TPAs end to end (docs/records.md, TPAs and ministries): the admin creates a TPA and a TPA staff
 * member in it, who sets a password from the invitation and signs in. Suspending the TPA
 * (confirmed, with its user count) ends that user's session and keeps them from signing in;
 * reactivating it lets them in again. The TPA and the user are the scenario's own, under a unique
 * name.
 */
import assert from 'node:assert/strict';
import { before, describe } from 'node:test';
import type { Page } from 'playwright-core';
import type { Tpa } from '../../src/web/api/generated';
import {
  acceptInvitation,
  createUserThroughForm,
  detailOf,
  expectSignInRefused,
  INACTIVE_ACCOUNT,
  newPassword,
  uniqueTag,
} from './people-screens';
import {
  ADMIN,
  MULTI_PROFILE_TIMEOUT_MS,
  pathIs,
  scenario,
  signedInState,
  signIn,
  submitSignIn,
  type StorageState,
} from './scenario';
import { panelLink } from './users-page';

const TPAS_PATH = '/agency-panel/tpas';

interface NewTpa {
  name: string;
  code: string;
}

/** TPAs → Create TPA → the form, until its view screen shows the new TPA. */
async function createTpa(page: Page, tpa: NewTpa): Promise<void> {
  await page.goto(TPAS_PATH);
  await page.getByRole('link', { name: 'Create TPA', exact: true }).click();
  await page.getByRole('heading', { name: 'Create TPA', exact: true }).waitFor();
  await page.getByLabel('Name', { exact: true }).fill(tpa.name);
  await page.getByLabel('NHIA registration code', { exact: true }).fill(tpa.code);
  await page
    .getByLabel('Email', { exact: true })
    .fill(`care.${tpa.code.toLowerCase().replace(/[^a-z0-9]+/g, '')}@tpa.example`);
  await page.getByLabel('Phone', { exact: true }).fill('+234 803 555 0101');
  await page.getByLabel('Contact person', { exact: true }).fill('Chidi Okeke');
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Lagos' });
  await page.getByLabel('Address', { exact: true }).fill('12 Marina, Lagos Island');
  const created = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/tpas' && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Create TPA', exact: true }).click();
  const response = await created;
  assert.equal(response.status(), 201, `the TPA is created: ${await response.text()}`);
  const { id } = (await response.json()) as Tpa;
  await page.waitForURL(pathIs(`${TPAS_PATH}/${id}`));
  await page.getByText(`Created the TPA ${tpa.name}.`, { exact: true }).waitFor();
  await page.getByRole('heading', { name: tpa.name, exact: true }).waitFor();
}

/** TPAs in the panel's navigation, the TPA found by the list's search, then its View. */
async function openTpaFromList(page: Page, name: string): Promise<void> {
  await panelLink(page, 'TPAs').click();
  await page.waitForURL(pathIs(TPAS_PATH));
  await page.getByRole('searchbox', { name: /^Search by name/ }).fill(name);
  await page.getByRole('link', { name: `View ${name}`, exact: true }).click();
  await page.getByRole('heading', { name, exact: true }).waitFor();
}

/** Suspend or Reactivate on the TPA's view screen, through the confirm step that states what it does to its users. */
async function changeTpaStatus(
  page: Page,
  name: string,
  verb: 'Suspend' | 'Reactivate',
  consequence: string,
): Promise<void> {
  await page.getByRole('button', { name: verb, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: `${verb} ${name}?`, exact: true });
  await dialog.getByText(consequence, { exact: true }).waitFor();
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.endsWith(`/${verb.toLowerCase()}`) && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: verb, exact: true }).click();
  assert.equal((await answered).status(), 200, `${verb} is done`);
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(`${verb === 'Suspend' ? 'Suspended' : 'Reactivated'} ${name}.`, { exact: true }).waitFor();
}

const tpaStatusIs = (page: Page, status: 'active' | 'suspended') =>
  detailOf(page, 'Status')
    .filter({ hasText: new RegExp(`^${status}$`) })
    .waitFor();

export function organisationScenarios(): void {
  describe('TPAs and ministries', () => {
    let admin: StorageState;
    before(async () => {
      admin = await signedInState(ADMIN);
    });

    scenario(
      'a TPA is created with a TPA staff member; suspending it signs them out and keeps them out, reactivating it lets them in again',
      'organisations-tpa-suspension',
      async (page, others) => {
        const tag = uniqueTag();
        const tpa = { name: `E2E Health Partners ${tag}`, code: `E2E/HMO/${tag.toUpperCase()}` };
        await createTpa(page, tpa);
        await tpaStatusIs(page, 'active');

        const email = `desk.${tag}@nhia.example`;
        const user = await createUserThroughForm(page, {
          userType: 'TPA Staff',
          firstName: 'Kemi',
          lastName: `Desk${tag}`,
          email,
          tpa: `${tpa.name} (${tpa.code})`,
        });
        assert.equal(user.tpa?.name, tpa.name, 'the user belongs to the TPA picked');

        // The TPA staff member accepts the invitation and signs in: TPA staff see the launcher.
        const staff = await others.open();
        const password = newPassword(tag);
        await acceptInvitation(staff, email, password);

        // The admin suspends the TPA, from its view screen reached through the list.
        await openTpaFromList(page, tpa.name);
        await page
          .getByRole('table', { name: `Users of ${tpa.name}`, exact: true })
          .getByRole('cell', { name: email, exact: true })
          .waitFor();
        await changeTpaStatus(
          page,
          tpa.name,
          'Suspend',
          '1 user will lose access: they are signed out at once and cannot sign in until this TPA is reactivated. Their accounts are kept.',
        );
        await tpaStatusIs(page, 'suspended');

        // Their open session ended: the next page load lands on sign-in, and signing in is refused.
        await staff.reload();
        await staff.waitForURL(pathIs('/'));
        assert.equal(await submitSignIn(staff, email, password), 422, "a suspended TPA's user cannot sign in");
        await expectSignInRefused(staff, INACTIVE_ACCOUNT);

        await changeTpaStatus(page, tpa.name, 'Reactivate', '1 user of this TPA will be able to sign in again.');
        await tpaStatusIs(page, 'active');
        await signIn(staff, email, password);
        await staff.waitForURL(pathIs('/select-service'));
      },
      { storageState: () => admin, timeoutMs: MULTI_PROFILE_TIMEOUT_MS },
    );
  });
}
