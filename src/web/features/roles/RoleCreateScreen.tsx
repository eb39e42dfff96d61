import { H1 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useCreateRoleMutation, type RoleInput } from '../../api/generated';
import { paths } from '../../app/paths';
import { useRouteTitle } from '../../app/useRouteTitle';
import { useSaveErrors } from '../../components/form/useSaveErrors';
import { withNotice } from '../../components/noticeInHistory';
import { EMPTY_ROLE, ROLE_FORM_FIELDS, roleInputOf } from './roleForm';
import { RoleForm } from './RoleForm';

/** roles/create: the role editor, empty; the new role opens once it is saved. */
export function RoleCreateScreen() {
  const navigate = useNavigate();
  const [createRole, { isLoading: busy }] = useCreateRoleMutation();
  const saveErrors = useSaveErrors(ROLE_FORM_FIELDS);

  const submit = async (roleInput: RoleInput) => {
    saveErrors.clear();
    const result = await createRole({ roleInput: roleInputOf(roleInput) });
    if (result.error) return saveErrors.fail(result.error);
    navigate(paths.roles.view(result.data.id), withNotice(`Created the role ${result.data.name}.`));
  };

  return (
    <section className="screen">
      <H1>{useRouteTitle()}</H1>
      <RoleForm
        initial={EMPTY_ROLE}
        submitText="Create role"
        busy={busy}
        errors={saveErrors.errors}
        onSubmit={(values) => void submit(values)}
        cancelTo={paths.roles.list}
      />
    </section>
  );
}
