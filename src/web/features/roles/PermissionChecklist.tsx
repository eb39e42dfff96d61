import { Callout, Checkbox, Classes, Intent, Spinner } from '@blueprintjs/core';
import { describeFailure, toApiFailure } from '../../api/apiFailure';
import type { Permission } from '../../api/generated';
import { permissionSections, usePermissionCatalogue, type PermissionSection } from './permissionGroups';

export interface PermissionChecklistProps {
  chosen: readonly Permission[];
  onChange: (chosen: Permission[]) => void;
  disabled: boolean;
  /** The id of the field's messages, which every checkbox points at while there are some. */
  describedBy?: string;
}

function GroupChecklist({
  section,
  chosen,
  onChange,
  disabled,
  describedBy,
}: PermissionChecklistProps & { section: PermissionSection }) {
  const names = section.permissions.map((p) => p.name);
  const count = names.filter((name) => chosen.includes(name)).length;
  const toggleAll = () =>
    onChange(
      count === names.length ? chosen.filter((name) => !names.includes(name)) : [...new Set([...chosen, ...names])],
    );
  const toggle = (name: Permission) =>
    onChange(chosen.includes(name) ? chosen.filter((held) => held !== name) : [...chosen, name]);
  return (
    <fieldset className="role-permission-group">
      <legend>
        <Checkbox
          inline
          label={section.label}
          checked={count === names.length}
          indeterminate={count > 0 && count < names.length}
          disabled={disabled}
          onChange={toggleAll}
          aria-label={`Every ${section.label} permission`}
        />
        <span className={Classes.TEXT_MUTED}>{`${count} of ${names.length}`}</span>
      </legend>
      {section.permissions.map((permission) => (
        <Checkbox
          key={permission.name}
          checked={chosen.includes(permission.name)}
          disabled={disabled}
          onChange={() => toggle(permission.name)}
          aria-describedby={[`permission-${permission.id}-description`, describedBy].filter(Boolean).join(' ')}
          labelElement={
            <>
              <span className="role-permission-name">{permission.name}</span>
              <span
                id={`permission-${permission.id}-description`}
                className={`${Classes.TEXT_MUTED} role-permission-description`}
              >
                {permission.description}
              </span>
            </>
          }
        />
      ))}
    </fieldset>
  );
}

/** The catalogue as checkboxes, grouped (users, roles, TPAs, ministries), each with its description. */
export function PermissionChecklist(props: PermissionChecklistProps) {
  const { data, error } = usePermissionCatalogue();
  if (error) return <Callout intent={Intent.DANGER} title={describeFailure(toApiFailure(error))} />;
  if (!data) return <Spinner size={20} aria-label="Loading the permissions" />;
  return (
    <div className="role-permission-groups">
      {permissionSections(data.permissions).map((section) => (
        <GroupChecklist key={section.group} section={section} {...props} />
      ))}
    </div>
  );
}
