import { ButtonGroup, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon, DoubleChevronLeftIcon, DoubleChevronRightIcon } from '@blueprintjs/icons';
import { useId, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useNavigate, type To } from 'react-router-dom';
import { PAGER_VISIBLE_LINKS } from '../../../shared/constants';
import { RouterAnchorButton } from '../RouterAnchorButton';
import { pageWindow } from './pageWindow';

/**
 * The buttons' row keeps room for every button it can hold (first, previous, the page links,
 * next, last) and, before the first answer says how many pages there are, holds next and last at
 * its end, where a full row of links puts them: nothing moves when the links arrive
 * (docs/benchmarks.md, Weight: the pager's layout shift).
 */
const RESERVED_BUTTONS = { '--pager-buttons': PAGER_VISIBLE_LINKS + 4 } as CSSProperties;

export interface PagerProps {
  currentPage: number;
  lastPage: number;
  /** Where each page lives: a link, so a page can be opened in a new tab or copied. */
  linkTo: (page: number) => To;
}

/** "Go to page": digits, on Enter the page asked for, kept between the first and the last. */
function JumpToPage({ lastPage, linkTo }: Omit<PagerProps, 'currentPage'>) {
  const id = useId();
  const navigate = useNavigate();
  const [draft, setDraft] = useState('');
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || draft === '') return;
    setDraft('');
    void navigate(linkTo(Math.min(lastPage, Math.max(1, Number(draft)))));
  };
  return (
    <FormGroup label="Go to page" labelFor={id} inline className="data-table-jump">
      <InputGroup
        id={id}
        inputMode="numeric"
        value={draft}
        disabled={lastPage <= 1}
        onKeyDown={onKeyDown}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
      />
    </FormGroup>
  );
}

/**
 * First, previous, up to 7 page links with the current one marked, next and last; "Go to page";
 * "Page n of m" last, as it appears only with the answer.
 */
export function Pager({ currentPage, lastPage, linkTo }: PagerProps) {
  const atFirst = currentPage <= 1;
  const atLast = currentPage >= lastPage;
  return (
    <nav aria-label="Pagination" className="data-table-pager">
      <ButtonGroup variant="outlined" className="data-table-pager-buttons" style={RESERVED_BUTTONS}>
        <RouterAnchorButton
          to={linkTo(1)}
          icon={<DoubleChevronLeftIcon />}
          aria-label="First page"
          disabled={atFirst}
        />
        <RouterAnchorButton
          to={linkTo(currentPage - 1)}
          icon={<ChevronLeftIcon />}
          aria-label="Previous page"
          disabled={atFirst}
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
          disabled={atLast}
          className={lastPage === 0 ? 'data-table-pager-after-links' : undefined}
        />
        <RouterAnchorButton
          to={linkTo(lastPage)}
          icon={<DoubleChevronRightIcon />}
          aria-label="Last page"
          disabled={atLast}
        />
      </ButtonGroup>
      <JumpToPage lastPage={lastPage} linkTo={linkTo} />
      {lastPage > 0 && <span className="data-table-page-of">{`Page ${currentPage} of ${lastPage}`}</span>}
    </nav>
  );
}
