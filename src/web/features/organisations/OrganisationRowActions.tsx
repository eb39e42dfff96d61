import { EditIcon, EyeOpenIcon } from '@blueprintjs/icons';
import { RouterAnchorButton } from '../../components/RouterAnchorButton';
import type { Organisation, OrganisationKindBase } from './organisationKind';
import { OrganisationStatusAction } from './OrganisationStatusAction';

export interface OrganisationRowActionsProps {
  kind: OrganisationKindBase;
  organisation: Organisation;
  onDone: (message: string) => void;
}

/** View, Edit and Suspend or Reactivate of one row (the route's permission covers them all). */
export function OrganisationRowActions({ kind, organisation, onDone }: OrganisationRowActionsProps) {
  return (
    <>
      <RouterAnchorButton
        to={kind.paths.view(organisation.id)}
        variant="minimal"
        icon={<EyeOpenIcon />}
        text="View"
        aria-label={`View ${organisation.name}`}
      />
      <RouterAnchorButton
        to={kind.paths.edit(organisation.id)}
        variant="minimal"
        icon={<EditIcon />}
        text="Edit"
        aria-label={`Edit ${organisation.name}`}
      />
      <OrganisationStatusAction kind={kind} organisation={organisation} onDone={onDone} minimal />
    </>
  );
}
