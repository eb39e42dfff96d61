import './notice.css';
import { Button, Callout, Intent } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons';

/** What the last action did, above the screen until dismissed or replaced. */
export function SuccessNotice({ message, onDismiss }: { message?: string; onDismiss: () => void }) {
  if (!message) return null;
  return (
    <Callout intent={Intent.SUCCESS} role="status" className="screen-notice" compact>
      <div className="screen-notice-body">
        <span>{message}</span>
        <Button variant="minimal" size="small" icon={<CrossIcon />} aria-label="Dismiss" onClick={onDismiss} />
      </div>
    </Callout>
  );
}
