import { HTMLTable } from '@blueprintjs/core';
import { LockIcon, TickIcon } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import type { Permission, RoleMatrix as RoleMatrixData } from '../../api/generated';
import { paths } from '../../app/paths';
import { permissionSections } from './permissionGroups';

export interface RoleMatrixProps {
  matrix: RoleMatrixData;
  /** Role names open the role when the user may view roles. */
  linkRoles: boolean;
}

/** The last column: whether each role's users must have a second factor (docs/security.md, Second factor). */
const SECOND_FACTOR_COLUMN = 'Second factor';

/**
 * Every role against every permission, read-only: permissions as columns under their group,
 * roles as rows, and a last column saying which roles require a second factor; both header rows
 * and the role column stay in view while scrolling.
 */
export function RoleMatrix({ matrix, linkRoles }: RoleMatrixProps) {
  const sections = permissionSections(matrix.permissions);
  const columns = sections.flatMap((section) =>
    section.permissions.map((permission, i) => ({ permission, groupStart: i === 0 })),
  );
  const holders = (name: Permission) => matrix.roles.filter((role) => role.permissions.includes(name)).length;
  return (
    <div className="role-matrix-scroll">
      <HTMLTable compact bordered className="role-matrix" aria-label="Permission matrix">
        <thead>
          <tr className="role-matrix-groups">
            <th scope="col" rowSpan={2} className="role-matrix-corner">
              Role
            </th>
            {sections.map((section) => (
              <th
                key={section.group}
                scope="colgroup"
                colSpan={section.permissions.length}
                className="role-matrix-group-start"
              >
                {section.label}
              </th>
            ))}
            <th
              scope="col"
              rowSpan={2}
              className="role-matrix-group-start"
              title="Its users must set up a second factor before they can do anything else"
            >
              {SECOND_FACTOR_COLUMN}
            </th>
          </tr>
          <tr className="role-matrix-permissions">
            {columns.map(({ permission, groupStart }) => (
              <th
                key={permission.name}
                scope="col"
                title={permission.description}
                className={groupStart ? 'role-matrix-group-start' : undefined}
              >
                {permission.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {matrix.roles.map((role) => (
            <tr key={role.id}>
              <th scope="row">{linkRoles ? <Link to={paths.roles.view(role.id)}>{role.name}</Link> : role.name}</th>
              {columns.map(({ permission, groupStart }) => (
                <td key={permission.name} className={groupStart ? 'role-matrix-group-start' : undefined}>
                  {role.permissions.includes(permission.name) && (
                    <TickIcon title="Granted" className="role-matrix-granted" />
                  )}
                </td>
              ))}
              <td className="role-matrix-group-start">
                {role.requires_second_factor && <LockIcon title="Required" className="role-matrix-granted" />}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Roles granting it</th>
            {columns.map(({ permission, groupStart }) => (
              <td key={permission.name} className={groupStart ? 'role-matrix-group-start' : undefined}>
                {holders(permission.name)}
              </td>
            ))}
            <td className="role-matrix-group-start">
              {matrix.roles.filter((role) => role.requires_second_factor).length}
            </td>
          </tr>
        </tfoot>
      </HTMLTable>
    </div>
  );
}
