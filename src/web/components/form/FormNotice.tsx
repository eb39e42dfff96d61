import '../notice.css';
import { Callout, Intent } from '@blueprintjs/core';

/** Why a form's submit failed, above the form: the messages that belong to none of its fields. */
export function FormNotice({ messages }: { messages?: readonly string[] }) {
  if (!messages?.length) return null;
  return (
    <Callout intent={Intent.DANGER} role="alert" className="screen-notice">
      {messages.join(' ')}
    </Callout>
  );
}
