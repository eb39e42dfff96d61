import './roles.css';
import { Callout, H1, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { describeFailure, toApiFailure } from '../../api/apiFailure';
import { useGetRoleMatrixQuery } from '../../api/generated';
import { paths } from '../../app/paths';
import { useCanOpen } from '../../app/useCanOpen';
import { useRouteTitle } from '../../app/useRouteTitle';
import { RoleMatrix } from './RoleMatrix';

/** roles/matrix: all roles × all permissions, at a glance. */
export function RoleMatrixScreen() {
  const { data, error } = useGetRoleMatrixQuery();
  const linkRoles = useCanOpen(paths.roles.view.pattern);
  return (
    <section className="screen">
      <H1>{useRouteTitle()}</H1>
      <p>
        Which role grants which permission. Hover a permission for what it allows; change a role from its own screen.
      </p>
      {error && <Callout intent={Intent.DANGER} title={describeFailure(toApiFailure(error))} />}
      {!data && !error && <Spinner aria-label="Loading the matrix" />}
      {data && data.roles.length === 0 && <NonIdealState title="No roles yet" />}
      {data && data.roles.length > 0 && <RoleMatrix matrix={data} linkRoles={linkRoles} />}
    </section>
  );
}
