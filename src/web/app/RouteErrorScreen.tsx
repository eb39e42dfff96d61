import { NonIdealState } from '@blueprintjs/core';
import { ErrorIcon } from '@blueprintjs/icons';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from './paths';

/** Shown for an unknown address or a screen that failed to load. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="app-root app-centered">
      <NonIdealState
        icon={<ErrorIcon size={48} />}
        title={notFound ? 'Page not found' : 'Something went wrong'}
        description={notFound ? undefined : 'Reload the page to try again.'}
        action={<Link to={paths.login}>Go to the start page</Link>}
      />
    </div>
  );
}
