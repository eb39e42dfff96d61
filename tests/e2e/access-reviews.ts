/**
 * An access review end to end (docs/access-reviews.md): the administrator starts a campaign over
 * a role held by two people, naming one reviewer (active: their password set from the invitation);
 * the reviewer, whose role holds "manage access reviews" alone and requires a second factor (an
 * authenticator app, enrolled through the API at their first sign-in as the harness does for the
 * administrator), signs in with a code, finds Start a review's pickers offering options, keeps one
 * person and revokes the other with a reason; the administrator sees the campaign's progress
 * complete, exports its evidence and finds the file in My exports, and sees the revoked person's
 * role gone (they are deactivated: agency staff hold a role).
 */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { callApi, signIn as signInOverHttp, type HttpSession } from '../bench/http-session';
import { PASSWORD } from './harness';
import {
  detailOf,
  INVITATION_SUBJECT,
  newPassword,
  passwordLinkFromMail,
  setPasswordThroughLink,
  uniqueTag,
} from './people-screens';
import { ADMIN, env, MULTI_PROFILE_TIMEOUT_MS, pathIs, scenario, screenshot, signIn } from './scenario';

const ACCESS_REVIEWS_PATH = '/agency-panel/access-reviews';
const MY_EXPORTS_PATH = '/agency-panel/exports';
const MY_REVIEWS_PATH = '/agency-panel/my-reviews';
const API_TIMEOUT_MS = 15_000;
/** The reviewer's sign-in may wait out an authenticator step (30 s) for a code not yet used. */
const REVIEW_TIMEOUT_MS = MULTI_PROFILE_TIMEOUT_MS + 60_000;
const DAY_MS = 86_400_000;
const LAGOS_OFFSET_MS = 3_600_000;

async function api<T>(session: HttpSession, method: string, url: string, body?: unknown): Promise<T> {
  const answer = await callApi(env.server!.baseUrl, session, method, url, { body, timeoutMs: API_TIMEOUT_MS });
  assert.ok(
    answer.status >= 200 && answer.status < 300,
    `${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`,
  );
  return answer.body as T;
}

interface Person {
  id: number;
  name: string;
  email: string;
}

/** The people under review and their reviewer, made through the API as the administrator. */
async function setUp(tag: string) {
  const admin = await signInOverHttp(env.server!.baseUrl, ADMIN, PASSWORD);
  const role = (name: string, permissions: string[], requiresSecondFactor: boolean) =>
    api<{ id: number }>(admin, 'POST', '/api/roles', {
      name,
      description: 'End-to-end access review',
      permissions,
      requires_second_factor: requiresSecondFactor,
    });
  // The reviewer holds "manage access reviews" alone (Start a review's pickers are checked with it), and one
  // decides only on people holding nothing beyond the decider's own: the reviewed role holds no permission.
  const reviewed = { name: `E2E Reviewed ${tag}`, ...(await role(`E2E Reviewed ${tag}`, [], false)) };
  const reviewerRole = await role(`E2E Reviewer ${tag}`, ['manage access reviews'], true);
  const user = async (first: string, last: string, roleId: number): Promise<Person> => {
    const email = `${first.toLowerCase()}.${tag}@nhia.example`;
    const created = await api<{ id: number }>(admin, 'POST', '/api/users', {
      first_name: first,
      last_name: last,
      email,
      user_type: 'Agency Staff',
      role_ids: [roleId],
    });
    return { id: created.id, name: `${first} ${last}`, email };
  };
  return {
    admin,
    reviewed,
    kept: await user('Efe', `Kept${tag}`, reviewed.id),
    revoked: await user('Femi', `Revoked${tag}`, reviewed.id),
    reviewer: await user('Ngozi', `Reviewer${tag}`, reviewerRole.id),
  };
}

/** A week from today in Lagos, as the date field takes it. */
const aWeekAhead = () => new Date(Date.now() + LAGOS_OFFSET_MS + 7 * DAY_MS).toISOString().slice(0, 10);

/** Types into a picker and clicks the option whose text holds `text`. */
async function pick(page: Page, label: string, typed: string, text: string | RegExp): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(typed);
  await page
    .getByRole('listbox')
    .getByRole('option', { name: text, exact: typeof text === 'string' })
    .click();
}

