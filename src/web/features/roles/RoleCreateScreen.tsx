import { H2 } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toApiFailure } from '../../api/apiFailure';
import { useCreateRoleMutation, type RoleInput } from '../../api/generated';
import { useRouteTitle } from '../../app/useRouteTitle';
import { toFieldErrors, type FieldErrors } from '../../components/form/fieldErrors';
import { withNotice } from '../../components/noticeInHistory';
import { EMPTY_ROLE, ROLE_FORM_FIELDS, type RoleFormField } from './roleForm';
import { RoleForm } from './RoleForm';
import { rolePaths } from './rolePaths';

const NO_ERRORS: FieldErrors<RoleFormField> = { fields: {} };

/** roles/create: the role editor, empty; the new role opens once it is saved. */
export function RoleCreateScreen() {
  const navigate = useNavigate();
  const [createRole, { isLoading: busy }] = useCreateRoleMutation();
  const [errors, setErrors] = useState(NO_ERRORS);

  const submit = async (roleInput: RoleInput) => {
    setErrors(NO_ERRORS);
    const result = await createRole({ roleInput });
    if (result.error) return setErrors(toFieldErrors(toApiFailure(result.error), ROLE_FORM_FIELDS));
    navigate(rolePaths.view(result.data.id), withNotice(`Created the role ${result.data.name}.`));
  };

  return (
    <section className="screen">
      <H2>{useRouteTitle()}</H2>
      <RoleForm initial={EMPTY_ROLE} submitText="Create role" busy={busy} errors={errors} onSubmit={(values) => void submit(values)} cancelTo={rolePaths.list} />
    </section>
  );
}
