import '../notice.css';
import { Callout, Intent } from '@blueprintjs/core';
import type { FieldErrors } from './fieldErrors';

export interface ErrorSummaryProps<Field extends string> {
  errors: FieldErrors<Field>;
  /** The id of a field's input, which each of its messages links to. */
  idOf: (field: Field) => string;
}

/** How many problems a submit found, as a heading says it. */
const countText = (count: number) => (count === 1 ? 'There is 1 problem to fix' : `There are ${count} problems to fix`);

/**
 * Every problem of the last submit, above the form and announced (role="alert"): each field's
 * message links to its field, messages of no field read as they are.
 */
export function ErrorSummary<Field extends string>({ errors, idOf }: ErrorSummaryProps<Field>) {
  const atFields = (Object.entries(errors.fields) as [Field, string[] | undefined][]).flatMap(([field, messages]) =>
    (messages ?? []).map((message) => ({ field, message })),
  );
  const general = errors.form ?? [];
  const count = atFields.length + general.length;
  if (count === 0) return null;
  return (
    <Callout
      intent={Intent.DANGER}
      role="alert"
      title={countText(count)}
      className="screen-notice error-summary"
      tabIndex={-1}
    >
      <ul>
        {atFields.map(({ field, message }) => (
          <li key={`${field}:${message}`}>
            <a
              href={`#${idOf(field)}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(idOf(field))?.focus();
              }}
            >
              {message}
            </a>
          </li>
        ))}
        {general.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </Callout>
  );
}