async function startCampaign(page: Page, name: string, role: string, reviewer: Person): Promise<number> {
  await page.goto(ACCESS_REVIEWS_PATH);
  await page.getByRole('link', { name: 'Start a review', exact: true }).click();
  await page.getByRole('heading', { name: 'Start a review', exact: true }).waitFor();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Scope', { exact: true }).selectOption({ label: 'Role' });
  await pick(page, 'Role', role, role);
  await page.getByLabel('Deadline', { exact: true }).fill(aWeekAhead());
  // A click outside closes the calendar, which opens beside the field.
  await page.getByRole('heading', { name: 'Start a review', exact: true }).click();
  await page.getByLabel('At the deadline, the undecided', { exact: true }).selectOption({ label: 'Keep their access' });
  await pick(page, 'Reviewers', reviewer.email, `${reviewer.name} <${reviewer.email}>`);
  await page.getByLabel('Reviewers', { exact: true }).press('Escape');
  await screenshot(page, 'access-review-start');
  const started = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/access-reviews' && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Start the review', exact: true }).click();
  const response = await started;
  assert.equal(response.status(), 201, `the campaign starts: ${await response.text()}`);
  const { id } = (await response.json()) as { id: number };
  await page.waitForURL(pathIs(`${ACCESS_REVIEWS_PATH}/${id}`));
  await page.getByText(`Started ${name}: 2 people for 1 reviewer to review.`, { exact: true }).waitFor();
  return id;
}

/** The picker's options once they came: not its "Loading…" or "No matches" line. */
const offered = (page: Page) =>
  page
    .getByRole('listbox')
    .getByRole('option')
    .filter({ hasNotText: /^(Loading…|No matches)$/ });

/** Start a review's four pickers each offer options (the demo data has TPAs and ministries), without starting one. */
async function pickersOffer(page: Page, role: string, reviewer: Person): Promise<void> {
  await page.goto(`${ACCESS_REVIEWS_PATH}/create`);
  await page.getByRole('heading', { name: 'Start a review', exact: true }).waitFor();
  for (const kind of ['TPA', 'Ministry']) {
    await page.getByLabel('Scope', { exact: true }).selectOption({ label: kind });
    await page.getByLabel(kind, { exact: true }).click();
    await offered(page).first().waitFor();
    await page.getByLabel(kind, { exact: true }).press('Escape');
  }
  await page.getByLabel('Scope', { exact: true }).selectOption({ label: 'Role' });
  await pick(page, 'Role', role, role);
  await pick(page, 'Reviewers', reviewer.email, `${reviewer.name} <${reviewer.email}>`);
  await page.getByLabel('Reviewers', { exact: true }).press('Escape');
  await screenshot(page, 'access-review-pickers');
  // Nothing is started: the form is left through its own question.
  await page.getByRole('link', { name: 'Cancel', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Leave without saving?', exact: true })
    .getByRole('button', { name: 'Leave and discard changes', exact: true })
    .click();
  await page.waitForURL(pathIs(ACCESS_REVIEWS_PATH));
}

/** "Export evidence" on the campaign's screen, then My exports from its notice: the file is listed with its list's label. */
async function exportEvidence(page: Page, fileName: string): Promise<void> {
  await page.getByRole('button', { name: 'Export evidence', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Request export data', exact: true });
  await dialog.getByLabel('File name', { exact: true }).fill(fileName);
  const requested = page.waitForResponse((response) =>
    /\/api\/access-reviews\/\d+\/export$/.test(new URL(response.url()).pathname),
  );
  await dialog.getByRole('button', { name: 'Submit Request', exact: true }).click();
  assert.equal((await requested).status(), 202, 'the evidence export is queued');
  const notice = page.getByRole('status').filter({ hasText: 'Export Request Submitted' });
  await notice.getByText('Export Request Submitted', { exact: true }).waitFor();
  await screenshot(page, 'access-review-evidence-requested');
  await notice.getByRole('link', { name: 'Open My exports', exact: true }).click();
  await page.waitForURL(pathIs(MY_EXPORTS_PATH));
  const row = page
    .getByRole('table', { name: 'My exports', exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: `${fileName}.xlsx`, exact: true }) });
  await row.getByRole('cell', { name: 'Access review evidence', exact: true }).waitFor();
}

/** The reviewers' table of the campaign view: each row's cells. */
async function reviewerRows(page: Page): Promise<string[][]> {
  const rows = page.getByRole('table', { name: 'Reviewers', exact: true }).getByRole('row');
  await rows.nth(1).waitFor();
  const cells: string[][] = [];
  for (const row of (await rows.all()).slice(1)) cells.push(await row.getByRole('cell').allTextContents());
  return cells;
}

async function decide(page: Page, question: string, confirm: string, reason?: string): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: question, exact: true });
  if (reason) await dialog.getByLabel('Reason', { exact: true }).fill(reason);
  const sent = page.waitForResponse((response) => /\/decisions$/.test(new URL(response.url()).pathname));
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  assert.equal((await sent).status(), 200, 'the decision is taken (the sign-in gave a second factor just now)');
  await dialog.waitFor({ state: 'detached' });
}

/**
 * A campaign in which the administrator reviews the Auditor role's holders (the demo auditor among
 * them), started through the API: the review screen then has people to show (accessibility.ts).
 */
