/**
 * The users list screen (/agency-panel/users) as the end-to-end scenarios drive it: by its
 * accessible names, waiting for the list call a change makes and for the table to show its answer.
 */
import assert from 'node:assert/strict';
import type { Page, Response } from 'playwright-core';
import type { Pagination, UserList } from '../../src/web/api/generated';

export const USERS_PATH = '/agency-panel/users';
export const SEARCH_HINT = 'Search by name, email, phone';
const FOOTER = /^Showing (\d+) to (\d+) of (\d+) entries$/;

/** The users list call's answer, as the contract (and so the generated client) types it. */
export type UsersPage = UserList;

export const usersTable = (page: Page) => page.getByRole('table', { name: 'Users', exact: true });
export const footer = (page: Page) => page.getByText(FOOTER);
export const searchBox = (page: Page) => page.getByRole('searchbox', { name: SEARCH_HINT });
export const panelLink = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Agency panel' }).getByRole('link', { name: label, exact: true });

/** The URL's query as the browser shows it (select values with `+` for spaces). */
export const query = (page: Page) => new URL(page.url()).search;

/** The next answered users list call whose query `accept`s; start waiting before the change. */
export function listCall(page: Page, accept: (query: URLSearchParams) => boolean = () => true): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/users' && response.request().method() === 'GET' && accept(url.searchParams);
  });
}

/** Once the list call has answered, the table is no longer busy when it shows that answer. */
export async function settled(page: Page): Promise<void> {
  await usersTable(page).and(page.locator('[aria-busy="false"]')).waitFor();
}

/** Does `change` and waits for the list call it makes (debounced 500 ms) and its rendering. */
export async function changeList(
  page: Page,
  accept: (query: URLSearchParams) => boolean,
  change: () => Promise<unknown>,
): Promise<UsersPage> {
  const call = listCall(page, accept);
  await change();
  const response = await call;
  assert.equal(response.status(), 200, `the list call ${response.url()} succeeds`);
  await settled(page);
  const answer = (await response.json()) as UsersPage;
  // The table renders an answer as a Transition (useTableData): the rows and their figures show
  // together a moment after the call, so wait for the footer to read this answer's figures.
  const { from, to, total } = answer.pagination;
  if (from !== null && to !== null)
    await page.getByText(`Showing ${from} to ${to} of ${total} entries`, { exact: true }).waitFor();
  return answer;
}

/** Opens the users list at `search` (a query string) and waits for its first page. */
export function openUsers(page: Page, search = ''): Promise<UsersPage> {
  return changeList(
    page,
    () => true,
    () => page.goto(`${USERS_PATH}${search}`),
  );
}

export async function footerText(page: Page): Promise<string> {
  return (await footer(page).textContent())?.trim() ?? '';
}

export function expectedFooter(pagination: Pagination): string {
  return `Showing ${pagination.from ?? 0} to ${pagination.to ?? 0} of ${pagination.total} entries`;
}

/** The footer's total. */
export async function shownTotal(page: Page): Promise<number> {
  const match = FOOTER.exec(await footerText(page));
  assert.ok(match, 'the footer reads "Showing {from} to {to} of {total} entries"');
  return Number(match[3]);
}

/** The text of one column in every shown row, the column found by its header. */
export function columnTexts(page: Page, header: string): Promise<string[]> {
  return usersTable(page).evaluate((table, wanted) => {
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
    const index = headers.indexOf(wanted);
    if (index < 0) throw new Error(`no column "${wanted}" among ${headers.join(' | ')}`);
    return [...table.querySelectorAll('tbody tr')].map((row) => row.children[index]?.textContent?.trim() ?? '');
  }, header);
}

/** The ids of the shown rows, read from each row's View link (names repeat in the demo data). */
export function rowIds(page: Page): Promise<number[]> {
  return usersTable(page).evaluate((table) =>
    [...table.querySelectorAll('tbody tr')].map((row) =>
      Number(/\/users\/(\d+)/.exec(row.querySelector('a[href*="/users/"]')?.getAttribute('href') ?? '')?.[1]),
    ),
  );
}

/** The filters a list call sent, by name (its `filters` parameter is a JSON list of {name, type, value}). */
export function sentFilters(query: URLSearchParams): Record<string, unknown[]> {
  const sent = JSON.parse(query.get('filters') ?? '[]') as { name: string; value: unknown }[];
  return Object.fromEntries(sent.map((f) => [f.name, Array.isArray(f.value) ? f.value : [f.value]]));
}

/** The list as the API answers it directly (same session), to check what the screen shows. */
export async function apiList(page: Page, params: Record<string, string>): Promise<UsersPage> {
  const response = await page.request.get(`/api/users?${new URLSearchParams(params)}`);
  assert.equal(response.status(), 200, `GET /api/users?${new URLSearchParams(params)}`);
  return (await response.json()) as UsersPage;
}

/** The Filters panel's Apply button (filters chosen there are sent only when applied). */
export const applyButton = (page: Page) =>
  page.getByRole('region', { name: 'Filters' }).getByRole('button', { name: 'Apply', exact: true });

export async function openFilters(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await applyButton(page).waitFor();
}

/** Chooses `option` in the select filter labelled `label` (a Blueprint MultiSelect), then closes its menu. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  const field = page.getByRole('region', { name: 'Filters' }).getByRole('combobox', { name: label, exact: true });
  const input = field.getByRole('textbox', { name: label, exact: true });
  await input.click();
  await input.fill(option);
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await input.press('Escape');
  // The choice shows as a tag in the field.
  await field.getByText(option, { exact: true }).waitFor();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}
