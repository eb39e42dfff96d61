import { H2 } from '@blueprintjs/core';
import { useRouteTitle } from '../app/useRouteTitle';
import { NotBuiltNotice } from './NotBuiltNotice';

/** A panel screen whose issue has not landed: its route-table title and a notice. */
export function NotBuiltScreen() {
  return (
    <section className="screen">
      <H2>{useRouteTitle()}</H2>
      <NotBuiltNotice />
    </section>
  );
}
