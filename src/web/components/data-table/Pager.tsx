import { ButtonGroup, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon, DoubleChevronLeftIcon, DoubleChevronRightIcon } from '@blueprintjs/icons';
import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate, type To } from 'react-router-dom';
import { RouterAnchorButton } from '../RouterAnchorButton';
import { pageWindow } from './pageWindow';

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

/** First, previous, up to 7 page links with the current one marked, next and last; "Page n of m"; "Go to page". */
export function Pager({ currentPage, lastPage, linkTo }: PagerProps) {
  const atFirst = currentPage <= 1;
  const atLast = currentPage >= lastPage;
  return (
    <nav aria-label="Pagination" className="data-table-pager">
      <ButtonGroup variant="outlined">
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
        />
        <RouterAnchorButton
          to={linkTo(lastPage)}
          icon={<DoubleChevronRightIcon />}
          aria-label="Last page"
          disabled={atLast}
        />
      </ButtonGroup>
      {lastPage > 0 && <span className="data-table-page-of">{`Page ${currentPage} of ${lastPage}`}</span>}
      <JumpToPage lastPage={lastPage} linkTo={linkTo} />
    </nav>
  );
}