export async function campaignReviewedByAdmin(): Promise<number> {
  const admin = await signInOverHttp(env.server!.baseUrl, ADMIN, PASSWORD);
  const { user } = await api<{ user: { id: number } }>(admin, 'GET', '/api/user');
  const roles = await api<{ options: { item_text: string; item_value: number }[] }>(
    admin,
    'GET',
    '/api/roles/options?search_string=Auditor',
  );
  const auditor = roles.options.find((option) => option.item_text === 'Auditor');
  assert.ok(auditor, 'the demo data has the Auditor role');
  const started = await api<{ id: number }>(admin, 'POST', '/api/access-reviews', {
    name: 'Accessibility check of the Auditor role',
    scope: { kind: 'role', id: auditor.item_value },
    deadline: new Date(Date.now() + 7 * DAY_MS).toISOString(),
    deadline_rule: 'keep',
    reviewer_ids: [user.id],
  });
  return started.id;
}

export function accessReviewScenarios(): void {
  describe('access reviews', () => {
    scenario(
      'a small campaign to its end: started over a role naming a reviewer, one kept and one revoked with a reason, progress complete and the role gone',
      'access-review',
      async (page, others) => {
        const tag = uniqueTag();
        const { admin, reviewed, kept, revoked, reviewer } = await setUp(tag);
        // The reviewer sets a password from the invitation (a reviewer is active staff); their role requires a
        // second factor, enrolled at the first sign-in.
        const reviewerPage = await others.open();
        const password = newPassword(tag);
        await setPasswordThroughLink(
          reviewerPage,
          await passwordLinkFromMail(reviewer.email, INVITATION_SUBJECT),
          password,
          /Password saved/,
        );
        await signInOverHttp(env.server!.baseUrl, reviewer.email, password);

        await signIn(page, ADMIN);
        const name = `E2E review ${tag}`;
        const id = await startCampaign(page, name, reviewed.name, reviewer);
        assert.deepEqual(await reviewerRows(page), [[reviewer.name, reviewer.email, '0 of 2 decided']]);

        await signIn(reviewerPage, reviewer.email, password);
        await reviewerPage.waitForURL(pathIs('/select-service'));
        await pickersOffer(reviewerPage, reviewed.name, reviewer);

        await reviewerPage.goto(MY_REVIEWS_PATH);
        await reviewerPage.getByRole('link', { name, exact: true }).click();
        await reviewerPage.waitForURL(pathIs(`${MY_REVIEWS_PATH}/${id}`));
        await reviewerPage.getByRole('table', { name, exact: true }).waitFor();
        await screenshot(reviewerPage, 'access-review-reviewer');

        await reviewerPage.getByRole('button', { name: `Keep ${kept.name}`, exact: true }).click();
        await decide(reviewerPage, 'Keep the access of 1 person?', 'Keep access (1 person)');
        await reviewerPage.getByText('Kept the access of 1 person.', { exact: true }).waitFor();
        const box = reviewerPage.getByRole('checkbox', { name: `Select ${revoked.name}`, exact: true });
        // Blueprint draws the box's indicator over the input: its label takes the click, as a person's would.
        await reviewerPage.locator('label', { has: box }).click();
        assert.ok(await box.isChecked(), 'the person is selected');
        await reviewerPage.getByRole('button', { name: 'Revoke selected', exact: true }).click();
        await decide(reviewerPage, 'Revoke the access of 1 person?', 'Revoke access (1 person)', 'Left the unit');
        await reviewerPage.getByText('Revoked the access of 1 person.', { exact: true }).waitFor();
        const decisions = reviewerPage.getByRole('table', { name, exact: true }).getByRole('row');
        await decisions
          .filter({ hasText: revoked.email })
          .getByText(/^Revoked$/)
          .waitFor();
        assert.match(
          (await decisions.filter({ hasText: revoked.email }).textContent()) ?? '',
          new RegExp(`by ${reviewer.name}, .*: Left the unit`),
          'the revoke is shown as decided, by whom and why',
        );
        assert.equal(
          await reviewerPage.getByRole('checkbox').count(),
          1,
          'only the header checkbox: nobody is left to select',
        );
        await screenshot(reviewerPage, 'access-review-decided');

        await page.reload();
        assert.deepEqual(await reviewerRows(page), [[reviewer.name, reviewer.email, '2 of 2 decided']]);
        await screenshot(page, 'access-review-complete');
        await exportEvidence(page, `e2e-evidence-${tag}`);
        // The revoked person's view: no role left, deactivated (agency staff hold a role).
        await page.goto(`/agency-panel/users/${revoked.id}`);
        await page.getByRole('heading', { name: revoked.name, exact: true }).waitFor();
        assert.equal(await detailOf(page, 'Roles').textContent(), 'None', "the revoked person's role is gone");
        assert.equal(await detailOf(page, 'Status').textContent(), 'inactive');
        const keptUser = await api<{ roles: { name: string }[] }>(admin, 'GET', `/api/users/${kept.id}`);
        assert.deepEqual(
          keptUser.roles.map((role) => role.name),
          [reviewed.name],
          'the kept person keeps theirs',
        );
      },
      { timeoutMs: REVIEW_TIMEOUT_MS },
    );
  });
}
