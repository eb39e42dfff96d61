import type { UserSummary } from '../../../../src/web/api/generated';
import { enhancedApi } from '../../../../src/web/api/enhancedApi';
import { setupStore, type AppStore } from '../../../../src/web/app/store';
import { TagList, type DataTableColumn } from '../../../../src/web/components/data-table';
import { sessionOf, TEST_ORIGIN } from '../../support/fixtures';

/** Columns that say how they fit (docs/lists.md, Fit and density): one naming the row, one hidden until chosen, one of tags. */
export const fitColumns: readonly DataTableColumn<UserSummary>[] = [
  {
    key: 'name',
    header: 'Name',
    sortKey: 'name',
    render: (u) => `${u.first_name} ${u.last_name}`,
    width: 150,
    hideable: false,
  },
  { key: 'email', header: 'Email', sortKey: 'email', render: (u) => u.email, width: 200 },
  { key: 'phone', header: 'Phone', render: (u) => u.phone, width: 140, hiddenByDefault: true },
  {
    key: 'roles',
    header: 'Roles',
    render: (u) => <TagList values={u.roles.map((role) => role.name)} noun="roles" />,
    width: 160,
  },
];

/** A store whose session check has answered for user `id`, as the guard would have before any list renders. */
export async function signedInStore(id: number): Promise<AppStore> {
  const store = setupStore({ apiHost: TEST_ORIGIN });
  const session = sessionOf();
  await store.dispatch(
    enhancedApi.util.upsertQueryData('getCurrentUser', undefined, { ...session, user: { ...session.user, id } }),
  );
  return store;
}

/** The table's header labels, left to right, after the selection column. */
export const headerLabels = (table: HTMLElement) =>
  [...table.querySelectorAll('thead th')].slice(1).map((th) => th.textContent ?? '');

/** The widths the table's columns are given (its colgroup), after the selection column. */
export const columnWidths = (table: HTMLElement) =>
  [...table.querySelectorAll('col')].slice(1).map((col) => (col as HTMLElement).style.width);
