import './users.css';
import { Checkbox, FormGroup, Intent } from '@blueprintjs/core';
import {
  useListMinistryOptionsQuery,
  useListRoleOptionsQuery,
  useListTpaOptionsQuery,
  type UserType,
} from '../../api/generated';
import { describedByOf, FieldGroup } from '../../components/form/FieldGroup';
import { RecordFormFrame } from '../../components/form/RecordFormFrame';
import { TextField } from '../../components/form/TextField';
import { FieldMessages } from '../../components/form/FieldMessages';
import { FutureDayField } from './FutureDayField';
import { RoleEndFields } from './RoleEndFields';
import { useMayExemptFromDormancy } from './useMayExemptFromDormancy';
import { useRecordForm, type RecordFormProps } from '../../components/form/useRecordForm';
import { OptionMultiSelect, OptionSuggest } from '../../components/OptionPickers';
import { toUserInput, USER_FORM_FIELDS, USER_TYPE_FIELDS, type UserFormField, type UserFormValues } from './userForm';

export interface UserFormProps extends RecordFormProps<UserFormValues, UserFormField> {
  userType: UserType;
}

/** Each field's label, by the form's value it shows; the organisation's is its kind's. */
const LABELS: Record<Exclude<keyof UserFormValues, 'organisation'>, string> = {
  first_name: 'First name',
  middle_name: 'Middle name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
  roles: 'Roles',
  role_ends: "Roles' last days",
  expires_on: 'Account expires on',
  dormancy_exempt: 'Exempt from dormancy deactivation',
};

const ROLES_HINT = 'What the user may do in this panel';

const ORGANISATION_FIELD = {
  tpa: { field: 'tpa_id', label: 'TPA', useOptions: useListTpaOptionsQuery },
  ministry: { field: 'ministry_id', label: 'Ministry', useOptions: useListMinistryOptionsQuery },
} as const;

/**
 * The create and edit form of a user: names and contact for every type; roles for agency
 * staff, the TPA or the ministry for their staff. The contract's schema of the body is checked
 * here before sending; the rules of a user type and of records (an existing TPA, an email
 * not taken) are the server's, its 422 messages shown at their fields alike. Every type may
 * expire; the dormancy exemption is offered only to a caller who may give it.
 */
export function UserForm(props: UserFormProps) {
  const { userType, submitText, busy, cancelTo } = props;
  const form = useRecordForm(props, 'user', {
    schema: 'UserInput',
    bodyOf: (values: UserFormValues) => toUserInput(userType, values, props.initial),
    fields: USER_FORM_FIELDS,
  });
  const { values, set, textField, errors } = form;
  const { roles, organisation } = USER_TYPE_FIELDS[userType];
  const org = organisation && ORGANISATION_FIELD[organisation];
  const mayExempt = useMayExemptFromDormancy();
  const exemptErrors = errors.fields.dormancy_exempt;

  return (
    <RecordFormFrame
      frame={form.frame}
      noun="user"
      labels={{ ...LABELS, organisation: org?.label ?? 'Organisation' }}
      submitText={submitText}
      cancelTo={cancelTo}
    >
      <div className="record-form-grid">
        <TextField {...textField('first_name', LABELS.first_name)} autoFocus autoComplete="off" />
        <TextField {...textField('middle_name', LABELS.middle_name)} autoComplete="off" />
        <TextField {...textField('last_name', LABELS.last_name)} autoComplete="off" />
        <TextField {...textField('email', LABELS.email)} type="email" autoComplete="off" />
        <TextField
          {...textField('phone', LABELS.phone)}
          type="tel"
          autoComplete="off"
          hint="Digits, with an optional +"
        />
        {roles && (
          <FieldGroup id="user-role_ids" label={LABELS.roles} messages={errors.fields.role_ids} hint={ROLES_HINT}>
            <OptionMultiSelect
              id="user-role_ids"
              useOptions={useListRoleOptionsQuery}
              value={values.roles}
              onChange={set('roles')}
              disabled={busy}
              invalid={Boolean(errors.fields.role_ids)}
              describedBy={describedByOf({ id: 'user-role_ids', messages: errors.fields.role_ids, hint: ROLES_HINT })}
            />
          </FieldGroup>
        )}
        {roles && (
          <RoleEndFields
            roles={values.roles}
            value={values.role_ends}
            onChange={set('role_ends')}
            messages={errors.fields.role_ends}
            disabled={busy}
          />
        )}
        {org && (
          <FieldGroup id={`user-${org.field}`} label={org.label} messages={errors.fields[org.field]}>
            <OptionSuggest
              id={`user-${org.field}`}
              useOptions={org.useOptions}
              value={values.organisation}
              onChange={set('organisation')}
              disabled={busy}
              invalid={Boolean(errors.fields[org.field])}
              describedBy={describedByOf({ id: `user-${org.field}`, messages: errors.fields[org.field] })}
            />
          </FieldGroup>
        )}
        <FutureDayField
          id="user-expires_on"
          label={LABELS.expires_on}
          hint="Optional: the account is deactivated as this day begins"
          value={values.expires_on}
          onChange={set('expires_on')}
          messages={errors.fields.expires_on}
          disabled={busy}
        />
        {mayExempt && (
          // The checkbox is its own label; a FormGroup only for its messages' place and colour.
          <FormGroup
            intent={exemptErrors ? Intent.DANGER : Intent.NONE}
            helperText={<FieldMessages id="user-dormancy_exempt-messages" messages={exemptErrors} />}
          >
            <Checkbox
              id="user-dormancy_exempt"
              label={LABELS.dormancy_exempt}
              checked={values.dormancy_exempt}
              onChange={(event) => set('dormancy_exempt')(event.currentTarget.checked)}
              disabled={busy}
              aria-invalid={Boolean(exemptErrors)}
              aria-describedby={exemptErrors ? 'user-dormancy_exempt-messages' : undefined}
            />
          </FormGroup>
        )}
      </div>
    </RecordFormFrame>
  );
}
