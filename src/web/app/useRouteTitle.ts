import { useMatches } from 'react-router-dom';
import { titleOf } from './routeHandle';

/** The route table's title of the current screen. */
export function useRouteTitle(): string {
  return titleOf(useMatches().map((match) => match.handle)) ?? '';
}
