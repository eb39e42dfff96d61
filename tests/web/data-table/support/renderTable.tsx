import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { USER_STATUSES, USER_TYPES } from '../../../../src/shared/user-types';
import { useLazyExportUsersQuery, useListUsersQuery, type UserSummary } from '../../../../src/web/api/generated';
import { KeyboardProviders } from '../../../../src/web/components/keyboard/KeyboardProviders';
import { AppProviders } from '../../../../src/web/app/AppProviders';
import { persistSavedFilters, setupStore, type AppStore } from '../../../../src/web/app/store';
import {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type FilterDefinition,
} from '../../../../src/web/components/data-table';
import { TEST_ORIGIN } from '../../support/fixtures';
import type { FetchStub } from '../../support/fetchStub';

export const TABLE_PATH = '/people';
const optionsOf = (values: readonly string[]) => values.map((v) => ({ item_text: v, item_value: v }));

/** One filter of each kind: multiple select, single select, options from the API, date range. */
export const testFilters: readonly FilterDefinition[] = [
  {
    name: 'user_type',
    label: 'User type',
    type: 'select',
    value: [],
    allow_multiple: true,
    options: optionsOf(USER_TYPES),
  },
  { name: 'status', label: 'Status', type: 'select', value: null, options: optionsOf(USER_STATUSES) },
  {
    name: 'role',
    label: 'Role',
    type: 'select',
    value: [],
    allow_multiple: true,
    fetch_options_from_api: true,
    api_endpoint: '/api/roles/options',
  },
  { name: 'created_at', label: 'Created at', type: 'date_range', value: [] },
];

const testColumns: readonly DataTableColumn<UserSummary>[] = [
  { key: 'name', header: 'Name', sortKey: 'name', render: (u) => `${u.first_name} ${u.last_name}` },
  { key: 'email', header: 'Email', sortKey: 'email', render: (u) => u.email },
  { key: 'phone', header: 'Phone', render: (u) => u.phone },
];

interface TableOptions {
  at?: string;
  filters?: readonly FilterDefinition[];
  toolbar?: DataTableProps<UserSummary, 'users'>['toolbar'];
  rowActions?: DataTableProps<UserSummary, 'users'>['rowActions'];
  onRowOpen?: DataTableProps<UserSummary, 'users'>['onRowOpen'];
  /** A store prepared by the test (a signed-in user in its cache); a fresh one unless given. */
  store?: AppStore;
  columns?: readonly DataTableColumn<UserSummary>[];
  rowHref?: DataTableProps<UserSummary, 'users'>['rowHref'];
  /** Offer the users list's saved views. */
  viewsList?: DataTableProps<UserSummary, 'users'>['viewsList'];
  /** Rows can be selected, as on a list with bulk actions (the default here); false: a list without any. */
  selectable?: boolean;
}

/** The default actions cell: one plain link per row. */
const openLink = (u: UserSummary) => <a href={`/people/${u.id}`}>{`Open ${u.first_name}`}</a>;

/**
 * The data-table on the users list and export calls, under a memory router at `at`, on a
 * fresh store that persists its saved filters to localStorage. Fake timers are expected.
 */
export function renderTable({
  at = TABLE_PATH,
  filters = testFilters,
  toolbar,
  rowActions = openLink,
  onRowOpen,
  store = setupStore({ apiHost: TEST_ORIGIN }),
  columns = testColumns,
  rowHref,
  viewsList,
  selectable = true,
}: TableOptions = {}) {
  const persistor = persistSavedFilters(store);
  const table = (
    <DataTable
      title="People"
      columns={columns}
      filters={filters}
      searchFields={['name', 'email', 'phone']}
      recordsKey="users"
      useDataQuery={useListUsersQuery}
      useLazyExportQuery={useLazyExportUsersQuery}
      rowKey={(u) => u.id}
      rowLabel={(u) => `${u.first_name} ${u.last_name}`}
      rowActions={rowActions}
      onRowOpen={onRowOpen}
      rowHref={rowHref}
      toolbar={toolbar}
      viewsList={viewsList}
      selectable={selectable}
    />
  );
  const router = createMemoryRouter([{ path: '*', element: table }], { initialEntries: [at] });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = render(
    <AppProviders store={store} persistor={persistor}>
      <KeyboardProviders>
        <RouterProvider router={router} />
      </KeyboardProviders>
    </AppProviders>,
  );
  return { store, persistor, router, user, view };
}

/** The query of every users-list call, in order, as plain objects. */
export function listQueries(stub: FetchStub): Record<string, string>[] {
  return stub.requests
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === '/api/users')
    .map((url) => Object.fromEntries(url.searchParams));
}

/** The rows' e-mail cells, to tell which answer is shown. */
export const shownEmails = () =>
  screen
    .queryAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[2]?.textContent);

/** The table is rendered and its first answer is on screen. */
export const tableReady = () => screen.findByRole('table', { name: 'People' });
