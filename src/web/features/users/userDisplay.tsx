import { Intent, Tag } from '@blueprintjs/core';
import { agencyDay, agencyTime } from '../../components/agencyTime';
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

/** When a user last signed in: the agency's day, its time on hover; "Never" for none yet. */
export function LastSignIn({ at }: { at: string | null }) {
  if (!at) return 'Never';
  return (
    <time dateTime={at} title={agencyTime(at)}>
      {agencyDay(at)}
    </time>
  );
}
