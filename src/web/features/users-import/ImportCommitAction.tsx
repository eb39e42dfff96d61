import { Button, Callout, Intent } from '@blueprintjs/core';
import { useId } from 'react';
import { usersCount } from '../../components/usersCount';
import { errorLines, ImportErrorsTable } from './ImportErrorsTable';
import type { ColumnMapping } from './importFields';
import type { ImportRefusal } from './importRefusal';
import type { CheckedFile } from './useUsersImport';

/**
 * What the checked file would do and the button that does it, once every row is valid (an import
 * takes the whole file or none of it); a commit refused meanwhile (the database changed since the
 * check, a cancelled step-up) says why here.
 */
export function ImportCommitAction({
  checked,
  mapping,
  committing,
  refusal,
  onCommit,
}: {
  checked: CheckedFile;
  mapping: ColumnMapping;
  committing: boolean;
  refusal: ImportRefusal;
  onCommit: () => void;
}) {
  const headingId = useId();
  const { result } = checked;
  if (result.invalid_rows > 0) return null;
  const updating = checked.body.mode === 'update_matching';
  return (
    <div className="users-import-step">
      <p>
        Importing creates {usersCount(result.to_create)}, each invited by email to set a password
        {updating ? `, updates ${usersCount(result.to_update)}` : ''} and leaves {usersCount(result.unchanged)}{' '}
        unchanged.
      </p>
      {refusal.other && (
        <Callout intent={Intent.DANGER} role="alert" compact>
          {refusal.other}
        </Callout>
      )}
      {refusal.rows && (
        <>
          <h2 id={headingId} className="users-import-subheading">
            Rows refused on import
          </h2>
          <ImportErrorsTable lines={errorLines(refusal.rows, mapping)} labelledBy={headingId} />
        </>
      )}
      <div className="users-import-actions">
        <Button
          intent={Intent.PRIMARY}
          loading={committing}
          onClick={onCommit}
          text={`Import ${usersCount(result.to_create + result.to_update)}`}
        />
      </div>
    </div>
  );
}
