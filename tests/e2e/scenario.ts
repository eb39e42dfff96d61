/**
 * What every end-to-end scenario shares: the one environment of the run, a scenario in a fresh
 * browser profile or several (failures carry the addresses, the pages' errors and screenshots), sign-in.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { systemClock } from '../../src/server/clock';
import { enrolledFactorsOf } from '../bench/http-session';
import { Environment, newPage, RESULTS_DIR } from './harness';

export const SCENARIO_TIMEOUT_MS = 60_000;
/** For a scenario that walks several people (browser profiles) through several screens. */
export const MULTI_PROFILE_TIMEOUT_MS = 120_000;
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
  /** For a scenario that walks several people through several screens (SCENARIO_TIMEOUT_MS otherwise). */
  timeoutMs?: number;
}

/** Another person at another browser, within one scenario (the admin and the user they invite). */
export interface OtherProfiles {
  /** A fresh browser profile, watched and closed like the scenario's own. */
  open(storageState?: StorageState): Promise<Page>;
}

interface WatchedProfile {
  context: BrowserContext;
  page: Page;
  pageErrors: string[];
  consoleErrors: string[];
}

async function watchedProfile(storageState?: StorageState): Promise<WatchedProfile> {
  const { context, page, pageErrors } = await newPage(env.browser!, env.server!.baseUrl, storageState);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { context, page, pageErrors, consoleErrors };
}

/** What a failed scenario's profile saw: its address, a screenshot, its page and console errors. */
async function seenBy(profile: WatchedProfile, shotName: string): Promise<string[]> {
  const { page, pageErrors, consoleErrors } = profile;
  const shot = await screenshot(page, shotName).catch(() => 'none');
  return [
    `at ${page.url()}`,
    `screenshot: ${shot}`,
    ...pageErrors.map((e) => `page error: ${e}`),
    ...consoleErrors.map((e) => `console: ${e}`),
  ];
}

/**
 * One scenario in a fresh browser profile (and any other profiles it opens). An uncaught page
 * error fails it; a failure carries each page's address, its console errors and a screenshot, so
 * a red run says what the browsers saw.
 */
export function scenario(
  name: string,
  slug: string,
  body: (page: Page, others: OtherProfiles) => Promise<void>,
  options: ScenarioOptions = {},
): void {
  test(name, { timeout: options.timeoutMs ?? SCENARIO_TIMEOUT_MS }, async () => {
    const profiles = [await watchedProfile(options.storageState?.())];
    const others: OtherProfiles = {
      async open(storageState) {
        const profile = await watchedProfile(storageState);
        profiles.push(profile);
        return profile.page;
      },
    };
    try {
      await body(profiles[0].page, others);
      assert.deepEqual(
        profiles.flatMap((p) => p.pageErrors),
        [],
        'no uncaught errors in the pages',
      );
    } catch (error) {
      const seen: string[] = [];
      for (const [i, profile] of profiles.entries())
        seen.push(...(await seenBy(profile, i === 0 ? `failed-${slug}` : `failed-${slug}-${i + 1}`)));
      if (error instanceof Error) error.message += `\n  browser: ${seen.join('\n  browser: ')}`;
      throw error;
    } finally {
      for (const profile of profiles) await profile.context.close();
    }
  });
}

/** Fills the sign-in screen and submits it; answers the sign-in call's status (204, or 422 with its messages shown). */
/** Signs in with `password`, by default the account's own (PASSWORD for the admin, a demo account's as the start printed it). */
export async function submitSignIn(
  page: Page,
  email: string,
  password: string = env.server!.passwordOf(email),
): Promise<number> {
  await page.goto('/');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/login' && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  return (await answer).status();
}

/**
 * Signs in through every step: the password, then, for a user whose authenticator app the
 * harness enrolled (the administrator, harness.ts), its code in the second step.
 */
export async function signIn(
  page: Page,
  email: string,
  password: string = env.server!.passwordOf(email),
): Promise<void> {
  const status = await submitSignIn(page, email, password);
  const factors = enrolledFactorsOf(email);
  if (status === 200 && factors) {
    await page.getByLabel('Authentication code').fill(await factors.code(systemClock));
    const answer = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/two-factor-challenge' && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    assert.equal((await answer).status(), 204, `${email} gives the second factor`);
  } else assert.equal(status, 204, `${email} signs in`);
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
