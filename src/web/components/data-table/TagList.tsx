import { Classes, PopoverNext } from '@blueprintjs/core';
import classNames from 'classnames';
import { StaticTag } from '../StaticTag';

export interface TagListProps {
  values: readonly string[];
  /** What the values are, in the plural ("roles", "permissions"), for the "+n" button's name. */
  noun: string;
  /** How many tags the cell shows before "+n". */
  shown?: number;
  /** What an empty list reads. */
  empty?: string;
}

/**
 * A multi-value cell (docs/lists.md, Fit and density): the first values as compact tags, which
 * shrink with an ellipsis (their full name as a title) rather than widening the column, and
 * "+n" opening a popover with the rest. Static tags and a plain button: a page of rows renders
 * hundreds of these (StaticTag says why not Blueprint's Tag).
 */
export function TagList({ values, noun, shown = 2, empty = 'None' }: TagListProps) {
  if (values.length === 0) return <span className={Classes.TEXT_MUTED}>{empty}</span>;
  const rest = values.slice(shown);
  return (
    <span className="data-table-tags">
      {values.slice(0, shown).map((value) => (
        <StaticTag key={value} minimal title={value}>
          {value}
        </StaticTag>
      ))}
      {rest.length > 0 && (
        <PopoverNext
          placement="bottom-start"
          content={
            <div className="data-table-tag-overflow">
              {rest.map((value) => (
                <StaticTag key={value} minimal>
                  {value}
                </StaticTag>
              ))}
            </div>
          }
          renderTarget={({ isOpen, className, ...target }) => (
            <button
              {...target}
              type="button"
              className={classNames(
                Classes.TAG,
                Classes.MINIMAL,
                Classes.INTERACTIVE,
                className,
                'data-table-tags-more',
              )}
              aria-expanded={isOpen}
              aria-label={`+${rest.length} more ${noun}`}
            >
              <span className={classNames(Classes.FILL, Classes.TEXT_OVERFLOW_ELLIPSIS)}>{`+${rest.length}`}</span>
            </button>
          )}
        />
      )}
    </span>
  );
}
