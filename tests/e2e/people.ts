/**
 * Users and accounts end to end (docs/records.md): the admin invites an agency staff member, who
 * sets a password from the mail and signs in; a permission given to a role reaches its user's
 * navigation; a password is reset from the sign-in screen's "Forgot your password?". Each scenario
 * makes its own user and role under a unique name, so none depends on another or on their order.
 */
import assert from 'node:assert/strict';
import { before, describe } from 'node:test';
import type { Page } from 'playwright-core';
import { outboxMails } from './outbox';
import {
  acceptInvitation,
  createUserThroughForm,
  detailOf,
  expectSignInRefused,
  newPassword,
  passwordLinkFromMail,
  RESET_SUBJECT,
  setPasswordThroughLink,
  uniqueTag,
  WRONG_CREDENTIALS,
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
import { panelLink, USERS_PATH } from './users-page';

const ROLES_PATH = '/agency-panel/roles';
const TPAS_PATH = '/agency-panel/tpas';
const RESET_DONE = /Password saved.*Your password has been reset\. Sign in with your new password\./;
/**
 * The reset scenario's account: a seeded one, since a reset needs an old password, and a user
 * invited moments before could ask for no reset mail within the minute. No other scenario signs
 * in as it, because this one changes its password.
 */
const RESET_ACCOUNT = 'tpa.staff@nhia.example';

/** The role editor's checkbox of one permission, found by the permission's name that starts its label. */
export const permissionBox = (page: Page, permission: string) =>
  page
    .getByRole('group', { name: 'Permissions', exact: true })
    .getByRole('checkbox', { name: new RegExp(`^${permission}`) });

export async function tick(page: Page, permission: string): Promise<void> {
  const name = page.getByRole('group', { name: 'Permissions', exact: true }).getByText(permission, { exact: true });
  await name.click();
  assert.equal(await permissionBox(page, permission).isChecked(), true, `"${permission}" is ticked`);
  // The box sits beside its permission's name, on the same line, not on a line of its own above it.
  const indicator = page
    .getByRole('group', { name: 'Permissions', exact: true })
    .locator('label.bp6-checkbox', { has: page.getByText(permission, { exact: true }) })
    .locator('.bp6-control-indicator');
  const [box, text] = await Promise.all([indicator.boundingBox(), name.boundingBox()]);
  const middle = (b: { y: number; height: number }) => b.y + b.height / 2;
  assert.ok(
    box && text && box.x + box.width <= text.x && Math.abs(middle(box) - middle(text)) < text.height / 2,
    `the checkbox of "${permission}" sits beside its name (box ${JSON.stringify(box)}, name ${JSON.stringify(text)})`,
  );
}

/** Roles → Create role: a role holding only `permissions`. */
export async function createRole(page: Page, name: string, permissions: string[]): Promise<void> {
  await page.goto(ROLES_PATH);
  await page.getByRole('link', { name: 'Create role', exact: true }).click();
  await page.getByRole('heading', { name: 'Create role', exact: true }).waitFor();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description', { exact: true }).fill('Made by the end-to-end run');
  for (const permission of permissions) await tick(page, permission);
  const created = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/roles' && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Create role', exact: true }).click();
  assert.equal((await created).status(), 201, 'the role is created');
  await page.getByText(`Created the role ${name}.`, { exact: true }).waitFor();
}

/** The agency panel's navigation entries the signed-in user sees. */
async function navigationEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Agency panel' });
  await nav.getByRole('link').first().waitFor();
  return (await nav.getByRole('link').allTextContents()).map((text) => text.trim());
}

