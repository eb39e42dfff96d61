import type { ActivityLog, UserDetail } from '../../../../src/web/api/generated';
import { userRow } from '../../data-table/support/users';
import { activityEntry } from '../../support/listAnswers';

/** A user as GET /api/users/{id} answers; `id` makes each one distinct. */
export function userDetail(id: number, overrides: Partial<UserDetail> = {}): UserDetail {
  return {
    ...userRow(id),
    current_active_role_name: 'Super Admin',
    updated_at: '2026-02-01T10:00:00.000Z',
    version: 3,
    pending_email: null,
    pending_email_expires_at: null,
    expires_on: null,
    dormancy_exempt: false,
    role_ends: [],
    ...overrides,
  };
}

/** An activity-log entry about user `subjectId`. */
export function historyEntry(id: number, subjectId: number, overrides: Partial<ActivityLog> = {}): ActivityLog {
  return activityEntry(id, {
    subject_type: 'user',
    subject_id: subjectId,
    subject_label: `User ${subjectId}`,
    changes: { before: { phone: '+2348000000001' }, after: { phone: '+2348099999999' } },
    ...overrides,
  });
}
