import { HTMLTable } from '@blueprintjs/core';
import type { UsersImportRowErrors } from '../../api/generated';
import { fieldLabel, type ColumnMapping, type ImportField } from './importFields';

/** At most this many messages are listed on the screen; the downloaded file has them all. */
export const ERRORS_SHOWN = 200;

interface ErrorLine {
  row: number;
  column: string;
  message: string;
}

/** One line a message: the row, the file's column (as mapped, else the field) and what is wrong. */
export function errorLines(rows: readonly UsersImportRowErrors[], mapping: ColumnMapping): ErrorLine[] {
  return rows.flatMap(({ row, errors }) =>
    Object.entries(errors).flatMap(([field, messages]) =>
      messages.map((message) => ({ row, column: mapping[field as ImportField] ?? fieldLabel(field), message })),
    ),
  );
}

/** The dry run's refused rows as a compact table, in the file's order. */
export function ImportErrorsTable({ lines, labelledBy }: { lines: readonly ErrorLine[]; labelledBy: string }) {
  return (
    <div className="users-import-errors">
      <HTMLTable compact striped aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Column</th>
            <th scope="col">Problem</th>
          </tr>
        </thead>
        <tbody>
          {lines.slice(0, ERRORS_SHOWN).map((line, index) => (
            <tr key={index}>
              <td className="users-import-row-number">{line.row}</td>
              <td>{line.column}</td>
              <td>{line.message}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
