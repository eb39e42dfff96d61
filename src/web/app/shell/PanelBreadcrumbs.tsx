import { Classes } from '@blueprintjs/core';
import { Link, useMatches } from 'react-router-dom';
import { ancestorTrail } from './breadcrumbTrail';

/**
 * Where the current screen sits in the agency panel: the screens above it, from the route
 * table's titles, each a link. The screen's own title is its level-one heading, so it is not
 * repeated here, and a screen straight under the panel shows no trail. Blueprint's classes on
 * plain markup: its Breadcrumbs put a measuring div inside the list, which a list may not hold.
 */
export function PanelBreadcrumbs() {
  const trail = ancestorTrail(useMatches());
  if (trail.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="panel-breadcrumbs">
      <ol className={Classes.BREADCRUMBS}>
        {trail.map(({ title, pathname }) => (
          <li key={pathname}>
            <Link className={Classes.BREADCRUMB} to={pathname}>
              {title}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
