import { HTMLSelect } from '@blueprintjs/core';
import { USER_TYPES } from '../../../shared/user-types';
import {
  useListMinistryOptionsQuery,
  useListRoleOptionsQuery,
  useListTpaOptionsQuery,
  useListUserOptionsQuery,
  type Permission,
} from '../../api/generated';
import { contractMessages } from '../../api/formSchemas';
import { agencyToday } from '../../components/form/agencyDates';
import { DateField } from '../../components/form/DateField';
import { describedByOf, FieldGroup } from '../../components/form/FieldGroup';
import type { FieldErrors } from '../../components/form/fieldErrors';
import { FormActions } from '../../components/form/FormActions';
import { FormFrame } from '../../components/form/FormFrame';
import { TextField } from '../../components/form/TextField';
import { useForm } from '../../components/form/useForm';
import { OptionMultiSelect, OptionSuggest, type UseOptionsQuery } from '../../components/OptionPickers';
import { SCOPE_KIND_LABEL } from './accessReviewDisplay';
import {
  accessReviewInputOf,
  ACCESS_REVIEW_FORM_FIELDS,
  atFormKeys,
  type AccessReviewFormField,
  type AccessReviewFormValues,
} from './accessReviewForm';

/** Every permission of the contract's catalogue: the compiler holds this to the enum, none missing, none extra. */
const PERMISSIONS = Object.keys({
  'list users': true,
  'view users': true,
  'create staff': true,
  'update users': true,
  'list roles': true,
  'create roles': true,
  'view roles': true,
  'update roles': true,
  'manage tpas': true,
  'manage ministries': true,
  'share list views': true,
  'import users': true,
  'manage access reviews': true,
} satisfies Record<Permission, true>) as Permission[];

const REQUIRED: readonly AccessReviewFormField[] = ['name', 'scope', 'scope_value', 'deadline', 'deadline_rule'];
const PICKED: Partial<Record<AccessReviewFormValues['kind'], UseOptionsQuery>> = {
  tpa: useListTpaOptionsQuery,
  ministry: useListMinistryOptionsQuery,
  role: useListRoleOptionsQuery,
};
const REVIEWERS_HINT =
  'Leave empty for every agency staff member who may run access reviews. Each organisation’s people go to one reviewer; nobody reviews themselves.';
const DEADLINE_HINT = 'The campaign ends as this day ends (Lagos time). 2030-02-28, Feb 28, 2030 or 28/02/2030';
const YEARS_AHEAD = 5;

const choices = (prompt: string, options: readonly { value: string; label: string }[]) => [
  { value: '', label: prompt },
  ...options,
];
const KIND_OPTIONS = choices(
  'Choose…',
  (Object.keys(SCOPE_KIND_LABEL) as (keyof typeof SCOPE_KIND_LABEL)[]).map((kind) => ({
    value: kind,
    label: SCOPE_KIND_LABEL[kind],
  })),
);
const RULE_OPTIONS = choices('Choose…', [
  { value: 'keep', label: 'Keep their access' },
  { value: 'revoke', label: 'Revoke the roles under review' },
]);

export interface AccessReviewFormProps {
  busy: boolean;
  errors: FieldErrors<AccessReviewFormField>;
  onSubmit: (values: AccessReviewFormValues) => void;
  initial: AccessReviewFormValues;
  cancelTo: string;
}

/**
 * "Start a review": a name, the scope (its kind, then the TPA, ministry, role, user type or
 * permission), the deadline's day and what it does to the undecided, and reviewers if named.
 * Checked by the contract's schema before sending; the server's own rules (a scope holding
 * nobody, a reviewer who may not review) come back at their fields.
 */
