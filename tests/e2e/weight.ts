/**
 * The page's weight end to end (docs/architecture.md, Weight): a first visit to the sign-in screen
 * and to the signed-in users list, each in a fresh profile (an empty browser cache). Every
 * script and style sheet arrives compressed by the build (brotli or gzip) with Vary:
 * Accept-Encoding, content-hashed and cached a year as immutable; index.html is checked every time;
 * the JavaScript sent stays within the budgets, printed beside them. The web font the screen draws
 * with is preloaded by index.html and fetched once (a preload the style sheet's request cannot
 * reuse, as one without `crossorigin`, fetches it twice). On a phone, nothing in the users list's
 * footer moves when the first page arrives (the pager was Lighthouse's one layout shift there). The
 * command palette and the Filters panel's fields load when first opened, not with the first visit;
 * such a part whose code does not arrive says so in its place and comes with a reload.
 */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page, Response } from 'playwright-core';
import { ADMIN, scenario, signedInState, type StorageState } from './scenario';
import { searchBox, settled, USERS_PATH } from './users-page';

/** JavaScript as sent (compressed), per first visit (issue 15's budgets). */
const JS_BUDGET_BYTES = { signIn: 170 * 1024, usersList: 250 * 1024 };
const A_YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
const CONTENT_HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

interface FileSent {
  name: string;
  kind: 'script' | 'stylesheet';
  encoding: string;
  cacheControl: string;
  vary: string;
  /** The body's bytes as they came over the wire. */
  bytes: number;
}

async function fileSent(response: Response): Promise<FileSent> {
  const headers = await response.allHeaders();
  return {
    name: new URL(response.url()).pathname.slice(1),
    kind: response.request().resourceType() as FileSent['kind'],
    encoding: headers['content-encoding'] ?? 'none',
    cacheControl: headers['cache-control'] ?? 'none',
    vary: (headers.vary ?? '').toLowerCase(),
    bytes: (await response.request().sizes()).responseBodySize,
  };
}

interface FirstVisit {
  /** The scripts and style sheets loaded. */
  files: FileSent[];
  /** The addresses of the fonts fetched, once per request. */
  fonts: string[];
  /** The fonts index.html preloads. */
  preloadedFonts: string[];
}

/** What a first visit to `path` loads until `ready` shows. */
async function firstVisit(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<FirstVisit> {
  const responses: Response[] = [];
  const fonts: string[] = [];
  page.on('response', (response) => {
    const kind = response.request().resourceType();
    if (['script', 'stylesheet'].includes(kind)) responses.push(response);
    if (kind === 'font') fonts.push(response.url());
  });
  const documentAnswer = await page.goto(path);
  assert.equal(documentAnswer?.headers()['cache-control'], 'no-cache', `${path}: index.html is checked every time`);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const preloadedFonts = await page.$$eval('link[rel="preload"][as="font"]', (links) =>
    links.map((link) => (link as HTMLLinkElement).href),
  );
  return { files: await Promise.all(responses.map(fileSent)), fonts, preloadedFonts };
}

function expectCompressedAndCached(files: FileSent[], screen: string): void {
  assert.ok(files.some((file) => file.kind === 'script') && files.some((file) => file.kind === 'stylesheet'));
  for (const { name, encoding, cacheControl, vary } of files) {
    assert.deepEqual(
      { hashed: CONTENT_HASHED.test(name), compressed: ['br', 'gzip'].includes(encoding), cacheControl, vary },
      { hashed: true, compressed: true, cacheControl: A_YEAR_IMMUTABLE, vary: 'accept-encoding' },
      `${screen}: ${name} (sent as ${encoding}) arrives compressed, content-hashed, cached a year and immutable`,
    );
  }
}

/**
 * A font arriving after the first screen has painted re-flows it (the users list's header moved on
 * a phone): the one the screen draws with is asked for with the page, and that request is reused.
 */
function expectFontPreloaded({ fonts, preloadedFonts }: FirstVisit, screen: string): void {
  assert.ok(preloadedFonts.length > 0, `${screen}: index.html preloads the web font`);
  assert.deepEqual(
    fonts.toSorted(),
    preloadedFonts.toSorted(),
    `${screen}: each font drawn with is preloaded, fetched once`,
  );
}

/** Lighthouse's phone (its mobile preset's screen). */
const PHONE = { width: 412, height: 823 };

interface ShiftSource {
  element: string;
  inFooter: boolean;
}

/** Records, from the page's start, each layout shift's moved elements (the Layout Instability API). */
async function recordLayoutShifts(page: Page): Promise<() => Promise<ShiftSource[]>> {
  await page.addInitScript(() => {
    const moved: { element: string; inFooter: boolean }[] = [];
    Object.assign(window, { movedElements: moved });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { sources: { node: Node | null }[] })[])
        for (const { node } of entry.sources) {
          const element = node instanceof Element ? node : node?.parentElement;
          if (!element) continue;
          const inFooter = element.closest('.data-table-footer') !== null;
          moved.push({ element: `${element.tagName.toLowerCase()}.${element.className}`, inFooter });
        }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { movedElements: ShiftSource[] }).movedElements);
}

