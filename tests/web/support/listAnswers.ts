import type { ActivityLog, ActivityLogList, Pagination } from '../../../src/web/api/generated';

export interface PageOptions {
  page?: number;
  perPage?: number;
  /** All the rows the list holds; the shown ones unless told. */
  total?: number;
}

/**
 * The pagination of a list answer (docs/lists.md, The list engine) showing `shown` rows: page
 * `page` of `total` rows.
 */
export function paginationOf(shown: number, { page = 1, perPage = 12, total = shown }: PageOptions = {}): Pagination {
  const from = shown > 0 ? (page - 1) * perPage + 1 : null;
  return {
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    current_page: page,
    per_page: perPage,
    from,
    to: from === null ? null : from + shown - 1,
  };
}

/** An activity-log entry made by the signed-in test user (sessionOf's), about what `overrides` says. */
export function activityEntry(id: number, overrides: Partial<ActivityLog> = {}): ActivityLog {
  return {
    id,
    causer: { id: 7, name: 'Amina Bello', email: 'amina.bello@nhia.example' },
    action: 'updated',
    subject_type: null,
    subject_id: null,
    subject_label: null,
    changes: null,
    ip_address: '10.0.0.5',
    user_agent: 'jest',
    created_at: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A history answer (ActivityLogList) holding these entries, as a record's History panel reads it. */
export function historyPage(entries: ActivityLog[], options: PageOptions = {}): ActivityLogList {
  return { activity_logs: entries, no_of_batches: 1, pagination: paginationOf(entries.length, options) };
}
