import './roles.css';
import { Switch } from '@blueprintjs/core';
import type { RoleInput } from '../../api/generated';
import { describedByOf, FieldGroup } from '../../components/form/FieldGroup';
import { RecordFormFrame } from '../../components/form/RecordFormFrame';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { useRecordForm, type RecordFormProps } from '../../components/form/useRecordForm';
import { PermissionChecklist } from './PermissionChecklist';
import { ROLE_FORM_FIELDS, requiresSecondFactorIn, roleInputOf, type RoleFormField } from './roleForm';

export type RoleFormProps = RecordFormProps<RoleInput, RoleFormField>;

/** Each field's label, by the form's value it shows. */
const LABELS: Record<keyof RoleInput, string> = {
  name: 'Name',
  description: 'Description',
  permissions: 'Permissions',
  requires_second_factor: 'Second factor',
};

const PERMISSIONS_HINT = 'Its users may do all of these; a change reaches them on their next call.';
const SECOND_FACTOR_HINT =
  'Its users must set up a second factor before they can do anything else. On by default for a role that may update users or roles.';

/**
 * The one editor of a role, for create and edit: name, description, its permissions
 * grouped as the catalogue groups them, and whether its users need a second factor (on a new
 * role, following its permissions until the user sets it). The contract's schema of the body is
 * checked here before sending, and by the server again.
 */
export function RoleForm(props: RoleFormProps) {
  const { submitText, busy, cancelTo } = props;
  const form = useRecordForm(props, 'role', { schema: 'RoleInput', bodyOf: roleInputOf, fields: ROLE_FORM_FIELDS });
  const { values, set, textField, errors } = form;
  const permissionErrors = errors.fields.permissions;
  return (
    <RecordFormFrame frame={form.frame} noun="role" labels={LABELS} submitText={submitText} cancelTo={cancelTo}>
      <TextField {...textField('name', LABELS.name)} autoFocus autoComplete="off" />
      <TextAreaField {...textField('description', LABELS.description)} />
      <FieldGroup id="role-permissions" label={LABELS.permissions} messages={permissionErrors} hint={PERMISSIONS_HINT}>
        <div id="role-permissions" role="group" aria-label="Permissions">
          <PermissionChecklist
            chosen={values.permissions}
            onChange={set('permissions')}
            disabled={busy}
            describedBy={describedByOf({ id: 'role-permissions', messages: permissionErrors })}
          />
        </div>
      </FieldGroup>
      <FieldGroup
        id="role-requires-second-factor"
        label={LABELS.requires_second_factor}
        messages={errors.fields.requires_second_factor}
        hint={SECOND_FACTOR_HINT}
      >
        <div id="role-requires-second-factor" role="group" aria-label="Second factor">
          <Switch
            // An on/off setting, announced as a switch rather than a checkbox.
            role="switch"
            label="Require a second factor"
            checked={requiresSecondFactorIn(values)}
            disabled={busy}
            onChange={(event) => set('requires_second_factor')(event.currentTarget.checked)}
            aria-describedby={describedByOf({
              id: 'role-requires-second-factor',
              messages: errors.fields.requires_second_factor,
              hint: SECOND_FACTOR_HINT,
            })}
          />
        </div>
      </FieldGroup>
    </RecordFormFrame>
  );
}
