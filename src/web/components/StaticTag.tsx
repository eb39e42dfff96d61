import { Classes, type Intent } from '@blueprintjs/core';
import classNames from 'classnames';
import type { HTMLAttributes, ReactNode } from 'react';

export interface StaticTagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'title'> {
  children: ReactNode;
  intent?: Intent;
  minimal?: boolean;
  round?: boolean;
  /** The full text, shown on hover where the tag is cut short by its column. */
  title?: string;
}

/**
 * A read-only tag with Blueprint's look and none of its JavaScript. Blueprint's Tag measures its
 * text after every render to decide on a title (a forced layout and a second render per tag):
 * on a page of rows that was the largest single cost of the users list's first load on a phone
 * (docs/benchmarks.md, Weight). The ellipsis is CSS's; the title is given. Blueprint's Tag stays
 * where a tag does something (a removable filter chip); the lint rules keep it there.
 */
export function StaticTag({
  children,
  intent,
  minimal = false,
  round = false,
  title,
  className,
  ...rest
}: StaticTagProps) {
  return (
    <span
      {...rest}
      className={classNames(
        Classes.TAG,
        Classes.intentClass(intent),
        { [Classes.MINIMAL]: minimal, [Classes.ROUND]: round },
        className,
      )}
    >
      <span className={classNames(Classes.FILL, Classes.TEXT_OVERFLOW_ELLIPSIS)} title={title}>
        {children}
      </span>
    </span>
  );
}
