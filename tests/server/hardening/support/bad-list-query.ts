import Ajv from 'ajv';
import fc from 'fast-check';
import { activityLogsList } from '../../../../src/server/activity-logs/activity-logs-list';
import { loadContract } from '../../../../src/server/contract';
import { ministriesList, tpasList } from '../../../../src/server/organisations/organisation-lists';
import { permissionsList } from '../../../../src/server/roles/permissions-list';
import { rolesList } from '../../../../src/server/roles/roles-list';
import { usersList } from '../../../../src/server/users/users-list';
import { anyJson, badDayRange, malformedJson, nastyText } from './bad-values';

// The lists' own vocabulary, so that generated filters and sort keys reach the list engine's
// checks rather than stopping at the contract's shape checks.
const LISTS = [usersList, rolesList, permissionsList, tpasList, ministriesList, activityLogsList];
const FILTER_NAMES = [...new Set(LISTS.flatMap((list) => Object.keys(list.filters)))];
const SORT_KEYS = new Set(LISTS.flatMap((list) => Object.keys(list.sortable)));

/** The contract's ListFilters schema, checked as the list engine checks the decoded parameter. */
const matchesListFilters = (() => {
  const ajv = new Ajv({ strict: false });
  for (const [name, schema] of Object.entries(loadContract().components.schemas))
    ajv.addSchema(schema, `#/components/schemas/${name}`);
  return ajv.compile({ $ref: '#/components/schemas/ListFilters' });
})();

/**
 * Filter values that no filter of any list accepts: not record ids, not a value of any enum,
 * and not a `[from, to]` pair of calendar days in order. None is empty (an empty filter is ignored).
 */
const poisonedValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyText.filter((text) => text.trim() !== '' && !/^\d+$/.test(text)),
  fc.constantFrom<unknown>(
    [-1],
    [0],
    [2147483648],
    [1.5],
    [{}],
    {},
    true,
    [1, 'x'],
    Array(201).fill(1),
    ['2020-02-30', null],
    ['2020-02-01', '2020-01-01'],
    ['2020-01-01', '2020-01-02', '2020-01-03'],
    ['01/02/2020', null],
    ['2020-1-1', null],
  ),
  badDayRange,
);

const filterType = fc.constantFrom('select', 'date_range');

/** A filter whose name no list declares (names outside [a-z_], or the names of Object's own members). */
const unknownName = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'password_hash', 'id'),
  nastyText.filter((text) => /[^a-z_]/.test(text) && [...text].length <= 64),
);

/** `filters` values the list engine must refuse with a 422 on `filters…`, each with what it is. */
export const badFilters: fc.Arbitrary<{ label: string; value: string }> = fc.oneof(
  malformedJson.filter((text) => text.trim() !== '').map((value) => ({ label: 'malformed JSON', value })),
  anyJson
    .filter((value) => !matchesListFilters(value))
    .map((value) => ({ label: 'not a list of filters', value: JSON.stringify(value) })),
  fc
    .record({ name: unknownName, type: filterType, value: poisonedValue })
    .map((filter) => ({ label: 'unknown filter', value: JSON.stringify([filter]) })),
  fc
    .record({ name: fc.constantFrom(...FILTER_NAMES), type: filterType, value: poisonedValue })
    .map((filter) => ({ label: `bad ${filter.name} filter`, value: JSON.stringify([filter]) })),
  fc.constant({
    label: '51 filters',
    value: JSON.stringify(Array(51).fill({ name: 'status', type: 'select', value: null })),
  }),
);

/** Sort keys of the right shape that no list declares, Object's own members among them. */
export const badSortKey: fc.Arbitrary<string> = fc
  .oneof(
    fc.constantFrom('constructor', '__proto__', 'password_hash', 'id', 'tostring', '-constructor', '-__proto__'),
    fc.stringMatching(/^-?[a-z_]{1,64}$/),
  )
  .filter((key) => !SORT_KEYS.has(key.replace(/^-/, '')));
