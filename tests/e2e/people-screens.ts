/**
 * The screens that bring a person in, as the end-to-end scenarios of people.ts and organisations.ts drive them:
 * the create-user form (from the users list's "Create user" menu), the invitation or reset mail
 * in the outbox, and the set-password screen its link opens. Each step waits for what the
 * screen shows, or for the call it makes.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { UserDetail, UserType } from '../../src/web/api/generated';
import { appLinkIn, waitForMail } from './outbox';
import { env, pathIs, signIn } from './scenario';
import { USERS_PATH } from './users-page';

export const INVITATION_SUBJECT = 'You have been invited to NHIA User Management';
export const RESET_SUBJECT = 'Reset your NHIA password';
export const INACTIVE_ACCOUNT = 'This account is not active. Contact your administrator.';
export const WRONG_CREDENTIALS = 'These credentials do not match our records.';

let made = 0;

/** A name part no other scenario of the run uses (they share one server and database). */
export function uniqueTag(): string {
  made += 1;
  return `${Date.now().toString(36)}${made}`;
}

/** A password the policy accepts: 12 characters or more, not a common one, free of the email. */
export const newPassword = (tag: string) => `Kettle-Orbit-${tag}-Moss!`;

export interface NewUser {
  userType: UserType;
  firstName: string;
  lastName: string;
  email: string;
  /** Agency staff: the roles to pick, by name. */
  roles?: string[];
  /** TPA staff: the TPA to pick, by its option's text ("name (code)"). */
  tpa?: string;
}

/** Types `name` into a picker's input and clicks the option of that name. */
async function pick(page: Page, label: string, name: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(name);
  await page.getByRole('listbox').getByRole('option', { name, exact: true }).click();
}

/**
 * The admin's "Create user" from the users list, then the type's form; answers the created user
 * once their view screen says the invitation went out.
 */
export async function createUserThroughForm(page: Page, user: NewUser): Promise<UserDetail> {
  await page.goto(USERS_PATH);
  await page.getByRole('button', { name: 'Create user', exact: true }).click();
  await page
    .getByRole('menu', { name: 'Type of user to create' })
    .getByRole('menuitem', { name: user.userType, exact: true })
    .click();
  await page.getByRole('heading', { name: `Create user: ${user.userType}`, exact: true }).waitFor();

  await page.getByLabel('First name', { exact: true }).fill(user.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(user.lastName);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  for (const role of user.roles ?? []) {
    await pick(page, 'Roles', role);
    await page.getByLabel('Roles', { exact: true }).press('Escape');
  }
  if (user.tpa) {
    await pick(page, 'TPA', user.tpa);
    assert.equal(
      await page.getByLabel('TPA', { exact: true }).inputValue(),
      user.tpa,
      'the TPA picked shows in its field',
    );
  }

  const created = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/users' && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Create user', exact: true }).click();
  const response = await created;
  assert.equal(response.status(), 201, `the user is created: ${await response.text()}`);
  const detail = (await response.json()) as UserDetail;
  await page.waitForURL(pathIs(`${USERS_PATH}/${detail.id}`));
  const fullName = `${user.firstName} ${user.lastName}`;
  await page
    .getByText(`Created ${fullName}. An invitation to set a password was emailed to ${user.email}.`, { exact: true })
    .waitFor();
  await page.getByRole('heading', { name: fullName, exact: true }).waitFor();
  return detail;
}

/** The set-password link of the mail to `email` with this subject, checked to name that address. */
export async function passwordLinkFromMail(email: string, subject: string): Promise<URL> {
  const text = await waitForMail(email, subject);
  assert.doesNotMatch(text, /password:/i, 'the mail carries a link, never a password');
  const link = appLinkIn(text, env.server!.baseUrl, '/password/reset/');
  assert.equal(link.searchParams.get('email'), email, 'the link names the address it was sent to');
  return link;
}

/**
 * Opens a set-password link (an invitation's or a reset's), chooses `password` twice, and waits
 * for the screen's "Password saved" with the server's message.
 */
export async function setPasswordThroughLink(page: Page, link: URL, password: string, done: RegExp): Promise<void> {
  await page.goto(`${link.pathname}${link.search}`);
  await page.waitForURL(pathIs(link.pathname));
  const email = page.getByLabel('Email', { exact: true });
  await email.waitFor();
  assert.equal(await email.inputValue(), link.searchParams.get('email'), "the link's address fills the Email field");
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the new password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Change password', exact: true }).click();
  const saved = page.getByRole('status').filter({ hasText: 'Password saved' });
  await saved.waitFor();
  assert.match((await saved.textContent()) ?? '', done);
}

/** One value of a view screen's Details section (a user's, a TPA's), by its label. */
export const detailOf = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Details', exact: true }).locator(`dt:text-is("${label}") + dd`);

/** An invited user's own browser: the invitation's link, a password, and the launcher after signing in with it. */
export async function acceptInvitation(page: Page, email: string, password: string): Promise<void> {
  const link = await passwordLinkFromMail(email, INVITATION_SUBJECT);
  await setPasswordThroughLink(
    page,
    link,
    password,
    /Password saved.*Your password has been set\. Sign in with your new password\./,
  );
  await signIn(page, email, password);
  await page.waitForURL(pathIs('/select-service'));
}

/** The sign-in screen refused, with `message` under the email field, and stayed put. */
export async function expectSignInRefused(page: Page, message: string): Promise<void> {
  // Under the field, and again in the form's summary of problems.
  await page.locator('#login-email-messages').getByText(message, { exact: true }).waitFor();
  await page.getByRole('alert').getByText(message, { exact: true }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/', 'still on the sign-in screen');
}
