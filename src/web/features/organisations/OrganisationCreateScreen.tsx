import './organisations.css';
import { H1 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useRouteTitle } from '../../app/useRouteTitle';
import { useSaveErrors } from '../../components/form/useSaveErrors';
import { withNotice } from '../../components/noticeInHistory';
import { MINISTRY } from './ministryKind';
import { EMPTY_ORGANISATION_FORM, ORGANISATION_FORM_FIELDS, type OrganisationFormValues } from './organisationForm';
import { OrganisationForm } from './OrganisationForm';
import type { OrganisationKindBase } from './organisationKind';
import { TPA } from './tpaKind';

/** tpas/create, ministries/create: the form, empty; the new organisation opens once it is saved. */
export function OrganisationCreateScreen({ kind }: { kind: OrganisationKindBase }) {
  const navigate = useNavigate();
  const [create, { isLoading: busy }] = kind.useCreate();
  const saveErrors = useSaveErrors(ORGANISATION_FORM_FIELDS);

  const submit = async (values: OrganisationFormValues) => {
    saveErrors.clear();
    const result = await create(values);
    if (result.error) return saveErrors.fail(result.error);
    navigate(kind.paths.view(result.data.id), withNotice(`Created the ${kind.noun} ${result.data.name}.`));
  };

  return (
    <section className="screen">
      <H1>{useRouteTitle()}</H1>
      <OrganisationForm
        kind={kind}
        initial={EMPTY_ORGANISATION_FORM}
        submitText={`Create ${kind.noun}`}
        busy={busy}
        errors={saveErrors.errors}
        onSubmit={(values) => void submit(values)}
        cancelTo={kind.paths.list}
      />
    </section>
  );
}

export const TpaCreateScreen = () => <OrganisationCreateScreen kind={TPA} />;
export const MinistryCreateScreen = () => <OrganisationCreateScreen kind={MINISTRY} />;
