import { EditIcon, EyeOpenIcon } from '@blueprintjs/icons';
import type { Role } from '../../api/generated';
import { paths } from '../../app/paths';
import { RouteGate } from '../../app/useCanOpen';
import { RouterAnchorButton } from '../../components/RouterAnchorButton';

/** View and Edit of one role, each shown to those who may open its screen. */
export function RoleRowActions({ role }: { role: Pick<Role, 'id' | 'name'> }) {
  const view = paths.roles.view(role.id);
  const edit = paths.roles.edit(role.id);
  return (
    <>
      <RouteGate to={view}>
        <RouterAnchorButton
          to={view}
          variant="minimal"
          icon={<EyeOpenIcon />}
          text="View"
          aria-label={`View ${role.name}`}
        />
      </RouteGate>
      <RouteGate to={edit}>
        <RouterAnchorButton
          to={edit}
          variant="minimal"
          icon={<EditIcon />}
          text="Edit"
          aria-label={`Edit ${role.name}`}
        />
      </RouteGate>
    </>
  );
}