export function peopleScenarios(): void {
  describe('users, roles and the password flows', () => {
    let admin: StorageState;
    before(async () => {
      admin = await signedInState(ADMIN);
    });

    scenario(
      'the admin creates an Agency Staff user; the invitation in the outbox sets their password, and they sign in with it',
      'people-invitation',
      async (page, others) => {
        const tag = uniqueTag();
        const email = `invited.${tag}@nhia.example`;
        const user = await createUserThroughForm(page, {
          userType: 'Agency Staff',
          firstName: 'Ifeoma',
          lastName: `Invited${tag}`,
          email,
          roles: ['Auditor'],
        });
        assert.equal(user.status, 'pending', 'a new user waits for their password');
        assert.deepEqual(
          user.roles.map((role) => role.name),
          ['Auditor'],
        );

        const invitee = await others.open();
        const password = newPassword(tag);
        await acceptInvitation(invitee, email, password);
        await invitee.getByRole('heading', { name: 'Select a service', exact: true }).waitFor();

        // The admin's view of them, loaded again, shows them active now.
        await page.reload();
        await page.getByRole('heading', { name: `Ifeoma Invited${tag}`, exact: true }).waitFor();
        await detailOf(page, 'Status')
          .filter({ hasText: /^active$/ })
          .waitFor();
      },
      { storageState: () => admin, timeoutMs: MULTI_PROFILE_TIMEOUT_MS },
    );

    scenario(
      'a permission given to a role reaches its user: "manage tpas" puts TPAs in their navigation',
      'people-role-permission',
      async (page, others) => {
        const tag = uniqueTag();
        const roleName = `E2E Navigation ${tag}`;
        const email = `navigator.${tag}@nhia.example`;
        await createRole(page, roleName, ['list users']);
        await createUserThroughForm(page, {
          userType: 'Agency Staff',
          firstName: 'Musa',
          lastName: `Navigator${tag}`,
          email,
          roles: [roleName],
        });

        // The user, signed in, sees Users but no TPAs in the panel's navigation.
        const user = await others.open();
        await acceptInvitation(user, email, newPassword(tag));
        await user.goto(USERS_PATH);
        await user.getByRole('heading', { name: 'Users', exact: true }).waitFor();
        assert.deepEqual(
          await navigationEntries(user),
          ['Users', 'Activity logs'],
          'only what the role allows ("list users" opens both)',
        );

        // The admin edits the role: roles list → Edit → tick "manage tpas" → the preview → confirm.
        await panelLink(page, 'Roles').click();
        await page.waitForURL(pathIs(ROLES_PATH));
        await page.getByRole('searchbox', { name: 'Search by name, description', exact: true }).fill(roleName);
        await page.getByRole('link', { name: `Edit ${roleName}`, exact: true }).click();
        await page.getByRole('heading', { name: `Edit ${roleName}`, exact: true }).waitFor();
        await tick(page, 'manage tpas');
        await page.getByRole('button', { name: 'Review and save', exact: true }).click();
        const preview = page.getByRole('dialog', { name: 'Review the change', exact: true });
        await preview
          .getByRole('list', { name: 'Permissions added', exact: true })
          .getByText('+ manage tpas', { exact: true })
          .waitFor();
        await preview
          .getByText('Affects 1 user: they get the new permissions on their next call.', { exact: true })
          .waitFor();
        const saved = page.waitForResponse(
          (response) =>
            /^\/api\/roles\/\d+$/.test(new URL(response.url()).pathname) && response.request().method() === 'PUT',
        );
        await preview.getByRole('button', { name: 'Confirm and save', exact: true }).click();
        assert.equal((await saved).status(), 200, 'the role is saved');
        await page.getByText(`Saved the changes to ${roleName}.`, { exact: true }).waitFor();

        // The user's next page load shows TPAs, and the server lets them open it.
        await user.reload();
        await user.getByRole('heading', { name: 'Users', exact: true }).waitFor();
        assert.deepEqual(
          await navigationEntries(user),
          ['Users', 'Activity logs', 'TPAs'],
          'TPAs joins the navigation',
        );
        const tpas = user.waitForResponse((response) => new URL(response.url()).pathname === '/api/tpas');
        await panelLink(user, 'TPAs').click();
        await user.waitForURL(pathIs(TPAS_PATH));
        assert.equal((await tpas).status(), 200, 'the TPAs list call is allowed');
        await user.getByRole('heading', { name: 'TPAs', exact: true }).waitFor();
      },
      { storageState: () => admin, timeoutMs: MULTI_PROFILE_TIMEOUT_MS },
    );

    scenario(
      'a password reset from "Forgot your password?": the same confirmation for any address, the mailed link, the new password signs in and the old one no longer does',
      'people-password-reset',
      async (page, others) => {
        // An open session of the account, which the reset must end.
        const elsewhere = await others.open();
        await signIn(elsewhere, RESET_ACCOUNT);
        await elsewhere.waitForURL(pathIs('/select-service'));

        await page.goto('/');
        await page.getByRole('link', { name: 'Forgot your password?', exact: true }).click();
        await page.waitForURL(pathIs('/password/email'));
        const confirmation = page.getByRole('status').filter({ hasText: 'Check your email' });
        const request = async (email: string) => {
          await page.getByLabel('Email', { exact: true }).fill(email);
          await page.getByRole('button', { name: 'Email me a reset link', exact: true }).click();
          await confirmation.waitFor();
          return confirmation.textContent();
        };
        const nobody = `nobody.${uniqueTag()}@nhia.example`;
        const forNobody = await request(nobody);
        await page.getByRole('button', { name: 'Request another link', exact: true }).click();
        assert.equal(
          await request(RESET_ACCOUNT),
          forNobody,
          'the same answer whether or not an account uses the address',
        );

        const link = await passwordLinkFromMail(RESET_ACCOUNT, RESET_SUBJECT);
        assert.equal(
          outboxMails().filter((mail) => mail.raw.includes(nobody)).length,
          0,
          'no mail to an address without an account',
        );
        const password = newPassword(uniqueTag());
        await setPasswordThroughLink(page, link, password, RESET_DONE);

        // The other session ended: its next page load lands on sign-in.
        await elsewhere.reload();
        await elsewhere.waitForURL(pathIs('/'));
        await elsewhere.getByRole('button', { name: 'Sign in', exact: true }).waitFor();

        await page.getByRole('link', { name: 'Sign in', exact: true }).click();
        await page.waitForURL(pathIs('/'));
        assert.equal(await submitSignIn(page, RESET_ACCOUNT), 422, 'the old password no longer works');
        await expectSignInRefused(page, WRONG_CREDENTIALS);
        await signIn(page, RESET_ACCOUNT, password);
        await page.waitForURL(pathIs('/select-service'));
      },
      { timeoutMs: MULTI_PROFILE_TIMEOUT_MS },
    );
  });
}