/**
 * Text only the code loaded on first use carries: the command palette's placeholder, and the date
 * filter's calendar spinner among the Filters panel's fields (docs/benchmarks.md, Weight).
 */
const LOADED_WHEN_OPENED = {
  'the command palette': 'Go to a screen, a user',
  'the filter fields': 'Loading the calendar',
};

/** The scripts answered so far, taken from `responses`, as one text. */
async function scriptsText(responses: Response[]): Promise<string> {
  const scripts = responses.splice(0).filter((response) => response.request().resourceType() === 'script');
  return (await Promise.all(scripts.map((response) => response.text()))).join('\n');
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function expectWithinBudget(files: FileSent[], screen: string, budget: number): void {
  const total = (kind: FileSent['kind']) =>
    files.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.bytes, 0);
  const [js, css] = [total('script'), total('stylesheet')];
  const encodings = [...new Set(files.map((file) => file.encoding))].join(', ');
  console.log(
    `# ${screen}: JavaScript ${kilobytes(js)} (budget ${kilobytes(budget)}), CSS ${kilobytes(css)} as sent (${encodings}), ${files.length} files`,
  );
  const largest = [...files].sort((a, b) => b.bytes - a.bytes).slice(0, 5);
  console.log(`#   largest: ${largest.map((file) => `${file.name} ${kilobytes(file.bytes)}`).join(', ')}`);
  assert.ok(js <= budget, `${screen}: ${kilobytes(js)} of JavaScript is over its ${kilobytes(budget)} budget`);
}

