import { ACTIVITY_LOGS_LIST } from '../../../src/shared/lists/activity-logs';
import { isFixedList, type ListDeclaration } from '../../../src/shared/lists/declaration';
import { MINISTRIES_LIST, TPAS_LIST } from '../../../src/shared/lists/organisations';
import { ROLES_LIST } from '../../../src/shared/lists/roles';
import { USERS_LIST } from '../../../src/shared/lists/users';
import type { DataTableColumn, FilterDefinition } from '../../../src/web/components/data-table';
import { filtersParam } from '../../../src/web/components/data-table/listState';
import { parseListState } from '../../../src/web/components/data-table/listUrl';
import {
  activityColumns,
  activityFilters,
  activitySearchFields,
} from '../../../src/web/features/activity-logs/activityLogsConfig';
import { MINISTRY } from '../../../src/web/features/organisations/ministryKind';
import { ORGANISATION_SEARCH_FIELDS } from '../../../src/web/features/organisations/organisationListConfig';
import { TPA } from '../../../src/web/features/organisations/tpaKind';
import { roleColumns, roleFilters, roleSearchFields } from '../../../src/web/features/roles/rolesListConfig';
import { userColumns, userFilters, userSearchFields } from '../../../src/web/features/users/usersListConfig';

interface Screen {
  list: ListDeclaration;
  filters: readonly FilterDefinition[];
  columns: readonly DataTableColumn<never>[];
  searchFields: readonly string[];
}

// Every list with a screen; the permissions catalogue has none (the role editor reads it whole).
const screens: Record<string, Screen> = {
  users: { list: USERS_LIST, filters: userFilters, columns: userColumns, searchFields: userSearchFields },
  roles: { list: ROLES_LIST, filters: roleFilters, columns: roleColumns, searchFields: roleSearchFields },
  tpas: { list: TPAS_LIST, filters: TPA.filters, columns: TPA.columns, searchFields: ORGANISATION_SEARCH_FIELDS },
  ministries: {
    list: MINISTRIES_LIST,
    filters: MINISTRY.filters,
    columns: MINISTRY.columns,
    searchFields: ORGANISATION_SEARCH_FIELDS,
  },
  activity_logs: {
    list: ACTIVITY_LOGS_LIST,
    filters: activityFilters,
    columns: activityColumns,
    searchFields: activitySearchFields,
  },
};

/** A filter as the list call and the filter panel read it: name, kind, several values or one, and where its choices come from. */
function asDeclared(filter: FilterDefinition) {
  if (filter.type === 'date_range') return { name: filter.name, kind: filter.type };
  if (filter.type === 'relative_day')
    return { name: filter.name, kind: filter.type, forms: filter.forms, presets: filter.presets };
  const choices = filter.fetch_options_from_api
    ? {
        endpoint: filter.api_endpoint,
        ...(filter.item_text && { itemText: filter.item_text }),
        ...(filter.item_value && { itemValue: filter.item_value }),
      }
    : filter.options?.map((option) => option.item_value);
  return { name: filter.name, kind: filter.type, multiple: filter.allow_multiple === true, options: choices };
}

function declared(list: ListDeclaration) {
  return list.filters.map((filter) => {
    if (filter.kind === 'date_range') return { name: filter.name, kind: filter.kind };
    if (filter.kind === 'relative_day')
      return { name: filter.name, kind: filter.kind, forms: filter.forms, presets: filter.presets };
    const options = isFixedList(filter.options) ? [...filter.options] : filter.options && { ...filter.options };
    return { name: filter.name, kind: filter.kind, multiple: filter.multiple, options };
  });
}

describe('the list screens', () => {
  it.each(Object.entries(screens))(
    '%s: filters, sort keys and search fields exactly as the shared declaration has them',
    (_, screen) => {
      expect(screen.filters.map(asDeclared)).toEqual(declared(screen.list));
      for (const column of screen.columns) if (column.sortKey) expect(screen.list.sortKeys).toContain(column.sortKey);
      expect([...screen.searchFields]).toEqual([...screen.list.searchFields]);
    },
  );

  it('send no filter whose values are all null or empty, and take none from the address, as the server counts none', () => {
    expect(filtersParam({ user_type: [null] as never, status: ['', null] as never }, userFilters)).toBeUndefined();
    expect(filtersParam({ user_type: [null, 'Beneficiary'] as never }, userFilters)).toBe(
      JSON.stringify([{ name: 'user_type', type: 'select', value: [null, 'Beneficiary'] }]),
    );
    expect(parseListState(new URLSearchParams('status=&created_at=..'), userFilters).filters).toEqual({});
  });
});
