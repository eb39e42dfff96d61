import '../notice.css';
import { Button, Callout, Intent } from '@blueprintjs/core';

export interface ConflictNoticeProps {
  /** What was being edited, as a sentence names it: "user", "role", "TPA". */
  noun: string;
  reloading: boolean;
  onReload: () => void;
}

/** 409: someone saved the record after it was opened here; nothing was overwritten, reload to go on. */
export function ConflictNotice({ noun, reloading, onReload }: ConflictNoticeProps) {
  return (
    <Callout
      intent={Intent.WARNING}
      role="alert"
      title={`This ${noun} was changed by someone else`}
      className="screen-notice"
    >
      <p>{`Someone else saved this ${noun} since you opened it, so your changes were not saved. Reload the latest version and make your changes again.`}</p>
      <Button intent={Intent.WARNING} text="Reload the latest version" loading={reloading} onClick={onReload} />
    </Callout>
  );
}
