/**
 * Every list fits the agency's laptops (docs/lists.md, Fit and density): at 1280×800 and 1440×900,
 * on every list at its default columns, the page never scrolls sideways, each row's actions are on
 * screen and not covered, the headers' labels line up and are whole, and rows are compact (32 px).
 * With every column shown the table scrolls in its own area with its select and actions columns
 * pinned; comfortable rows keep their actions whole; a long multi-value cell (the Super Admin's
 * permissions) stays inside its own column. Screenshots of every list at both sizes go to
 * test-results/table-fit-<list>-<width>.png.
 */
import assert from 'node:assert/strict';
import { before, describe } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { ADMIN, scenario, screenshot, signedInState, type StorageState } from './scenario';

interface ListScreen {
  slug: string;
  /** Where it is; a function when it needs a record's id. */
  path: (page: Page) => Promise<string>;
  /** The table: the screen's records (an organisation's view also shows its history). */
  table: (page: Page) => Locator;
  /** The cells holding each row's buttons and links. */
  actions: string;
}

const fixed = (path: string) => async () => path;
const dataTable = (page: Page) => page.locator('table.data-table-records');

/** The first TPA's view, whose Users section lists the TPA's staff. */
async function firstTpaView(page: Page): Promise<string> {
  const answer = await page.request.get('/api/tpas?items_per_page=1');
  const { tpas } = (await answer.json()) as { tpas: { id: number }[] };
  assert.ok(tpas.length > 0, 'the demo data has TPAs');
  return `/agency-panel/tpas/${tpas[0].id}`;
}

/** My exports, after asking for one export so that it has a row. */
async function myExportsWithAJob(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const answer = await page.request.get('/api/roles/export?batch=1&export_file_name=fit.xlsx', {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
  });
  assert.equal(answer.status(), 202, `an export is requested: ${await answer.text()}`);
  return '/agency-panel/exports';
}

const LISTS: readonly ListScreen[] = [
  { slug: 'users', path: fixed('/agency-panel/users'), table: dataTable, actions: '.data-table-actions' },
  { slug: 'roles', path: fixed('/agency-panel/roles'), table: dataTable, actions: '.data-table-actions' },
  { slug: 'tpas', path: fixed('/agency-panel/tpas'), table: dataTable, actions: '.data-table-actions' },
  { slug: 'ministries', path: fixed('/agency-panel/ministries'), table: dataTable, actions: '.data-table-actions' },
  {
    slug: 'activity-logs',
    path: fixed('/agency-panel/user-activity-logs'),
    table: dataTable,
    actions: '.data-table-actions',
  },
  {
    slug: 'organisation-users',
    path: firstTpaView,
    table: (page) => page.locator('table.organisation-users'),
    actions: 'td:last-child',
  },
  {
    slug: 'my-exports',
    path: myExportsWithAJob,
    table: (page) => page.getByRole('table', { name: 'My exports', exact: true }),
    actions: 'td:last-child',
  },
];

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
] as const;

/** Opens a list and waits until its table shows an answer (not busy, at least one row). */
async function openList(page: Page, list: ListScreen): Promise<Locator> {
  await page.goto(await list.path(page));
  const table = list.table(page);
  await table.and(page.locator('[aria-busy="false"]')).waitFor();
  await table.locator('tbody tr').first().waitFor();
  return table;
}

/** How far the page scrolls sideways: 0 when it fits. */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Every button and link of the actions cells that is not on screen or is covered by something
 * else at its centre (a scrolled-away column, a neighbour drawn over it), as "row n: label".
 */
function hiddenActions(table: Locator, selector: string): Promise<string[]> {
  return hiddenControls(table, `${selector} a, ${selector} button`);
}

/** The controls (matching `selector` in each row) that are not on screen or are covered at their centre. */
function hiddenControls(table: Locator, selector: string): Promise<string[]> {
  return table.evaluate((element, controls) => {
    const hidden: string[] = [];
    element.querySelectorAll('tbody tr').forEach((row, index) => {
      row.querySelectorAll(controls).forEach((control) => {
        const box = control.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        const onScreen = box.left >= 0 && box.right <= window.innerWidth && box.width > 0;
        const hit = onScreen ? document.elementFromPoint(x, Math.min(y, window.innerHeight - 1)) : null;
        const reachable = y > window.innerHeight || (hit !== null && control.contains(hit));
        if (!onScreen || !reachable)
          hidden.push(
            `row ${index + 1}: ${control.getAttribute('aria-label') ?? control.textContent ?? control.className}`,
          );
      });
    });
    return hidden;
  }, selector);
}

