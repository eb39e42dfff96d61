import type { Option } from '../../api/generated';
import { FutureDayField } from './FutureDayField';

export interface RoleEndFieldsProps {
  /** The roles picked, in the form's order. */
  roles: readonly Option[];
  /** Each role's last day by role id, as typed. */
  value: Record<string, string>;
  onChange: (value: Record<string, string>) => void;
  /** The server's (or the contract's) messages about role_ends: shown at the roles given a day. */
  messages?: readonly string[];
  disabled: boolean;
}

/**
 * An optional last day for each role picked (docs/records.md, Roles that end): the grant is
 * removed at the end of that day. The group holds the id the error summary links to.
 */
export function RoleEndFields({ roles, value, onChange, messages, disabled }: RoleEndFieldsProps) {
  if (roles.length === 0) return null;
  const setDay = (roleId: string, day: string | null) => {
    const { [roleId]: _left, ...others } = value;
    onChange(day === null ? others : { ...others, [roleId]: day });
  };
  return (
    <div id="user-role_ends" tabIndex={-1} role="group" aria-label="Roles' last days" className="user-role-ends">
      {roles.map((role) => {
        const roleId = String(role.item_value);
        return (
          <FutureDayField
            key={roleId}
            id={`user-role_ends-${roleId}`}
            label={`Last day as ${role.item_text}`}
            hint="Optional: the role is removed at the end of this day"
            value={value[roleId] ?? null}
            onChange={(day) => setDay(roleId, day)}
            messages={value[roleId] ? messages : undefined}
            disabled={disabled}
          />
        );
      })}
    </div>
  );
}
