import './organisations.css';
import { H2 } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toApiFailure } from '../../api/apiFailure';
import { useRouteTitle } from '../../app/useRouteTitle';
import { toFieldErrors, type FieldErrors } from '../../components/form/fieldErrors';
import { withNotice } from '../../components/noticeInHistory';
import { MINISTRY } from './ministryKind';
import { EMPTY_ORGANISATION_FORM, ORGANISATION_FORM_FIELDS, type OrganisationFormField, type OrganisationFormValues } from './organisationForm';
import { OrganisationForm } from './OrganisationForm';
import { organisationPaths, type OrganisationKindBase } from './organisationKind';
import { TPA } from './tpaKind';

const NO_ERRORS: FieldErrors<OrganisationFormField> = { fields: {} };

/** tpas/create, ministries/create: the form, empty; the new organisation opens once it is saved. */
export function OrganisationCreateScreen({ kind }: { kind: OrganisationKindBase }) {
  const navigate = useNavigate();
  const [create, { isLoading: busy }] = kind.useCreate();
  const [errors, setErrors] = useState(NO_ERRORS);
  const to = organisationPaths(kind);

  const submit = async (values: OrganisationFormValues) => {
    setErrors(NO_ERRORS);
    const result = await create(values);
    if (result.error) return setErrors(toFieldErrors(toApiFailure(result.error), ORGANISATION_FORM_FIELDS));
    navigate(to.view(result.data.id), withNotice(`Created the ${kind.noun} ${result.data.name}.`));
  };

  return (
    <section className="screen">
      <H2>{useRouteTitle()}</H2>
      <OrganisationForm
        kind={kind}
        initial={EMPTY_ORGANISATION_FORM}
        submitText={`Create ${kind.noun}`}
        busy={busy}
        errors={errors}
        onSubmit={(values) => void submit(values)}
        cancelTo={to.list}
      />
    </section>
  );
}

export const TpaCreateScreen = () => <OrganisationCreateScreen kind={TPA} />;
export const MinistryCreateScreen = () => <OrganisationCreateScreen kind={MINISTRY} />;
