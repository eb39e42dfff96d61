import { MOBILE_BREAKPOINT } from '../../shared/constants';
import { narrowerThan, useMediaQuery } from './useMediaQuery';

/** True under the mobile breakpoint (1264 px), where the panel navigation collapses. */
export function useIsMobile(): boolean {
  return useMediaQuery(narrowerThan(MOBILE_BREAKPOINT));
}
