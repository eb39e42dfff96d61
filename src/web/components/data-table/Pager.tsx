import { ButtonGroup, Intent } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons';
import type { To } from 'react-router-dom';
import { RouterAnchorButton } from '../RouterAnchorButton';
import { pageWindow } from './pageWindow';

export interface PagerProps {
  currentPage: number;
  lastPage: number;
  /** Where each page lives: a link, so a page can be opened in a new tab or copied. */
  linkTo: (page: number) => To;
}

/** Previous, up to 7 page links with the current one marked, and next. */
export function Pager({ currentPage, lastPage, linkTo }: PagerProps) {
  return (
    <nav aria-label="Pagination">
      <ButtonGroup variant="outlined">
        <RouterAnchorButton
          to={linkTo(currentPage - 1)}
          icon={<ChevronLeftIcon />}
          aria-label="Previous page"
          disabled={currentPage <= 1}
        />
        {pageWindow(currentPage, lastPage).map((page) => (
          <RouterAnchorButton
            key={page}
            to={linkTo(page)}
            text={page}
            aria-label={`Page ${page}`}
            aria-current={page === currentPage ? 'page' : undefined}
            intent={page === currentPage ? Intent.PRIMARY : Intent.NONE}
          />
        ))}
        <RouterAnchorButton
          to={linkTo(currentPage + 1)}
          icon={<ChevronRightIcon />}
          aria-label="Next page"
          disabled={currentPage >= lastPage}
        />
      </ButtonGroup>
    </nav>
  );
}
