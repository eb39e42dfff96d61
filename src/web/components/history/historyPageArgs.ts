import { DEFAULT_PAGE_SIZE } from '../../../shared/constants';

/** One page of a subject's history, as every history call (getUserHistory, getTpaHistory …) takes it. */
export interface HistoryPageArgs {
  id: number;
  page: number;
  itemsPerPage: number;
}

/**
 * The panel's call for one page (the Pact consumer tests send the same). Apart from the panel,
 * so that those tests, which load no style sheets, can import it.
 */
export const historyPageArgs = (id: number, page: number): HistoryPageArgs => ({
  id,
  page,
  itemsPerPage: DEFAULT_PAGE_SIZE,
});
