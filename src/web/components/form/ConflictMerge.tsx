import '../notice.css';
import './form.css';
import { Callout, HTMLTable, Intent, Radio } from '@blueprintjs/core';

/** Which value a field keeps after a conflict: the one typed here, or the one saved by someone else. */
export type MergeChoice = 'mine' | 'theirs';

export interface ConflictMergeProps<Values> {
  /** As a sentence names the record: "user", "role", "TPA". */
  noun: string;
  /** The fields someone else changed since the form opened. */
  fields: readonly (keyof Values & string)[];
  mine: Values;
  theirs: Values;
  choices: Partial<Record<keyof Values, MergeChoice>>;
  choose: (field: keyof Values & string, choice: MergeChoice) => void;
  labels: Record<keyof Values & string, string>;
}

/** A value as the merge table shows it: text, a picked option's name, a list or a keyed set of them, yes or no. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.map(shown).join(', ') : '(none)';
  if (typeof value === 'object' && 'item_text' in value) return String(value.item_text);
  // A set of values by key (a user's roles' last days): its values.
  if (typeof value === 'object') return shown(Object.values(value));
  return String(value);
}

/**
 * 409: someone saved the record after it was opened here, and nothing was overwritten. Each
 * field they changed shows their value and the one typed here; the user keeps theirs or takes
 * the other's, field by field, and saves again on the newer version.
 */
export function ConflictMerge<Values>({
  noun,
  fields,
  mine,
  theirs,
  choices,
  choose,
  labels,
}: ConflictMergeProps<Values>) {
  return (
    <Callout
      intent={Intent.WARNING}
      role="alert"
      title={`This ${noun} was changed by someone else`}
      className="screen-notice"
    >
      <p>
        {fields.length
          ? `Someone else saved this ${noun} since you opened it, so your changes were not saved yet. For each field they changed, keep yours or take theirs, then save again.`
          : `Someone else saved this ${noun} since you opened it, changing nothing this form shows. Save again to keep your changes.`}
      </p>
      {fields.length > 0 && (
        <HTMLTable compact className="conflict-merge">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Their value</th>
              <th scope="col">Your value</th>
              <th scope="col">Keep</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field}>
                <th scope="row">{labels[field]}</th>
                <td>{shown(theirs[field])}</td>
                <td>{shown(mine[field])}</td>
                <td role="radiogroup" aria-label={`${labels[field]}: keep`}>
                  {(['mine', 'theirs'] as const).map((choice) => (
                    <Radio
                      key={choice}
                      inline
                      name={`merge-${field}`}
                      label={choice === 'mine' ? 'Yours' : 'Theirs'}
                      checked={choices[field] === choice}
                      onChange={() => choose(field, choice)}
                    />
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Callout>
  );
}