/**
 * The parts of a cell's content drawn outside the cell: every text and element box, clipped by
 * the boxes of its ancestors (up to the cell) that clip their overflow, against the cell's box.
 */
function spill(cell: Locator): Promise<{ left: number; right: number }> {
  return cell.evaluate((td) => {
    const cellBox = td.getBoundingClientRect();
    let left = 0;
    let right = 0;
    const walker = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!text.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const box = range.getBoundingClientRect();
      // No helper functions in here: the page runs this without the test's build helpers.
      const clip = { left: -Infinity, right: Infinity };
      for (let e = text.parentElement; e && td.contains(e); e = e.parentElement) {
        if (getComputedStyle(e).overflowX === 'visible') continue;
        const edges = e.getBoundingClientRect();
        clip.left = Math.max(clip.left, edges.left);
        clip.right = Math.min(clip.right, edges.right);
      }
      left = Math.max(left, cellBox.left - Math.max(box.left, clip.left));
      right = Math.max(right, Math.min(box.right, clip.right) - cellBox.right);
    }
    return { left, right };
  });
}

/** The top of each header's label text, to see that sortable and plain headers line up. */
function headerTextTops(table: Locator): Promise<Record<string, number>> {
  return table.evaluate((element) => {
    const tops: Record<string, number> = {};
    element.querySelectorAll('thead th').forEach((th) => {
      const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (!text.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        tops[text.textContent.trim()] = Math.round(range.getBoundingClientRect().top);
        break;
      }
    });
    return tops;
  });
}

/** The header labels an ellipsis cuts at the list's default widths. */
function cutHeaders(table: Locator): Promise<string[]> {
  return table
    .locator('thead .data-table-header-label')
    .evaluateAll((labels) =>
      labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent ?? ''),
    );
}

/** What does not fit on one list at the page's size, as sentences (none when it fits). */
async function misfits(page: Page, list: ListScreen, width: number): Promise<string[]> {
  const table = await openList(page, list);
  await screenshot(page, `table-fit-${list.slug}-${width}`, { fullPage: false });
  const found: string[] = [];
  const overflow = await pageOverflow(page);
  if (overflow > 0) found.push(`the page scrolls ${overflow} px sideways`);
  const hidden = await hiddenActions(table, list.actions);
  if (hidden.length > 0) found.push(`actions off screen or covered: ${hidden.slice(0, 3).join(', ')}…`);
  const tops = await headerTextTops(table);
  const distinct = Object.values(tops);
  if (Math.max(...distinct) - Math.min(...distinct) > 1)
    found.push(`header labels not aligned: ${JSON.stringify(tops)}`);
  const cut = await cutHeaders(table);
  if (cut.length > 0) found.push(`header labels cut: ${cut.join(', ')}`);
  if (list.table === dataTable) {
    const heights = await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.clientHeight));
    if (heights.some((height) => height > 33)) found.push(`rows taller than compact: ${heights.join(', ')} px`);
  }
  return found.map((problem) => `${list.slug} at ${width} px: ${problem}`);
}

