import { Button, Callout, Intent } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons';

/** Said when a link named a saved view its user may not see (docs/lists.md, Saved views). */
export function ViewLinkNotice({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Callout
      intent={Intent.WARNING}
      role="alert"
      title="This saved view is not available to you"
      className="saved-views-notice"
    >
      The link names a saved view that is not shared with you, or that was deleted. The list is shown as it opens
      without it; ask whoever sent the link to share the view with you.
      <Button variant="minimal" icon={<CrossIcon />} aria-label="Dismiss" onClick={onDismiss} />
    </Callout>
  );
}
