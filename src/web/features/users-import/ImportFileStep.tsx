import { Callout, FileInput, FormGroup, Intent, Spinner } from '@blueprintjs/core';
import { useId, useState, type ChangeEvent } from 'react';
import { describeFailure, toApiFailure } from '../../api/apiFailure';
import { useReadUsersImportHeadingsMutation } from '../../api/generated';
import {
  csvHeadings,
  fileAsBase64,
  fileProblem,
  IMPORT_FILE_ACCEPT,
  IMPORT_FILE_LIMIT_TEXT,
  kindOfFile,
  UNREADABLE,
} from './importFile';
import type { ChosenFile } from './useUsersImport';

/** A failed headings call in the file's terms: the server's message at `file` or `file_name`, else its own. */
function refusalOf(error: Parameters<typeof toApiFailure>[0]): string {
  const failure = toApiFailure(error);
  const errors = failure.body?.errors;
  return errors ? Object.values(errors).flat().join(' ') : describeFailure(failure);
}

/**
 * Step 1: choose a .csv or .xlsx file. Its kind and size are checked here before anything is
 * sent; its heading row is read (a CSV's here, a workbook's by the server) for the mapping.
 */
export function ImportFileStep({ problem, onChosen }: { problem?: string; onChosen: (chosen: ChosenFile) => void }) {
  const inputId = useId();
  const [readHeadings] = useReadUsersImportHeadingsMutation();
  const [reading, setReading] = useState<string>();
  const [refusal, setRefusal] = useState<string>();

  const choose = async (file: File) => {
    const refused = fileProblem(file);
    setRefusal(refused);
    if (refused) return;
    setReading(file.name);
    try {
      const base64 = kindOfFile(file.name) === 'xlsx' ? await fileAsBase64(file) : undefined;
      const answer = base64
        ? await readHeadings({ usersImportUpload: { file_name: file.name, file: base64 } })
        : { data: { headings: await csvHeadings(file) } };
      if (answer.error) return setRefusal(refusalOf(answer.error));
      const headings = answer.data.headings;
      if (headings.every((heading) => heading === ''))
        return setRefusal(`"${file.name}" is empty: it needs a heading row, then one user a row.`);
      onChosen({ file, headings, base64 });
    } catch {
      setRefusal(UNREADABLE);
    } finally {
      setReading(undefined);
    }
  };
  const changed = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void choose(file);
  };

  const said = refusal ?? problem;
  return (
    <div className="users-import-step">
      <FormGroup
        label="File of users"
        labelFor={inputId}
        helperText={`A .csv (UTF-8) or .xlsx file of at most ${IMPORT_FILE_LIMIT_TEXT}: a heading row, then one user a row. Roles are named, several separated by ";"; a TPA or ministry by its code or name.`}
      >
        <FileInput
          text={reading ?? 'Choose a .csv or .xlsx file…'}
          buttonText="Browse"
          disabled={reading !== undefined}
          inputProps={{
            id: inputId,
            accept: IMPORT_FILE_ACCEPT,
            'aria-describedby': said ? `${inputId}-problem` : undefined,
          }}
          onInputChange={changed}
        />
      </FormGroup>
      {reading && <Spinner size={20} aria-label={`Reading the headings of ${reading}`} />}
      {said && (
        <Callout id={`${inputId}-problem`} intent={Intent.DANGER} role="alert" compact>
          {said}
        </Callout>
      )}
    </div>
  );
}
