import './notice.css';
import { Button, Callout, Intent } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';

/** What the last action did, above the screen until dismissed or replaced; `action` leads on from it. */
export function SuccessNotice({
  message,
  action,
  onDismiss,
}: {
  message?: string;
  action?: ReactNode;
  onDismiss: () => void;
}) {
  if (!message) return null;
  return (
    <Callout intent={Intent.SUCCESS} role="status" className="screen-notice" compact>
      <div className="screen-notice-body">
        <span>{message}</span>
        <span className="screen-notice-actions">
          {action}
          <Button variant="minimal" size="small" icon={<CrossIcon />} aria-label="Dismiss" onClick={onDismiss} />
        </span>
      </div>
    </Callout>
  );
}
