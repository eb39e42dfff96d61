import { Button, Callout, H2, Intent } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import { useId, useState, type ReactNode } from 'react';
import { describeFailure, toApiFailure } from '../../api/apiFailure';
import { useDownloadUsersImportErrorsMutation } from '../../api/generated';
import { usersCount } from '../../components/usersCount';
import { ERRORS_SHOWN, errorLines, ImportErrorsTable } from './ImportErrorsTable';
import type { ColumnMapping } from './importFields';
import { saveXlsx } from './saveFile';
import type { CheckedFile } from './useUsersImport';

const rowsCount = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'row' : 'rows'}`;

/**
 * Step 3: the dry run's counts and every refused row's problems, downloadable as .xlsx to work
 * through beside the file; `next` is what may follow (the commit).
 */
export function ImportCheckStep({
  checked,
  mapping,
  onChooseAgain,
  next,
}: {
  checked: CheckedFile;
  mapping: ColumnMapping;
  onChooseAgain: () => void;
  next?: ReactNode;
}) {
  const headingId = useId();
  const { result, body } = checked;
  const lines = errorLines(result.row_errors, mapping);
  const [download, { isLoading: downloading }] = useDownloadUsersImportErrorsMutation();
  const [downloadFailure, setDownloadFailure] = useState<string>();
  const saveErrors = async () => {
    setDownloadFailure(undefined);
    const answer = await download({ usersImportFile: body });
    if (answer.error) return setDownloadFailure(describeFailure(toApiFailure(answer.error)));
    saveXlsx(answer.data.file_name, answer.data.file);
  };

  return (
    <div className="users-import-step">
      <dl className="users-import-counts" aria-label="Rows checked">
        <div>
          <dt>Rows</dt>
          <dd>{result.total_rows.toLocaleString('en')}</dd>
        </div>
        <div>
          <dt>Valid</dt>
          <dd>{result.valid_rows.toLocaleString('en')}</dd>
        </div>
        <div className={result.invalid_rows > 0 ? 'users-import-invalid' : undefined}>
          <dt>With errors</dt>
          <dd>{result.invalid_rows.toLocaleString('en')}</dd>
        </div>
      </dl>
      {result.invalid_rows === 0 ? (
        <Callout intent={Intent.SUCCESS} compact>
          Every row can be imported: {usersCount(result.valid_rows)}.
        </Callout>
      ) : (
        <>
          <H2 id={headingId} className="users-import-subheading">
            {rowsCount(result.invalid_rows)} with errors
          </H2>
          <p>
            An import takes the whole file or none of it: correct these rows in the file, then choose it again to check
            it. Rows are numbered as the spreadsheet numbers them (the heading row is 1).
            {lines.length > ERRORS_SHOWN &&
              ` The first ${ERRORS_SHOWN} of ${lines.length} problems are shown here; the download has them all.`}
          </p>
          <ImportErrorsTable lines={lines} labelledBy={headingId} />
          {downloadFailure && (
            <Callout intent={Intent.DANGER} role="alert" compact>
              {downloadFailure}
            </Callout>
          )}
        </>
      )}
      {next}
      <div className="users-import-actions">
        {result.invalid_rows > 0 && (
          <Button
            icon={<DownloadIcon />}
            loading={downloading}
            onClick={saveErrors}
            text="Download the errors (.xlsx)"
          />
        )}
        <Button variant="minimal" onClick={onChooseAgain} text="Choose the corrected file" />
      </div>
    </div>
  );
}
