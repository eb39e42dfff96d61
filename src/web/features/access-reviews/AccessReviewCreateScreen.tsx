import './access-reviews.css';
import { H1 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useCreateAccessReviewMutation } from '../../api/generated';
import { paths } from '../../app/paths';
import { useRouteTitle } from '../../app/useRouteTitle';
import { toFieldErrors } from '../../components/form/fieldErrors';
import { useSaveErrors } from '../../components/form/useSaveErrors';
import { withNotice } from '../../components/noticeInHistory';
import { peopleCount } from './accessReviewDisplay';
import { AccessReviewForm } from './AccessReviewForm';
import {
  accessReviewInputOf,
  ACCESS_REVIEW_FORM_FIELDS,
  atFormKeys,
  EMPTY_ACCESS_REVIEW_FORM,
  type AccessReviewFormValues,
} from './accessReviewForm';

/** access-reviews/create: the form; the campaign opens once it has started. */
export function AccessReviewCreateScreen() {
  const navigate = useNavigate();
  const [create, { isLoading: busy }] = useCreateAccessReviewMutation();
  // The server's messages at the form's fields, the scope's value's under its picker.
  const saveErrors = useSaveErrors(ACCESS_REVIEW_FORM_FIELDS, (failure) =>
    toFieldErrors(
      failure.body?.errors
        ? { ...failure, body: { ...failure.body, errors: atFormKeys(failure.body.errors) } }
        : failure,
      ACCESS_REVIEW_FORM_FIELDS,
    ),
  );

  const submit = async (values: AccessReviewFormValues) => {
    saveErrors.clear();
    const result = await create({ accessReviewInput: accessReviewInputOf(values) });
    if (result.error) return saveErrors.fail(result.error);
    const { id, name, total, reviewers } = result.data;
    const asked = reviewers.length === 1 ? '1 reviewer' : `${reviewers.length} reviewers`;
    navigate(
      paths.accessReviews.view(id),
      withNotice(`Started ${name}: ${peopleCount(total)} for ${asked} to review.`),
    );
  };

  return (
    <section className="screen access-reviews">
      <H1>{useRouteTitle()}</H1>
      <AccessReviewForm
        initial={EMPTY_ACCESS_REVIEW_FORM}
        busy={busy}
        errors={saveErrors.errors}
        onSubmit={(values) => void submit(values)}
        cancelTo={paths.accessReviews.list}
      />
    </section>
  );
}
