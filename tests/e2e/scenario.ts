/**
 * What every end-to-end scenario shares: the one environment of the run, a scenario in a fresh
 * browser profile (failures carry the address, the page's errors and a screenshot), sign-in.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { Environment, newPage, PASSWORD, RESULTS_DIR } from './harness';

export const SCENARIO_TIMEOUT_MS = 60_000;
export const ADMIN = 'admin@nhia.example';

export const env = new Environment();

export const pathIs = (pathname: string) => (url: URL) => url.pathname === pathname;

export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}.png`);
  // Transitions (a popover scaling in) are finished first, so the picture shows the settled screen.
  await page.screenshot({ path: file, fullPage: options.fullPage ?? true, animations: 'disabled', timeout: 10_000 });
  return file;
}

export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

export interface ScenarioOptions {
  /** Starts signed in, with this session's cookies. */
  storageState?: () => StorageState;
}

/**
 * One scenario in a fresh browser profile. An uncaught page error fails it; a failure carries
 * the page's address, its console errors and a screenshot, so a red run says what the browser saw.
 */
export function scenario(name: string, slug: string, body: (page: Page) => Promise<void>, options: ScenarioOptions = {}): void {
  test(name, { timeout: SCENARIO_TIMEOUT_MS }, async () => {
    const { context, page, pageErrors } = await newPage(env.browser!, env.server!.baseUrl, options.storageState?.());
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    try {
      await body(page);
      assert.deepEqual(pageErrors, [], 'no uncaught errors in the page');
    } catch (error) {
      const shot = await screenshot(page, `failed-${slug}`).catch(() => 'none');
      const seen = [`at ${page.url()}`, `screenshot: ${shot}`, ...pageErrors.map((e) => `page error: ${e}`), ...consoleErrors.map((e) => `console: ${e}`)];
      if (error instanceof Error) error.message += `\n  browser: ${seen.join('\n  browser: ')}`;
      throw error;
    } finally {
      await context.close();
    }
  });
}

export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Leaves the sign-in screen: to the launcher, or on through it to the beneficiaries portal.
  await page.waitForURL((url) => url.pathname !== '/' || !url.href.startsWith(env.server!.baseUrl));
}

/** Signs in once in a throwaway profile and returns its cookies, for scenarios that start signed in. */
export async function signedInState(email: string): Promise<StorageState> {
  const { context, page } = await newPage(env.browser!, env.server!.baseUrl);
  try {
    await signIn(page, email);
    await page.waitForURL(pathIs('/select-service'));
    return await context.storageState();
  } finally {
    await context.close();
  }
}
