import { EditIcon, EyeOpenIcon } from '@blueprintjs/icons';
import type { Role } from '../../api/generated';
import { PermissionGate } from '../../components/PermissionGate';
import { RouterAnchorButton } from '../../components/RouterAnchorButton';
import { rolePaths } from './rolePaths';

/** View (with "view roles") and Edit (with "update roles") of one role. */
export function RoleRowActions({ role }: { role: Pick<Role, 'id' | 'name'> }) {
  return (
    <>
      <PermissionGate permission="view roles">
        <RouterAnchorButton to={rolePaths.view(role.id)} variant="minimal" icon={<EyeOpenIcon />} text="View" aria-label={`View ${role.name}`} />
      </PermissionGate>
      <PermissionGate permission="update roles">
        <RouterAnchorButton to={rolePaths.edit(role.id)} variant="minimal" icon={<EditIcon />} text="Edit" aria-label={`Edit ${role.name}`} />
      </PermissionGate>
    </>
  );
}
