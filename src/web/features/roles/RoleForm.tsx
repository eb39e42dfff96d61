import './roles.css';
import type { RoleInput } from '../../api/generated';
import { describedByOf, FieldGroup } from '../../components/form/FieldGroup';
import { FormActions } from '../../components/form/FormActions';
import { FormNotice } from '../../components/form/FormNotice';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { useRecordForm, type RecordFormProps } from '../../components/form/useRecordForm';
import { PermissionChecklist } from './PermissionChecklist';
import type { RoleFormField } from './roleForm';

export type RoleFormProps = RecordFormProps<RoleInput, RoleFormField>;

const PERMISSIONS_HINT = 'Its users may do all of these; a change reaches them on their next call.';

/**
 * The one editor of a role, for create and edit: name, description and its permissions
 * grouped as the catalogue groups them. Rules are the server's; its 422 messages are shown at
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
      <FormActions submitText={submitText} busy={busy} cancelTo={cancelTo} />
    </form>
  );
}
