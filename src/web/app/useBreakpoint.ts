import { BREAKPOINTS } from '../../shared/constants';
import { narrowerThan, useMediaQuery } from './useMediaQuery';

export type Breakpoint = keyof typeof BREAKPOINTS | 'xl';

/** xs under 600, sm under 960, md under 1280, lg under 1920, xl beyond (docs/architecture.md, Look). */
export function useBreakpoint(): Breakpoint {
  const xs = useMediaQuery(narrowerThan(BREAKPOINTS.xs));
  const sm = useMediaQuery(narrowerThan(BREAKPOINTS.sm));
  const md = useMediaQuery(narrowerThan(BREAKPOINTS.md));
  const lg = useMediaQuery(narrowerThan(BREAKPOINTS.lg));
  if (xs) return 'xs';
  if (sm) return 'sm';
  if (md) return 'md';
  return lg ? 'lg' : 'xl';
}
