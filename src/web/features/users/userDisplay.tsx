import { Intent, Tag } from '@blueprintjs/core';
import type { UserStatus, UserSummary } from '../../api/generated';

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
