import { EditIcon, EyeOpenIcon } from '@blueprintjs/icons';
import type { UserSummary } from '../../api/generated';
import { PermissionGate } from '../../components/PermissionGate';
import { RouterAnchorButton } from '../../components/RouterAnchorButton';
import { fullName } from './userDisplay';
import { editUserPath, userPath } from './userPaths';

/** View (with "view users") and Edit (with "update users") of one user. */
export function UserRowActions({ user }: { user: UserSummary }) {
  const name = fullName(user);
  return (
    <>
      <PermissionGate permission="view users">
        <RouterAnchorButton
          to={userPath(user.id)}
          variant="minimal"
          icon={<EyeOpenIcon />}
          text="View"
          aria-label={`View ${name}`}
        />
      </PermissionGate>
      <PermissionGate permission="update users">
        <RouterAnchorButton
          to={editUserPath(user.id)}
          variant="minimal"
          icon={<EditIcon />}
          text="Edit"
          aria-label={`Edit ${name}`}
        />
      </PermissionGate>
    </>
  );
}
