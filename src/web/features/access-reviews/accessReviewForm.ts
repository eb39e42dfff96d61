import type {
  AccessReviewDeadlineRule,
  AccessReviewInput,
  AccessReviewScope,
  AccessReviewScopeKind,
  Option,
  Permission,
  UserType,
} from '../../api/generated';

/** The "Start a review" form's values, as its fields hold them. */
export interface AccessReviewFormValues {
  name: string;
  kind: AccessReviewScopeKind | '';
  /** The TPA, ministry or role of a scope of that kind. */
  target: Option | null;
  user_type: UserType | '';
  permission: Permission | '';
  /** The last day (YYYY-MM-DD), or the text typed while it is no date. */
  deadline: string | null;
  deadline_rule: AccessReviewDeadlineRule | '';
  /** None: every active agency staff member holding "manage access reviews" (the server's default). */
  reviewers: Option[];
}

export const EMPTY_ACCESS_REVIEW_FORM: AccessReviewFormValues = {
  name: '',
  kind: '',
  target: null,
  user_type: '',
  permission: '',
  deadline: null,
  deadline_rule: '',
  reviewers: [],
};

/**
 * Where messages show: the contract's keys, but the scope's value (`scope.id`, `scope.user_type`,
 * `scope.permission`) under the picker of that value, `scope_value`, rather than the kind's.
 */
export const ACCESS_REVIEW_FORM_FIELDS = [
  'name',
  'scope',
  'scope_value',
  'deadline',
  'deadline_rule',
  'reviewer_ids',
] as const;
export type AccessReviewFormField = (typeof ACCESS_REVIEW_FORM_FIELDS)[number];

const SCOPE_VALUE_KEYS = ['scope.id', 'scope.user_type', 'scope.permission'];

/** The contract's (or the server's) messages by key, the scope's value's moved to `scope_value`. */
export function atFormKeys(byKey: Record<string, string[]>): Record<string, string[]> {
  const placed: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(byKey)) {
    const at = SCOPE_VALUE_KEYS.includes(key) ? 'scope_value' : key;
    placed[at] = [...(placed[at] ?? []), ...messages];
  }
  return placed;
}

/** The agency's clock is Lagos time, UTC+1 all year (components/agencyTime.ts). */
const AGENCY_OFFSET = '+01:00';
/** What the date field gives once a day in range is typed or picked. */
const ISO_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The campaign runs to the end of its last day in Lagos. Text that is no day goes as typed, so
 * the contract's check names the deadline's problem.
 */
export const deadlineOf = (day: string | null) =>
  day === null ? undefined : ISO_DAY_PATTERN.test(day) ? `${day}T23:59:59${AGENCY_OFFSET}` : day;

function scopeOf(values: AccessReviewFormValues): AccessReviewScope {
  const { kind } = values;
  if (kind === 'user_type') return { kind, ...(values.user_type && { user_type: values.user_type }) };
  if (kind === 'permission') return { kind, ...(values.permission && { permission: values.permission }) };
  return { kind: kind as AccessReviewScopeKind, ...(values.target && { id: Number(values.target.item_value) }) };
}

/** The body the form sends: a blank choice left out, so that the contract names it. */
export function accessReviewInputOf(values: AccessReviewFormValues): AccessReviewInput {
  const body = {
    name: values.name,
    scope: values.kind === '' ? {} : scopeOf(values),
    deadline: deadlineOf(values.deadline),
    deadline_rule: values.deadline_rule || undefined,
    reviewer_ids: values.reviewers.length > 0 ? values.reviewers.map((r) => Number(r.item_value)) : undefined,
  };
  return JSON.parse(JSON.stringify(body)) as AccessReviewInput;
}
