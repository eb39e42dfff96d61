import type { MouseEvent } from 'react';

export interface ColumnResizeHandleProps {
  /** The column's width now, for when the header's box cannot be measured. */
  width?: number;
  onResize: (width: number) => void;
}

/**
 * The right edge of a header, dragged to resize its column (docs/lists.md, Fit and density). The
 * keyboard path is the column chooser's width field, so the handle itself is not a tab stop.
 */
export function ColumnResizeHandle({ width = 0, onResize }: ColumnResizeHandleProps) {
  const onMouseDown = (event: MouseEvent<HTMLSpanElement>) => {
    if (event.button !== 0) return;
    // Neither a text selection nor the header's sort.
    event.preventDefault();
    event.stopPropagation();
    const from = event.currentTarget.closest('th')?.getBoundingClientRect().width || width;
    const start = event.clientX;
    const move = (moved: globalThis.MouseEvent) => onResize(from + moved.clientX - start);
    const stop = () => {
      window.removeEventListener('mousemove', move);
      window.removeEventListener('mouseup', stop);
    };
    window.addEventListener('mousemove', move);
    window.addEventListener('mouseup', stop);
  };
  return (
    <span
      className="data-table-resize-handle"
      aria-hidden="true"
      onMouseDown={onMouseDown}
      onClick={(event) => event.stopPropagation()}
    />
  );
}
