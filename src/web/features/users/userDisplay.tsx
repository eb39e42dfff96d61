import { Intent, Tag } from '@blueprintjs/core';
import type { UserStatus, UserSummary } from '../../api/generated';
import { paths } from '../../app/paths';
import type { RecordNames } from '../../components/record/RecordLoadStatus';

/** How the record screens name a user and lead back to the list. */
export const USER_NAMES: RecordNames = { noun: 'user', plural: 'users', listPath: paths.users.list };

const STATUS_INTENT: Record<UserStatus, Intent> = {
  active: Intent.SUCCESS,
  pending: Intent.WARNING,
  inactive: Intent.NONE,
};

export function UserStatusTag({ status }: { status: UserStatus }) {
  return <Tag intent={STATUS_INTENT[status]}>{status}</Tag>;
}

export { fullName } from '../../components/fullName';

/** The TPA or ministry a user belongs to, if any. */
export const organisationOf = (user: Pick<UserSummary, 'tpa' | 'ministry'>) =>
  user.tpa?.name ?? user.ministry?.name ?? '';
