import { Classes, PopoverNext, Tag } from '@blueprintjs/core';

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
 * "+n" opening a popover with the rest.
 */
export function TagList({ values, noun, shown = 2, empty = 'None' }: TagListProps) {
  if (values.length === 0) return <span className={Classes.TEXT_MUTED}>{empty}</span>;
  const rest = values.slice(shown);
  return (
    <span className="data-table-tags">
      {values.slice(0, shown).map((value) => (
        <Tag key={value} minimal htmlTitle={value}>
          {value}
        </Tag>
      ))}
      {rest.length > 0 && (
        <PopoverNext
          placement="bottom-start"
          content={
            <div className="data-table-tag-overflow">
              {rest.map((value) => (
                <Tag key={value} minimal>
                  {value}
                </Tag>
              ))}
            </div>
          }
          renderTarget={({ isOpen, ...target }) => (
            <Tag
              {...target}
              minimal
              interactive
              className={`${target.className ?? ''} data-table-tags-more`}
              aria-expanded={isOpen}
              aria-label={`+${rest.length} more ${noun}`}
            >
              {`+${rest.length}`}
            </Tag>
          )}
        />
      )}
    </span>
  );
}
