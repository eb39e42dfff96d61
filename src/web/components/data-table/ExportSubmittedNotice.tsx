import { paths } from '../../app/paths';
import { RouterAnchorButton } from '../RouterAnchorButton';
import { SuccessNotice } from '../SuccessNotice';

/**
 * The spec's "Export Request Submitted", as a notice above the list rather than a blocking
 * alert, with the way to the file: My exports lists the job and its link once it is done.
 */
export function ExportSubmittedNotice({ shown, onDismiss }: { shown: boolean; onDismiss: () => void }) {
  return (
    <SuccessNotice
      message={shown ? 'Export Request Submitted' : undefined}
      action={<RouterAnchorButton to={paths.myExports} variant="outlined" size="small" text="Open My exports" />}
      onDismiss={onDismiss}
    />
  );
}
