import { Spinner } from '@blueprintjs/core';

/** A whole-view Spinner, named for assistive technology by what it waits for. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="app-centered">
      <Spinner aria-label={label} />
    </div>
  );
}