export function tableFitScenarios(): void {
  describe('every list fits the laptop screen', () => {
    let admin: StorageState;
    before(async () => {
      admin = await signedInState(ADMIN);
    });

    for (const size of SIZES) {
      scenario(
        `at ${size.width}×${size.height} every list fits: no sideways page scroll, actions on screen, headers aligned`,
        `table-fit-${size.width}`,
        async (page) => {
          await page.setViewportSize(size);
          const found: string[] = [];
          for (const list of LISTS) found.push(...(await misfits(page, list, size.width)));
          assert.deepEqual(found, [], 'every list fits');
        },
        { storageState: () => admin, timeoutMs: 120_000 },
      );
    }

    scenario(
      'at 1280×800 with every column shown the users table scrolls in its own area, its select and actions columns pinned',
      'table-fit-pinned',
      async (page) => {
        await page.setViewportSize(SIZES[0]);
        const table = await openList(page, LISTS[0]);
        await page.getByRole('button', { name: 'Layout', exact: true }).click();
        // Blueprint draws the checkbox over its input: the label is what a person clicks.
        const chooser = page.getByRole('list', { name: 'Columns', exact: true });
        for (const column of ['Phone', 'TPA or ministry']) await chooser.getByText(column, { exact: true }).click();
        await page.keyboard.press('Escape');
        await table.getByRole('columnheader', { name: 'TPA or ministry' }).waitFor();
        const body = page.locator('.data-table-body');
        const { scrollWidth, clientWidth } = await body.evaluate((e) => ({
          scrollWidth: e.scrollWidth,
          clientWidth: e.clientWidth,
        }));
        assert.ok(
          scrollWidth > clientWidth,
          `the table (${scrollWidth} px) is wider than its area (${clientWidth} px)`,
        );
        // The focused row's outline passes under the pinned cells, which draw their part of it.
        // The table's one tab stop; focusing it focuses its first row. The closing Layout popover
        // hands focus back to its button a moment later, so focus the table once that is done.
        await chooser.waitFor({ state: 'detached' });
        await page.waitForFunction(() => {
          const tableBody = document.querySelector<HTMLElement>('.data-table-body')!;
          if (!tableBody.matches(':focus-within')) tableBody.focus();
          return tableBody.matches(':focus-within') && tableBody.querySelector('tr.data-table-row-focused') !== null;
        });
        const pinnedOutline = await table
          .locator(
            'tr.data-table-row-focused > td.data-table-select, tr.data-table-row-focused > td.data-table-actions',
          )
          .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell).boxShadow));
        assert.equal(pinnedOutline.length, 2, 'a focused row with its two pinned cells');
        for (const shadow of pinnedOutline)
          assert.match(shadow, /2px/, `the pinned cell draws the outline (${shadow})`);
        for (const at of ['start', 'middle', 'end'] as const) {
          await body.evaluate((e, where) => {
            const far = e.scrollWidth - e.clientWidth;
            e.scrollLeft = where === 'start' ? 0 : where === 'middle' ? far / 2 : far;
          }, at);
          if (at === 'middle') await screenshot(page, 'table-fit-users-all-columns-1280', { fullPage: false });
          assert.equal(await pageOverflow(page), 0, `scrolled to the ${at}: the page does not scroll sideways`);
          assert.deepEqual(await hiddenActions(table, '.data-table-actions'), [], `scrolled to the ${at}: actions`);
          assert.deepEqual(
            await hiddenControls(table, '.data-table-select .bp6-control-indicator'),
            [],
            `scrolled to the ${at}: the row checkboxes`,
          );
        }
      },
      { storageState: () => admin },
    );

    scenario(
      'at 1280×800 in comfortable rows every row is taller and its actions are still whole, on screen and uncovered',
      'table-fit-comfortable',
      async (page) => {
        await page.setViewportSize(SIZES[0]);
        const table = await openList(page, LISTS[2]);
        await page.getByRole('button', { name: 'Layout', exact: true }).click();
        await page.getByRole('radio', { name: 'Comfortable', exact: true }).click();
        await page.keyboard.press('Escape');
        await page.locator('section.data-table-comfortable').waitFor();
        const heights = await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.clientHeight));
        assert.ok(
          heights.every((height) => height >= 40),
          `comfortable rows are 40 px or more: ${heights.join(', ')}`,
        );
        assert.equal(await pageOverflow(page), 0, 'the page does not scroll sideways');
        assert.deepEqual(await hiddenActions(table, '.data-table-actions'), [], 'every action is on screen');
        const cut = await table
          .locator('tbody td.data-table-actions')
          .evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth).length);
        assert.equal(cut, 0, 'no actions cell is cut');
        await screenshot(page, 'table-fit-tpas-comfortable-1280', { fullPage: false });
      },
      { storageState: () => admin },
    );

    scenario(
      "at 1280×800 the Super Admin's permissions stay inside their column",
      'table-fit-permissions',
      async (page) => {
        await page.setViewportSize(SIZES[0]);
        const table = await openList(page, LISTS[1]);
        const row = table.locator('tbody tr').filter({ hasText: 'Super Admin' });
        const headers = await table.locator('thead th').allTextContents();
        const column = headers.findIndex((header) => header.trim() === 'Permissions');
        assert.ok(column >= 0, `a Permissions column among ${headers.join(' | ')}`);
        const cell = row.locator('td').nth(column);
        const { left, right } = await spill(cell);
        assert.ok(left <= 1 && right <= 1, `nothing drawn outside the cell (left ${left} px, right ${right} px)`);
        await cell.getByRole('button', { name: /^\+\d+/ }).click();
        const rest = page.locator('.data-table-tag-overflow');
        await rest.waitFor();
        assert.ok((await rest.locator('.bp6-tag').count()) > 0, 'the rest of the permissions show in a popover');
        await screenshot(page, 'table-fit-permissions-popover', { fullPage: false });
      },
      { storageState: () => admin },
    );
  });
}
