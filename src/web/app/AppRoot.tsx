import { useEffect } from 'react';
import { CURRENT_SERVICE } from '../../shared/services';
import { RouteGuard } from './guard/RouteGuard';
import { useBreakpoint } from './useBreakpoint';
import { useRouteTitle } from './useRouteTitle';

/**
 * The root view: a single container holding the routed view, behind the route guard. It names
 * the current breakpoint (data-breakpoint) for the style sheets (docs/architecture.md, Look).
 */
export function AppRoot() {
  const title = useRouteTitle();
  const breakpoint = useBreakpoint();
  useEffect(() => {
    document.title = title ? `${title} · ${CURRENT_SERVICE}` : CURRENT_SERVICE;
  }, [title]);
  return (
    <div className="app-root" data-breakpoint={breakpoint}>
      <RouteGuard />
    </div>
  );
}
