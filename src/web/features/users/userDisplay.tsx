import { Intent } from '@blueprintjs/core';
import { StaticTag } from '../../components/StaticTag';
import { agencyDay, agencyTime } from '../../components/agencyTime';
import type { UserStatus, UserSummary } from '../../api/generated';
import { paths } from '../../app/paths';
import { userStatusText } from '../../../shared/user-types';
import type { RecordNames } from '../../components/record/RecordLoadStatus';

/** How the record screens name a user and lead back to the list. */
export const USER_NAMES: RecordNames = { noun: 'user', plural: 'users', listPath: paths.users.list };

const STATUS_INTENT: Record<UserStatus, Intent> = {
  active: Intent.SUCCESS,
  pending: Intent.WARNING,
  inactive: Intent.NONE,
};

type StatusOf = Pick<UserSummary, 'status' | 'organisation_suspended' | 'tpa' | 'ministry'>;

/** The user's status; while their organisation is suspended it says so, in the warning colour (they cannot sign in). */
export function UserStatusTag({ user }: { user: StatusOf }) {
  const intent = user.organisation_suspended ? Intent.WARNING : STATUS_INTENT[user.status];
  return <StaticTag intent={intent}>{userStatusText(user)}</StaticTag>;
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
