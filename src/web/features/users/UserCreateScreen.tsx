import { H1, NonIdealState } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router-dom';
import { useCreateUserMutation } from '../../api/generated';
import { paths } from '../../app/paths';
import { useSaveErrors } from '../../components/form/useSaveErrors';
import { withNotice } from '../../components/noticeInHistory';
import { RouterAnchorButton } from '../../components/RouterAnchorButton';
import { fullName } from './userDisplay';
import {
  CREATABLE_USER_TYPES,
  EMPTY_USER_FORM,
  isUserType,
  toUserInput,
  USER_FORM_FIELDS,
  type UserFormValues,
} from './userForm';
import { UserForm } from './UserForm';

/** users/create/{user_type}: the form of that type; the new user is emailed an invitation. */
export function UserCreateScreen() {
  const { user_type: userType } = useParams();
  const navigate = useNavigate();
  const [createUser, { isLoading: busy }] = useCreateUserMutation();
  const saveErrors = useSaveErrors(USER_FORM_FIELDS);

  if (!isUserType(userType) || !CREATABLE_USER_TYPES.includes(userType)) {
    return (
      <section className="screen">
        <NonIdealState
          title="No such user type"
          description={`Users are created as one of: ${CREATABLE_USER_TYPES.join(', ')}.`}
          action={<RouterAnchorButton to={paths.users.list} text="Back to users" />}
        />
      </section>
    );
  }

  const submit = async (values: UserFormValues) => {
    saveErrors.clear();
    const result = await createUser({ userInput: toUserInput(userType, values) });
    if (result.error) return saveErrors.fail(result.error);
    const created = result.data;
    const notice = `Created ${fullName(created)}. An invitation to set a password was emailed to ${created.email}.`;
    void navigate(paths.users.view(created.id), withNotice(notice));
  };

  return (
    <section className="screen">
      <H1>{`Create user: ${userType}`}</H1>
      <p>The new user gets an email with a link to set their password; no password is ever sent by email.</p>
      <UserForm
        userType={userType}
        initial={EMPTY_USER_FORM}
        submitText="Create user"
        busy={busy}
        errors={saveErrors.errors}
        onSubmit={(values) => void submit(values)}
        cancelTo={paths.users.list}
      />
    </section>
  );
}
