import type { MouseEvent, ReactNode } from 'react';
import { useHref } from 'react-router-dom';

export interface RowLinkProps {
  /** The row's record (its view), from the address builders of paths.ts. */
  to: string;
  /** A plain click opens the row in place, as a click anywhere on the row does. */
  onOpen: () => void;
  children: ReactNode;
}

/** A click that asks the browser for a new tab or window, a download or a context menu: the browser's own. */
const browserClick = (event: MouseEvent) =>
  event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

/**
 * A row's identity cell as a real link (docs/lists.md, Keyboard): Ctrl/Cmd-click and the middle
 * button open the record in a new tab, "Copy link" copies its address, a plain click opens it here.
 */
export function RowLink({ to, onOpen, children }: RowLinkProps) {
  const href = useHref(to);
  return (
    <a
      className="data-table-row-link"
      href={href}
      onClick={(event) => {
        if (browserClick(event)) return;
        event.preventDefault();
        onOpen();
      }}
    >
      {children}
    </a>
  );
}
