import { MatchersV3 } from '@pact-foundation/pact';
import type { ActivityLogged } from '../../providerStates';
import { oneOfContractEnum } from './contractEnums';
import { anInstant, exactly } from './matchers';

const { integer, like, regex } = MatchersV3;

type Matcher = ReturnType<typeof regex>;

/**
 * The entry the activityLogged state writes (an ActivityLog): by a causer, with before/after
 * values, an IP address and a user agent. Any subject type of the contract unless narrowed.
 */
export function loggedEntryBody(
  logged: ActivityLogged,
  { subjectId = 2, subjectType }: { subjectId?: number; subjectType?: Matcher } = {},
) {
  return {
    id: integer(41),
    causer: { id: integer(3), name: like('Test pact-auditor-1'), email: like('pact-auditor-1@nhia.example') },
    action: regex(oneOfContractEnum('ActivityAction'), logged.action),
    subject_type: subjectType ?? regex(oneOfContractEnum('SubjectType'), logged.subject_type),
    subject_id: integer(subjectId),
    subject_label: like(logged.subject_label),
    changes: { before: like({ status: 'active' }), after: like({ status: 'inactive' }) },
    ip_address: like('102.89.32.14'),
    user_agent: like('Mozilla/5.0 (X11; Linux x86_64) pact-verifier'),
    created_at: anInstant(),
  };
}

/** A record's creation as a state that inserts it writes it: the first entry of its history, made by no request. */
export function creationEntryBody(subject: {
  type: string;
  id: number;
  label: string;
  after: Record<string, unknown>;
}) {
  return {
    id: integer(301),
    causer: null,
    action: regex(oneOfContractEnum('ActivityAction'), 'created'),
    subject_type: exactly(subject.type),
    subject_id: integer(subject.id),
    subject_label: like(subject.label),
    changes: { before: {}, after: subject.after },
    ip_address: null,
    user_agent: null,
    created_at: anInstant(),
  };
}
