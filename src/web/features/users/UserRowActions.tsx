import { EditIcon, EyeOpenIcon } from '@blueprintjs/icons';
import type { UserSummary } from '../../api/generated';
import { paths } from '../../app/paths';
import { RouteGate } from '../../app/useCanOpen';
import { RouterAnchorButton } from '../../components/RouterAnchorButton';
import { fullName } from './userDisplay';

/** View and Edit of one user, each shown to those who may open its screen (gated by the route, the same for every row). */
export function UserRowActions({ user }: { user: UserSummary }) {
  const name = fullName(user);
  const view = paths.users.view(user.id);
  const edit = paths.users.edit(user.id);
  return (
    <>
      <RouteGate to={paths.users.view.pattern}>
        <RouterAnchorButton
          to={view}
          variant="minimal"
          icon={<EyeOpenIcon />}
          text="View"
          aria-label={`View ${name}`}
        />
      </RouteGate>
      <RouteGate to={paths.users.edit.pattern}>
        <RouterAnchorButton to={edit} variant="minimal" icon={<EditIcon />} text="Edit" aria-label={`Edit ${name}`} />
      </RouteGate>
    </>
  );
}
