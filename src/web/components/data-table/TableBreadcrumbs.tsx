import { Breadcrumbs, Classes, type BreadcrumbProps } from '@blueprintjs/core';
import { Link } from 'react-router-dom';

function RouterBreadcrumb({ text, href }: BreadcrumbProps) {
  if (href === undefined) return <span className={Classes.BREADCRUMB_CURRENT}>{text}</span>;
  return (
    <Link className={Classes.BREADCRUMB} to={href}>
      {text}
    </Link>
  );
}

/** The trail above a table; a few levels at most, so never collapsed into an overflow menu. */
export function TableBreadcrumbs({ items }: { items: readonly BreadcrumbProps[] }) {
  return <Breadcrumbs items={[...items]} minVisibleItems={items.length} breadcrumbRenderer={RouterBreadcrumb} />;
}
