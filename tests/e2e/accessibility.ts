/**
 * Accessibility end to end (docs/architecture.md, Accessibility): axe-core finds no serious or
 * critical violation on any screen: the signed-out ones, the launcher, and every panel list,
 * record view, create and edit screen, the permission matrix, the access review screens, My exports
 * and Security. axe's
 * source is evaluated through the DevTools protocol (Runtime.evaluate), never added to the page,
 * so the page's Content-Security-Policy stays as strict as it is for users.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { until } from '../server/support/until';
import { campaignReviewedByAdmin } from './access-reviews';
import { STEP_TIMEOUT_MS } from './harness';
import { ADMIN, scenario, signedInState, type StorageState } from './scenario';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const A11Y_TIMEOUT_MS = 300_000;

interface Violation {
  rule: string;
  impact: string;
  help: string;
  where: string[];
}

/** axe's serious and critical violations on the page as it is now. */
async function seriousViolations(page: Page): Promise<Violation[]> {
  const devtools = await page.context().newCDPSession(page);
  try {
    await devtools.send('Runtime.evaluate', { expression: AXE_SOURCE });
    const { result, exceptionDetails } = await devtools.send('Runtime.evaluate', {
      expression: `axe.run(document, { resultTypes: ['violations'] }).then((results) => results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ rule: v.id, impact: v.impact, help: v.help, where: v.nodes.slice(0, 4).map((n) => n.target.join(' ')) })))`,
      awaitPromise: true,
      returnByValue: true,
    });
    if (exceptionDetails)
      throw new Error(`axe failed: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    return result.value as Violation[];
  } finally {
    await devtools.detach();
  }
}

/** Opens `path` and waits for its level-one heading, its calls and its placeholders to be done. */
async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await until(
    `${path} settled`,
    STEP_TIMEOUT_MS,
    async () => (await page.locator('.bp6-spinner, .bp6-skeleton, [aria-busy="true"]').count()) === 0,
  );
}

/** Checks each screen in turn; one assertion at the end names every screen with a violation. */
async function expectNoSeriousViolations(page: Page, screens: string[]): Promise<void> {
  const found: Record<string, Violation[]> = {};
  for (const path of screens) {
    await openSettled(page, path);
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  console.log(`# axe: ${screens.length} screens, ${Object.keys(found).length} with serious or critical violations`);
  assert.deepEqual(found, {}, 'no serious or critical axe violation on any screen');
}

/** The address of the first record a list links to (its first row's name). */
async function firstRecord(page: Page, list: string): Promise<string> {
  await openSettled(page, list);
  const href = await page.getByRole('table').getByRole('link').first().getAttribute('href');
  assert.ok(href, `${list} links to a record`);
  return href;
}

const RECORD_LISTS = ['/agency-panel/users', '/agency-panel/roles', '/agency-panel/tpas', '/agency-panel/ministries'];

export function accessibilityScenarios(): void {
  describe('accessibility', () => {
    let admin: StorageState;

    scenario(
      'axe finds no serious or critical violation on the signed-out screens',
      'a11y-signed-out',
      async (page) => {
        await expectNoSeriousViolations(page, [
          '/',
          '/password/email',
          '/password/reset/a-token?email=ada%40nhia.example',
        ]);
        admin = await signedInState(ADMIN);
      },
      { timeoutMs: A11Y_TIMEOUT_MS },
    );

    scenario(
      'axe finds no serious or critical violation on the launcher and any panel screen',
      'a11y-panel',
      async (page) => {
        const records: string[] = [];
        for (const list of RECORD_LISTS) {
          const view = await firstRecord(page, list);
          records.push(
            view,
            `${view}/edit`,
            list === RECORD_LISTS[0] ? `${list}/create/Agency%20Staff` : `${list}/create`,
          );
        }
        // Access reviews: the campaigns, one campaign, the start form, and a review with people to decide on.
        const reviewing = await campaignReviewedByAdmin();
        const campaignView = await firstRecord(page, '/agency-panel/access-reviews');
        await expectNoSeriousViolations(page, [
          '/select-service',
          ...RECORD_LISTS,
          '/agency-panel/user-activity-logs',
          '/agency-panel/roles/matrix',
          '/agency-panel/users/import',
          ...records,
          '/agency-panel/access-reviews',
          '/agency-panel/access-reviews/create',
          campaignView,
          '/agency-panel/my-reviews',
          `/agency-panel/my-reviews/${reviewing}`,
          '/agency-panel/exports',
          '/agency-panel/security',
        ]);
      },
      { storageState: () => admin, timeoutMs: A11Y_TIMEOUT_MS },
    );
  });
}
