import { H1 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useGetUserQuery, useUpdateUserMutation } from '../../api/generated';
import { paths } from '../../app/paths';
import { useOpenedRecord } from '../../components/form/useOpenedRecord';
import { useSaveErrors } from '../../components/form/useSaveErrors';
import { withNotice } from '../../components/noticeInHistory';
import { RecordLoadStatus } from '../../components/record/RecordLoadStatus';
import { recordArg, useRouteRecordId } from '../../components/record/useRouteRecordId';
import { PendingEmailNotice, pendingEmailText } from './PendingEmailNotice';
import { fullName, USER_NAMES } from './userDisplay';
import { toUserUpdate, USER_FORM_FIELDS, userFormOf, type UserFormValues } from './userForm';
import { UserForm } from './UserForm';

/**
 * users/{id}/edit: the user's form, sent with the version it was opened on. A newer version on
 * the server (409) is never overwritten: the form shows what changed, field by field, to keep
 * or take, and saves again on that version.
 */
export function UserEditScreen() {
  const id = useRouteRecordId();
  const navigate = useNavigate();
  const latest = useGetUserQuery(recordArg(id), { refetchOnMountOrArgChange: true });
  const { opened, theirs, readTheirs, version } = useOpenedRecord(latest);
  const [updateUser, { isLoading: busy }] = useUpdateUserMutation();
  const saveErrors = useSaveErrors(USER_FORM_FIELDS);

  if (id === undefined || !opened)
    return <RecordLoadStatus names={USER_NAMES} error={latest.error} known={id !== undefined} />;

  const submit = async (values: UserFormValues) => {
    saveErrors.clear();
    const result = await updateUser({ id, userUpdate: { ...toUserUpdate(opened, values), version } });
    if (result.error) return saveErrors.fail(result.error) && readTheirs();
    // A new email is only requested: say so, or the unchanged address would look like a failed save.
    const pending = result.data.pending_email;
    const requested =
      pending && values.email.trim().toLowerCase() !== opened.email.toLowerCase()
        ? ` ${pendingEmailText(pending)}`
        : '';
    navigate(paths.users.view(id), withNotice(`Saved the changes to ${fullName(result.data)}.${requested}`));
  };

  return (
    <section className="screen">
      <H1>{`Edit ${fullName(opened)}`}</H1>
      <p>{`User type: ${opened.user_type}`}</p>
      <PendingEmailNotice user={opened} />
      <UserForm
        key={opened.version}
        userType={opened.user_type}
        initial={userFormOf(opened)}
        theirs={theirs && { values: userFormOf(theirs), version: theirs.version }}
        submitText="Save changes"
        busy={busy}
        errors={saveErrors.errors}
        onSubmit={(values) => void submit(values)}
        cancelTo={paths.users.view(id)}
      />
    </section>
  );
}
