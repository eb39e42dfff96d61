import { HTMLSelect } from '@blueprintjs/core';
import { NIGERIAN_STATES } from '../../../shared/organisations';
import { describedByOf, FieldGroup } from '../../components/form/FieldGroup';
import { RecordFormFrame } from '../../components/form/RecordFormFrame';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { useRecordForm, type RecordFormProps } from '../../components/form/useRecordForm';
import { AccreditationDateInput } from './AccreditationDateInput';
import { ORGANISATION_FORM_FIELDS, type OrganisationFormField, type OrganisationFormValues } from './organisationForm';
import type { OrganisationKindBase } from './organisationKind';

export interface OrganisationFormProps extends RecordFormProps<OrganisationFormValues, OrganisationFormField> {
  kind: OrganisationKindBase;
}

const STATE_OPTIONS = [
  { value: '', label: 'Choose a state…' },
  ...NIGERIAN_STATES.map((state) => ({ value: state, label: state })),
];

/** Each field's label, by the form's value it shows. */
const labelsOf = (kind: OrganisationKindBase): Record<keyof OrganisationFormValues, string> => ({
  name: 'Name',
  code: kind.tpaFields ? 'NHIA registration code' : 'Code',
  email: 'Email',
  phone: 'Phone',
  contact_person: 'Contact person',
  state: 'State',
  accreditation_date: 'Accreditation date',
  address: 'Address',
});

/**
 * The create and edit form of a TPA or a ministry: identity, contact and, for a TPA, its state
 * and accreditation date. Its rules are the contract's schema of the kind's body, checked here
 * before sending and by the server again.
 */
export function OrganisationForm(props: OrganisationFormProps) {
  const { kind, submitText, busy, cancelTo } = props;
  const form = useRecordForm(props, 'organisation', {
    schema: kind.inputSchema,
    bodyOf: kind.inputOf,
    fields: ORGANISATION_FORM_FIELDS,
  });
  const { values, set, textField, errors } = form;
  const labels = labelsOf(kind);
  const field = (key: 'name' | 'code' | 'email' | 'phone' | 'contact_person') => ({
    ...textField(key, labels[key]),
    autoComplete: 'off',
  });
  const { state: stateErrors, accreditation_date: dateErrors } = errors.fields;

  return (
    <RecordFormFrame frame={form.frame} noun={kind.noun} labels={labels} submitText={submitText} cancelTo={cancelTo}>
      <div className="record-form-grid">
        <TextField {...field('name')} autoFocus />
        <TextField {...field('code')} hint="Unique; letters, digits, / . _ -" />
        <TextField {...field('email')} type="email" />
        <TextField {...field('phone')} type="tel" hint="Digits, with an optional +" />
        <TextField {...field('contact_person')} />
        {kind.tpaFields && (
          <>
            <FieldGroup
              id="organisation-state"
              label={labels.state}
              messages={stateErrors}
              required={form.isRequired('state')}
            >
              <HTMLSelect
                id="organisation-state"
                fill
                options={STATE_OPTIONS}
                value={values.state}
                onChange={(event) => set('state')(event.currentTarget.value)}
                disabled={busy}
                required={form.isRequired('state')}
                aria-invalid={Boolean(stateErrors)}
                aria-describedby={describedByOf({ id: 'organisation-state', messages: stateErrors })}
              />
            </FieldGroup>
            <AccreditationDateInput
              value={values.accreditation_date}
              onChange={set('accreditation_date')}
              messages={dateErrors}
              disabled={busy}
            />
          </>
        )}
      </div>
      <TextAreaField {...textField('address', labels.address)} />
    </RecordFormFrame>
  );
}
