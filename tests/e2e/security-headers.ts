/**
 * Security headers end to end (docs/security.md, Headers): the app works under its
 * Content-Security-Policy. The admin signs in and uses the users list (filters, a select's menu,
 * the export dialog), the roles and the activity log, and opens the API reference, with not one
 * policy violation; then two controls show that the watch sees violations and the policy holds:
 * an inline script is refused, and so is framing.
 */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { until } from '../server/support/until';
import { STEP_TIMEOUT_MS } from './harness';
import { ADMIN, env, pathIs, scenario, signIn } from './scenario';
import { chooseOption, openFilters, openUsers } from './users-page';

/** Every violation the pages report: their securitypolicyviolation events and Chromium's console lines about the policy. */
async function watchPolicyViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeBinding('reportPolicyViolation', (_source, text: string) => void seen.push(text));
  // Init scripts are run by the browser itself, before the page's own, so the policy does not stop them.
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation(text: string): void }).reportPolicyViolation;
      report(`event: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.documentURI}`);
    }),
  );
  page.on('console', (message) => {
    if (/^Refused to|Content Security Policy/.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  return seen;
}

async function expectStrictPolicy(page: Page): Promise<void> {
  const response = await page.goto('/');
  assert.ok(response, 'the sign-in page answers');
  const policy = response.headers()['content-security-policy'] ?? '';
  assert.match(policy, /script-src 'self'(;|$)/, `scripts only from files of this origin: ${policy}`);
  assert.match(policy, /frame-ancestors 'none'/, 'no framing');
  const inlineScripts = (await response.text()).match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
  assert.deepEqual(inlineScripts, [], 'the built index.html has no inline script');
}

async function useTheScreens(page: Page): Promise<void> {
  await signIn(page, ADMIN);
  await page.waitForURL(pathIs('/select-service'));
  await page.getByRole('heading', { name: 'Select a service' }).waitFor();

  await openUsers(page);
  await openFilters(page);
  await chooseOption(page, 'Status', 'active');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Request export data', exact: true });
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  await page.goto('/agency-panel/roles');
  await page.getByRole('heading', { name: 'Roles', exact: true }).waitFor();
  await page.goto('/agency-panel/user-activity-logs');
  await page.getByRole('table').first().waitFor();

  // The API reference (Swagger UI, served from the package) renders its operations under the same policy.
  await page.goto('/api/docs/');
  await page.locator('.opblock').first().waitFor();
}

/** Control: a script element added at run time is refused, and the watch reports it. */
async function expectInlineScriptRefused(page: Page, seen: string[]): Promise<void> {
  await page.goto('/select-service');
  const before = seen.length;
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true';
    document.body.append(script);
  });
  assert.equal(await page.evaluate(() => 'inlineScriptRan' in window), false, 'the inline script did not run');
  await until("the inline script's refusal reported", STEP_TIMEOUT_MS, async () =>
    seen.slice(before).some((text) => text.includes('script-src')),
  );
}

/** Control: another page that frames the app gets Chromium's error page instead (frame-ancestors 'none'). */
async function expectFramingRefused(page: Page): Promise<void> {
  await page.goto('about:blank');
  await page.setContent(`<iframe title="framed" src="${env.server!.baseUrl}/"></iframe>`);
  const frameUrl = () =>
    page
      .frames()
      .find((frame) => frame !== page.mainFrame())
      ?.url();
  await until(`the framed app blocked (the frame is at ${frameUrl()})`, STEP_TIMEOUT_MS, async () =>
    frameUrl()?.startsWith('chrome-error:'),
  );
}

export function securityHeaderScenarios(): void {
  describe('security headers', () => {
    scenario(
      'the app and its API reference work under the Content-Security-Policy with no violation; inline script and framing are refused',
      'security-headers',
      async (page) => {
        const seen = await watchPolicyViolations(page);
        await expectStrictPolicy(page);
        await useTheScreens(page);
        assert.deepEqual(seen, [], 'no Content-Security-Policy violation while using the app');
        await expectInlineScriptRefused(page, seen);
        await expectFramingRefused(page);
      },
    );
  });
}
