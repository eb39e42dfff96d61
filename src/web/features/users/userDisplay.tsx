import { Intent, Tag } from '@blueprintjs/core';
import { AGENCY_TIME_ZONE, DEFAULT_LOCALE } from '../../../shared/constants';
import type { UserStatus, UserSummary } from '../../api/generated';

/** Dates are ISO strings end to end; shown in the agency's time zone. */
const dayFormat = new Intl.DateTimeFormat(DEFAULT_LOCALE, { dateStyle: 'medium', timeZone: AGENCY_TIME_ZONE });
const timeFormat = new Intl.DateTimeFormat(DEFAULT_LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone: AGENCY_TIME_ZONE });

/** The agency's calendar day of an instant. */
export const agencyDay = (iso: string) => dayFormat.format(new Date(iso));
/** The agency's day and time of an instant. */
export const agencyTime = (iso: string) => timeFormat.format(new Date(iso));

const STATUS_INTENT: Record<UserStatus, Intent> = {
  active: Intent.SUCCESS,
  pending: Intent.WARNING,
  inactive: Intent.NONE,
};

export function UserStatusTag({ status }: { status: UserStatus }) {
  return <Tag intent={STATUS_INTENT[status]}>{status}</Tag>;
}

export function fullName(user: Pick<UserSummary, 'first_name' | 'middle_name' | 'last_name'>): string {
  return [user.first_name, user.middle_name, user.last_name].filter(Boolean).join(' ');
}

/** The TPA or ministry a user belongs to, if any. */
export const organisationOf = (user: Pick<UserSummary, 'tpa' | 'ministry'>) => user.tpa?.name ?? user.ministry?.name ?? '';
