import { Button, Intent, NonIdealState } from '@blueprintjs/core';
import { ErrorIcon } from '@blueprintjs/icons';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { CodeNotLoaded, NOT_LOADED_ADVICE } from '../components/lazyPart';
import { browserLocation } from './browserLocation';
import { paths } from './paths';

/** Shown for an unknown address, a screen whose code did not arrive, or a screen that failed. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const notLoaded = error instanceof CodeNotLoaded;
  return (
    <div className="app-root app-centered">
      <NonIdealState
        icon={<ErrorIcon size={48} />}
        title={notFound ? 'Page not found' : notLoaded ? error.message : 'Something went wrong'}
        description={notFound ? undefined : notLoaded ? NOT_LOADED_ADVICE : 'Reload the page to try again.'}
        action={
          <>
            {!notFound && (
              // The address is the screen asked for: a reload brings that screen.
              <Button intent={Intent.PRIMARY} text="Reload the page" onClick={() => browserLocation.reload()} />
            )}
            <Link to={paths.login}>Go to the start page</Link>
          </>
        }
      />
    </div>
  );
}
