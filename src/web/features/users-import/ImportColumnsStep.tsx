import { Button, Callout, HTMLSelect, HTMLTable, Intent, Radio, RadioGroup } from '@blueprintjs/core';
import type { UsersImportMode } from '../../api/generated';
import { useId, useState, type FormEvent } from 'react';
import { IMPORT_FIELDS, unmappedRequired, type ColumnMapping, type ImportField } from './importFields';

const NOT_IN_FILE = '';

interface ImportColumnsStepProps {
  fileName: string;
  headings: readonly string[];
  mapping: ColumnMapping;
  remembered: boolean;
  mode: UsersImportMode;
  checking: boolean;
  /** The server's messages per field of the mapping (a column the file lacks). */
  refused?: Partial<Record<string, string[]>>;
  /** A refusal that belongs to no field (the server unreachable, a failure). */
  failure?: string;
  onChange: (mapping: ColumnMapping) => void;
  onModeChange: (mode: UsersImportMode) => void;
  onCheck: () => void;
  onBack: () => void;
}

/**
 * Step 2: which column of the file holds each field, pre-filled (the four the contract requires
 * must be chosen), and what to do with people the app already has: the check depends on both.
 */
export function ImportColumnsStep(props: ImportColumnsStepProps) {
  const { headings, mapping, refused = {}, onChange } = props;
  const tableId = useId();
  const [missing, setMissing] = useState<string>();
  const choose = (field: ImportField, heading: string) => {
    const { [field]: _, ...others } = mapping;
    onChange(heading === NOT_IN_FILE ? others : { ...others, [field]: heading });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const unmapped = unmappedRequired(mapping);
    setMissing(
      unmapped.length > 0
        ? `Choose the column of ${unmapped.map(({ label }) => label.toLowerCase()).join(', ')}: every user needs one.`
        : undefined,
    );
    if (unmapped.length === 0) props.onCheck();
  };
  const messagesOf = (field: ImportField) => refused[field] ?? [];

  return (
    <form className="users-import-step" onSubmit={submit} aria-busy={props.checking} noValidate>
      <p id={`${tableId}-about`}>
        {props.remembered
          ? `The columns of "${props.fileName}" as you matched them last time for a file with these headings.`
          : `Which column of "${props.fileName}" holds each field. Columns whose headings name a field are already chosen.`}
      </p>
      <HTMLTable compact className="users-import-columns" aria-describedby={`${tableId}-about`}>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Column in the file</th>
          </tr>
        </thead>
        <tbody>
          {IMPORT_FIELDS.map(({ field, label, required }) => (
            <tr key={field}>
              <th scope="row">
                <label htmlFor={`${tableId}-${field}`}>
                  {label}
                  {required && <span className="users-import-required"> (required)</span>}
                </label>
              </th>
              <td>
                <HTMLSelect
                  id={`${tableId}-${field}`}
                  value={mapping[field] ?? NOT_IN_FILE}
                  onChange={(event) => choose(field, event.target.value)}
                  aria-invalid={messagesOf(field).length > 0}
                  aria-describedby={messagesOf(field).length > 0 ? `${tableId}-${field}-error` : undefined}
                  fill
                >
                  <option value={NOT_IN_FILE}>Not in the file</option>
                  {headings.map((heading, index) =>
                    heading === '' ? null : (
                      <option key={`${index}-${heading}`} value={heading}>
                        {heading}
                      </option>
                    ),
                  )}
                </HTMLSelect>
                {messagesOf(field).length > 0 && (
                  <div id={`${tableId}-${field}-error`} className="users-import-field-error">
                    {messagesOf(field).join(' ')}
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <RadioGroup
        label="People already in the app (the same email)"
        selectedValue={props.mode}
        onChange={(event) => props.onModeChange(event.currentTarget.value as UsersImportMode)}
      >
        <Radio value="create_only" label="Leave them as they are: only create new users" />
        <Radio value="update_matching" label="Update them from the file (names, phone, organisation; roles added)" />
      </RadioGroup>
      {(missing ?? props.failure) && (
        <Callout intent={Intent.DANGER} role="alert" compact>
          {missing ?? props.failure}
        </Callout>
      )}
      <div className="users-import-actions">
        <Button type="submit" intent={Intent.PRIMARY} loading={props.checking} text="Check the file" />
        <Button variant="minimal" onClick={props.onBack} text="Choose another file" />
      </div>
    </form>
  );
}
