import type { UserList, UserSummary } from '../../../../src/web/api/generated';
import { json, stubFetch, type FetchStub } from '../../support/fetchStub';
import { paginationOf } from '../../support/listAnswers';

/** A user row of the list answer; `id` makes each one distinct. */
export function userRow(id: number, overrides: Partial<UserSummary> = {}): UserSummary {
  return {
    id,
    first_name: `First${id}`,
    middle_name: null,
    last_name: `Last${id}`,
    email: `user${id}@nhia.example`,
    phone: `+23480000${String(id).padStart(4, '0')}`,
    user_type: 'Agency Staff',
    status: 'active',
    roles: [{ id: 1, name: 'Super Admin' }],
    tpa: null,
    ministry: null,
    organisation_suspended: false,
    last_login_at: null,
    expires_on: null,
    created_at: '2026-01-15T09:30:00.000Z',
    ...overrides,
  };
}

export function userRows(count: number, firstId = 1): UserSummary[] {
  return Array.from({ length: count }, (_, i) => userRow(firstId + i));
}

/** A list answer (docs/lists.md, The list engine) for these rows, page `page` of `total` rows. */
export function userList(
  rows: UserSummary[],
  { page = 1, perPage = 12, total = rows.length, batches = 1 } = {},
): UserList {
  return { users: rows, no_of_batches: batches, pagination: paginationOf(rows.length, { page, perPage, total }) };
}

/**
 * For every test of the calling file: a backend answering the users list with three rows, on
 * fake timers (the list's debounce), and no saved filters left behind.
 */
export function serveThreeUsers(): void {
  let fetchStub: FetchStub;
  beforeEach(() => {
    jest.useFakeTimers();
    fetchStub = stubFetch({ 'GET /api/users': () => json(200, userList(userRows(3))) });
  });
  afterEach(() => {
    fetchStub.restore();
    jest.useRealTimers();
    localStorage.clear();
  });
}
