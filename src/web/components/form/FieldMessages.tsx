import './form.css';

/** A field's error messages, one per line, with the id its input points at (aria-describedby). */
export function FieldMessages({ id, messages }: { id: string; messages?: readonly string[] }) {
  if (!messages?.length) return null;
  return (
    <span id={id}>
      {messages.map((message) => (
        <span key={message} className="field-message">
          {message}
        </span>
      ))}
    </span>
  );
}