export function AccessReviewForm({ busy, errors: saveErrors, onSubmit, initial, cancelTo }: AccessReviewFormProps) {
  const form = useForm({
    initial,
    busy,
    errors: saveErrors,
    onSubmit,
    idPrefix: 'access-review',
    fields: ACCESS_REVIEW_FORM_FIELDS,
    required: REQUIRED,
    check: (values) => atFormKeys(contractMessages('AccessReviewInput', accessReviewInputOf(values))),
    askServerWhenRefused: true,
  });
  const { values, set, setValues, errors } = form;
  const field = (key: AccessReviewFormField) => {
    const messages = errors.fields[key];
    const id = form.frame.idOf(key);
    return {
      id,
      messages,
      invalid: Boolean(messages),
      describedBy: describedByOf({ id, messages }),
      required: REQUIRED.includes(key),
    };
  };
  const scope = field('scope');
  const scopeValue = field('scope_value');
  const rule = field('deadline_rule');
  const reviewers = field('reviewer_ids');
  const picked = values.kind === '' ? undefined : PICKED[values.kind];
  const today = agencyToday();

  const select = (
    props: ReturnType<typeof field>,
    value: string,
    options: { value: string; label: string }[],
    onChange: (value: string) => void,
  ) => (
    <HTMLSelect
      id={props.id}
      fill
      options={options}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      disabled={busy}
      required={props.required}
      aria-invalid={props.invalid}
      aria-describedby={props.describedBy}
    />
  );

  return (
    <FormFrame
      frame={form.frame}
      className="record-form"
      guard
      actions={<FormActions submitText="Start the review" busy={busy} cancelTo={cancelTo} />}
    >
      <div className="record-form-grid">
        <TextField
          {...form.textField('name', 'Name')}
          autoFocus
          autoComplete="off"
          hint="E.g. Q3 review of TPA staff"
        />
        <FieldGroup id={scope.id} label="Scope" messages={scope.messages} required>
          {select(scope, values.kind, KIND_OPTIONS, (kind) =>
            // A new kind of scope starts its value afresh.
            setValues((v) => ({
              ...v,
              kind: kind as AccessReviewFormValues['kind'],
              target: null,
              user_type: '',
              permission: '',
            })),
          )}
        </FieldGroup>
        {values.kind !== '' && (
          <FieldGroup id={scopeValue.id} label={SCOPE_KIND_LABEL[values.kind]} messages={scopeValue.messages} required>
            {picked && (
              <OptionSuggest
                key={values.kind}
                id={scopeValue.id}
                useOptions={picked}
                value={values.target}
                onChange={set('target')}
                disabled={busy}
                invalid={scopeValue.invalid}
                describedBy={scopeValue.describedBy}
              />
            )}
            {values.kind === 'user_type' &&
              select(
                scopeValue,
                values.user_type,
                choices(
                  'Choose…',
                  USER_TYPES.map((type) => ({ value: type, label: type })),
                ),
                (type) => set('user_type')(type as AccessReviewFormValues['user_type']),
              )}
            {values.kind === 'permission' &&
              select(
                scopeValue,
                values.permission,
                choices(
                  'Choose…',
                  PERMISSIONS.map((permission) => ({ value: permission, label: permission })),
                ),
                (permission) => set('permission')(permission as AccessReviewFormValues['permission']),
              )}
          </FieldGroup>
        )}
        <DateField
          id={form.frame.idOf('deadline')}
          label="Deadline"
          hint={DEADLINE_HINT}
          value={values.deadline}
          onChange={set('deadline')}
          messages={errors.fields.deadline}
          minDate={today}
          maxDate={new Date(today.getFullYear() + YEARS_AHEAD, 11, 31)}
          outOfRange={`Choose a day from today, at most ${YEARS_AHEAD} years ahead.`}
          disabled={busy}
          required
        />
        <FieldGroup id={rule.id} label="At the deadline, the undecided" messages={rule.messages} required>
          {select(rule, values.deadline_rule, RULE_OPTIONS, (chosen) =>
            set('deadline_rule')(chosen as AccessReviewFormValues['deadline_rule']),
          )}
        </FieldGroup>
      </div>
      <FieldGroup id={reviewers.id} label="Reviewers" messages={reviewers.messages} hint={REVIEWERS_HINT}>
        <OptionMultiSelect
          id={reviewers.id}
          useOptions={useListUserOptionsQuery}
          value={values.reviewers}
          onChange={set('reviewers')}
          disabled={busy}
          invalid={reviewers.invalid}
          describedBy={describedByOf({ id: reviewers.id, messages: reviewers.messages, hint: REVIEWERS_HINT })}
        />
      </FieldGroup>
    </FormFrame>
  );
}
