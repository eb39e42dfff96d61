import type { ActivityLog, Ministry, Tpa, UserSummary } from '../../../../src/web/api/generated';
import { activityEntry, paginationOf } from '../../support/listAnswers';

/** A TPA as GET /api/tpas/{id} answers it. */
export function tpa(id: number, overrides: Partial<Tpa> = {}): Tpa {
  return {
    id,
    name: `Sterling Health ${id}`,
    code: `NHIA/TPA/${String(id).padStart(3, '0')}`,
    email: `tpa${id}@hmo.example`,
    phone: '+2348030000000',
    address: '12 Marina, Lagos',
    state: 'Lagos',
    contact_person: 'Ada Obi',
    accreditation_date: '2024-02-29',
    status: 'active',
    users_count: 3,
    created_at: '2026-01-15T09:00:00.000Z',
    updated_at: '2026-02-01T10:00:00.000Z',
    version: 2,
    ...overrides,
  };
}

/** A ministry as GET /api/ministries/{id} answers it. */
export function ministry(id: number, overrides: Partial<Ministry> = {}): Ministry {
  return {
    id,
    name: `Federal Ministry ${id}`,
    code: `FMH-${id}`,
    email: `ministry${id}@gov.example`,
    phone: '094610000',
    address: 'Central Business District, Abuja',
    contact_person: 'Musa Bello',
    status: 'active',
    users_count: 1,
    created_at: '2026-01-15T09:00:00.000Z',
    updated_at: '2026-02-01T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

export const tpaList = (tpas: Tpa[]) => ({ tpas, no_of_batches: 1, pagination: paginationOf(tpas.length) });
export const ministryList = (ministries: Ministry[]) => ({
  ministries,
  no_of_batches: 1,
  pagination: paginationOf(ministries.length),
});

/** A staff member of TPA `tpaId`. */
export function member(id: number, tpaId: number, overrides: Partial<UserSummary> = {}): UserSummary {
  return {
    id,
    first_name: 'Chiamaka',
    middle_name: null,
    last_name: `Obi ${id}`,
    email: `member${id}@hmo.example`,
    phone: null,
    user_type: 'TPA Staff',
    status: 'active',
    roles: [],
    tpa: { id: tpaId, name: `Sterling Health ${tpaId}` },
    ministry: null,
    organisation_suspended: false,
    last_login_at: null,
    expires_on: null,
    created_at: '2026-01-20T09:00:00.000Z',
    ...overrides,
  };
}

/** An activity-log entry about organisation `subjectId`. */
export function historyEntry(id: number, subjectId: number, overrides: Partial<ActivityLog> = {}): ActivityLog {
  return activityEntry(id, {
    action: 'suspended',
    subject_type: 'tpa',
    subject_id: subjectId,
    subject_label: `Sterling Health ${subjectId}`,
    changes: { before: { status: 'active' }, after: { status: 'suspended' } },
    ...overrides,
  });
}
