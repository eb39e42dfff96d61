import './roles.css';
import { Switch } from '@blueprintjs/core';
import type { RoleInput } from '../../api/generated';
import { describedByOf, FieldGroup } from '../../components/form/FieldGroup';
import { FormActions } from '../../components/form/FormActions';
import { FormNotice } from '../../components/form/FormNotice';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { useRecordForm, type RecordFormProps } from '../../components/form/useRecordForm';
import { PermissionChecklist } from './PermissionChecklist';
import { requiresSecondFactorIn, type RoleFormField } from './roleForm';

export type RoleFormProps = RecordFormProps<RoleInput, RoleFormField>;

const PERMISSIONS_HINT = 'Its users may do all of these; a change reaches them on their next call.';
const SECOND_FACTOR_HINT =
  'Its users must set up a second factor before they can do anything else. On by default for a role that may update users or roles.';

/**
 * The one editor of a role, for create and edit: name, description, its permissions
 * grouped as the catalogue groups them, and whether its users need a second factor (on a new
 * role, following its permissions until the user sets it). Rules are the server's; its 422 messages are shown at
 * their fields.
 */
export function RoleForm(props: RoleFormProps) {
  const { submitText, busy, errors, cancelTo } = props;
  const { values, set, submit, textField } = useRecordForm(props, 'role');
  const permissionErrors = errors.fields.permissions;
  return (
    <form className="record-form" onSubmit={submit} noValidate aria-busy={busy}>
      <FormNotice messages={errors.form} />
      <TextField {...textField('name', 'Name')} required autoFocus autoComplete="off" />
      <TextAreaField {...textField('description', 'Description')} />
      <FieldGroup id="role-permissions" label="Permissions" messages={permissionErrors} hint={PERMISSIONS_HINT}>
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
        label="Second factor"
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
      <FormActions submitText={submitText} busy={busy} cancelTo={cancelTo} />
    </form>
  );
}
