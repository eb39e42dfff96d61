import { Callout, Classes, Intent, Spinner } from '@blueprintjs/core';
import { describeFailure, toApiFailure } from '../../api/apiFailure';
import type { Permission } from '../../api/generated';
import { permissionSections, usePermissionCatalogue } from './permissionGroups';

/** A role's permissions, read-only, under the catalogue's groups; a group it has none of says so. */
export function RolePermissions({ held }: { held: readonly Permission[] }) {
  const { data, error } = usePermissionCatalogue();
  if (error) return <Callout intent={Intent.DANGER} title={describeFailure(toApiFailure(error))} />;
  if (!data) return <Spinner size={20} aria-label="Loading the permissions" />;
  return (
    <dl className="role-permission-list">
      {permissionSections(data.permissions).map((section) => {
        const granted = section.permissions.filter((p) => held.includes(p.name));
        return (
          <div key={section.group} className="role-permission-list-group">
            <dt>{section.label}</dt>
            {granted.length === 0 && <dd className={Classes.TEXT_MUTED}>None</dd>}
            {granted.map((permission) => (
              <dd key={permission.name}>
                <span className="role-permission-name">{permission.name}</span>
                <span className={`${Classes.TEXT_MUTED} role-permission-description`}>{permission.description}</span>
              </dd>
            ))}
          </div>
        );
      })}
    </dl>
  );
}
