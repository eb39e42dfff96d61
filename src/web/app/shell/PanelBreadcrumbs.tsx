import { Breadcrumbs, Classes, type BreadcrumbProps } from '@blueprintjs/core';
import { Link, useMatches } from 'react-router-dom';
import { breadcrumbTrail } from './breadcrumbTrail';

function RouterBreadcrumb({ text, href }: BreadcrumbProps) {
  return (
    <Link className={Classes.BREADCRUMB} to={href ?? '.'}>
      {text}
    </Link>
  );
}

/** Where the user is in the agency panel, from the route table's titles. */
export function PanelBreadcrumbs() {
  const items = breadcrumbTrail(useMatches()).map(({ title, pathname }) => ({ text: title, href: pathname }));
  // At most three levels deep: never worth collapsing into an overflow menu.
  return (
    <Breadcrumbs
      className="panel-breadcrumbs"
      items={items}
      minVisibleItems={items.length}
      breadcrumbRenderer={RouterBreadcrumb}
    />
  );
}
