import type { ActivityLog, ActivityLogList, UserDetail } from '../../../../src/web/api/generated';
import { userRow } from '../../data-table/support/users';

/** A user as GET /api/users/{id} answers; `id` makes each one distinct. */
export function userDetail(id: number, overrides: Partial<UserDetail> = {}): UserDetail {
  return {
    ...userRow(id),
    current_active_role_name: 'Super Admin',
    updated_at: '2026-02-01T10:00:00.000Z',
    version: 3,
    ...overrides,
  };
}

/** An activity-log entry about user `subjectId`. */
export function historyEntry(id: number, subjectId: number, overrides: Partial<ActivityLog> = {}): ActivityLog {
  return {
    id,
    causer: { id: 7, name: 'Amina Bello', email: 'amina.bello@nhia.example' },
    action: 'updated',
    subject_type: 'user',
    subject_id: subjectId,
    subject_label: `User ${subjectId}`,
    changes: { before: { phone: '+2348000000001' }, after: { phone: '+2348099999999' } },
    ip_address: '10.0.0.5',
    user_agent: 'jest',
    created_at: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A history answer (ActivityLogList) with the list answer's pagination. */
export function historyPage(entries: ActivityLog[], options: { page?: number; total?: number } = {}): ActivityLogList {
  const page = options.page ?? 1;
  const total = options.total ?? entries.length;
  const from = entries.length > 0 ? (page - 1) * 12 + 1 : null;
  return {
    activity_logs: entries,
    no_of_batches: 1,
    pagination: {
      total,
      last_page: Math.max(1, Math.ceil(total / 12)),
      current_page: page,
      per_page: 12,
      from,
      to: from === null ? null : from + entries.length - 1,
    },
  };
}
