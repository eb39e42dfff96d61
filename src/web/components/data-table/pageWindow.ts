import { PAGER_VISIBLE_LINKS } from '../../../shared/constants';

/** The page numbers the pager links to: at most 7, the current one centred when it can be. */
export function pageWindow(current: number, lastPage: number, visible: number = PAGER_VISIBLE_LINKS): number[] {
  const count = Math.min(visible, lastPage);
  const centred = Math.max(1, current - Math.floor(visible / 2));
  const start = Math.min(centred, Math.max(1, lastPage - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}
