import './change-diff.css';
import { Classes, HTMLTable, Intent } from '@blueprintjs/core';
import { StaticTag } from '../StaticTag';
import { changeRows, type Changes, type ShownValue } from './changeRows';

export interface ChangeDiffProps {
  changes: Changes | null;
}

const MARKS = {
  kept: { intent: Intent.NONE, sign: '', label: '' },
  added: { intent: Intent.SUCCESS, sign: '+ ', label: 'added' },
  removed: { intent: Intent.DANGER, sign: '− ', label: 'removed' },
} as const;

function Value({ value }: { value: ShownValue }) {
  switch (value.kind) {
    case 'absent':
      return (
        <span className={Classes.TEXT_MUTED} title="Not recorded">
          —
        </span>
      );
    case 'empty':
      return <em className={`${Classes.TEXT_MUTED} change-diff-empty`}>empty</em>;
    case 'text':
      return <span className="change-diff-text">{value.text}</span>;
    case 'list':
      return (
        <ul className="change-diff-list">
          {value.items.map(({ text, mark }) => (
            <li key={text}>
              <StaticTag
                minimal
                intent={MARKS[mark].intent}
                className={`change-diff-${mark}`}
                aria-label={MARKS[mark].label ? `${text} (${MARKS[mark].label})` : undefined}
              >
                {MARKS[mark].sign}
                {text}
              </StaticTag>
            </li>
          ))}
        </ul>
      );
  }
}

/**
 * An activity-log entry's before → after values: one compact row per changed field; lists
 * (permissions, roles) show which items were removed and which were added.
 */
export function ChangeDiff({ changes }: ChangeDiffProps) {
  const rows = changes ? changeRows(changes) : [];
  if (rows.length === 0) return <p className={`${Classes.TEXT_MUTED} change-diff-none`}>No field changes recorded.</p>;
  return (
    <HTMLTable compact bordered className="change-diff" aria-label="Changes">
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field}>
            <th scope="row">{row.label}</th>
            <td>
              <Value value={row.before} />
            </td>
            <td>
              <Value value={row.after} />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