export function weightScenarios(): void {
  describe('weight', () => {
    let admin: StorageState;

    scenario(
      'a first visit to the sign-in screen gets its files compressed and cached a year, within the JavaScript budget',
      'weight-sign-in',
      async (page) => {
        const { files } = await firstVisit(page, '/', (shown) =>
          shown.getByRole('button', { name: 'Sign in', exact: true }).waitFor(),
        );
        expectCompressedAndCached(files, 'sign-in');
        expectWithinBudget(files, 'sign-in', JS_BUDGET_BYTES.signIn);
        admin = await signedInState(ADMIN);
      },
    );

    scenario(
      'a first visit to the users list, signed in, gets its files compressed and cached a year, within the JavaScript budget, its font preloaded',
      'weight-users-list',
      async (page) => {
        const visit = await firstVisit(page, USERS_PATH, settled);
        expectCompressedAndCached(visit.files, 'users list');
        expectWithinBudget(visit.files, 'users list', JS_BUDGET_BYTES.usersList);
        expectFontPreloaded(visit, 'users list');
      },
      { storageState: () => admin },
    );

    scenario(
      "a first visit to the users list loads the command palette and the filter panel's fields when each is first opened",
      'weight-users-list-on-first-use',
      async (page) => {
        const responses: Response[] = [];
        page.on('response', (response) => responses.push(response));
        await page.goto(USERS_PATH);
        await settled(page);
        await page.waitForLoadState('networkidle');
        const firstLoad = await scriptsText(responses);
        await page.keyboard.press('Control+k');
        await page.getByRole('combobox', { name: 'Command palette' }).waitFor();
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Filters' }).click();
        await page.getByRole('region', { name: 'Filters' }).getByRole('button', { name: 'Apply' }).waitFor();
        const onFirstUse = await scriptsText(responses);
        for (const [what, text] of Object.entries(LOADED_WHEN_OPENED))
          assert.deepEqual(
            { firstLoad: firstLoad.includes(text), onFirstUse: onFirstUse.includes(text) },
            { firstLoad: false, onFirstUse: true },
            `${what}: loaded when first opened, not with the first visit`,
          );
      },
      { storageState: () => admin },
    );

    scenario(
      "a part whose code does not arrive says so in its place, the list kept, and comes with a reload; a dialog's closes; a screen's says so",
      'weight-part-not-loaded',
      async (page) => {
        await page.goto(USERS_PATH);
        await settled(page);
        const search = searchBox(page);
        await search.fill('Chiamaka');
        await page.waitForURL(/search=Chiamaka/);
        await settled(page);
        // The line drops while the Filters panel's fields are on their way (as after a deploy, when
        // the page's older files are gone): the panel says so, and the list stays as it was.
        const filterFields = (url: URL) => /^\/FilterForm\.[0-9a-f]{8}\.js$/.test(url.pathname);
        await page.route(filterFields, (route) => route.abort('internetdisconnected'));
        await page.getByRole('button', { name: 'Filters' }).click();
        const panel = page.getByRole('region', { name: 'Filters' });
        await panel.getByRole('alert').getByText('The filters did not load', { exact: true }).waitFor();
        assert.equal(await page.getByRole('heading', { name: 'Users', level: 1 }).isVisible(), true);
        await page.unroute(filterFields);
        // Chromium keeps a module it could not fetch as failed for the page's life: a reload brings it.
        await panel.getByRole('button', { name: 'Reload the page', exact: true }).click();
        await page.waitForEvent('load');
        await settled(page);
        assert.equal(await search.inputValue(), 'Chiamaka', 'the reloaded screen keeps its search');
        await page.getByRole('button', { name: 'Filters' }).click();
        await panel.getByRole('button', { name: 'Apply', exact: true }).waitFor();

        // A dialog that does not load says so above the screen; Close leaves the screen as it was.
        await page.route(/\/ExportDialog\.[0-9a-f]{8}\.js$/, (route) => route.abort('internetdisconnected'));
        await page.getByRole('button', { name: 'Export', exact: true }).click();
        const failure = page.getByRole('alert').filter({ hasText: 'The export dialog did not load' });
        await failure.getByRole('button', { name: 'Close', exact: true }).click();
        await failure.waitFor({ state: 'detached' });
        assert.equal(await page.getByRole('dialog').count(), 0, 'nothing is left open over the list');

        // A screen that does not load says so, and a reload at its address brings it.
        const rolesScreen = (url: URL) => /^\/RolesListScreen\.[0-9a-f]{8}\.js$/.test(url.pathname);
        await page.route(rolesScreen, (route) => route.abort('internetdisconnected'));
        await page.getByRole('link', { name: 'Roles', exact: true }).click();
        await page.getByText('This screen did not load', { exact: true }).waitFor();
        await page.unroute(rolesScreen);
        await page.getByRole('button', { name: 'Reload the page', exact: true }).click();
        await page.getByRole('heading', { name: 'Roles', level: 1 }).waitFor();
      },
      { storageState: () => admin },
    );

    scenario(
      "a phone's first visit to the users list: nothing in its footer moves when the first page arrives",
      'weight-users-list-phone-shift',
      async (page) => {
        await page.setViewportSize(PHONE);
        const moved = await recordLayoutShifts(page);
        await page.goto(USERS_PATH);
        await settled(page);
        await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 1' }).waitFor();
        // Layout shifts are reported after the frame that made them.
        await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 100))));
        const footer = (await moved()).filter((source) => source.inFooter).map((source) => source.element);
        assert.deepEqual(footer, [], 'the list footer keeps its layout while "Loading…" turns into the pager');
      },
      { storageState: () => admin },
    );
  });
}
