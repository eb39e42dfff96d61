import {
  Alignment,
  Button,
  Classes,
  Collapse,
  Navbar,
  NavbarDivider,
  NavbarGroup,
  NavbarHeading,
} from '@blueprintjs/core';
import { MenuIcon } from '@blueprintjs/icons';
import classNames from 'classnames';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { CURRENT_SERVICE } from '../../../shared/services';
import { SkipLink } from '../../components/keyboard/skipToTable';
import { useIsMobile } from '../useIsMobile';
import { PanelBreadcrumbs } from './PanelBreadcrumbs';
import { PanelKeyboard } from './PanelKeyboard';
import { PanelNavigation } from './PanelNavigation';
import { UserMenu } from './UserMenu';

const COLLAPSED_NAV_ID = 'panel-navigation-collapsed';

/** The agency panel: navbar (collapsing under the mobile breakpoint), breadcrumbs, the child screen. */
export function AgencyPanelShell() {
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState<string | undefined>();
  // The collapsed menu closes itself once the user has navigated somewhere.
  const navOpen = openedAt === pathname;

  return (
    <div className="panel-shell">
      <SkipLink />
      <Navbar className={classNames('panel-navbar', Classes.DARK)}>
        <NavbarGroup align={Alignment.START}>
          {isMobile && (
            <Button
              variant="minimal"
              icon={<MenuIcon />}
              aria-label="Navigation menu"
              aria-expanded={navOpen}
              aria-controls={COLLAPSED_NAV_ID}
              onClick={() => setOpenedAt(navOpen ? undefined : pathname)}
            />
          )}
          <NavbarHeading>{CURRENT_SERVICE}</NavbarHeading>
          {!isMobile && <NavbarDivider />}
          {!isMobile && <PanelNavigation />}
        </NavbarGroup>
        <NavbarGroup align={Alignment.END}>
          <UserMenu />
        </NavbarGroup>
      </Navbar>
      {isMobile && (
        <Collapse isOpen={navOpen}>
          <div id={COLLAPSED_NAV_ID} className={classNames('panel-nav-collapsed', Classes.DARK)}>
            <PanelNavigation vertical />
          </div>
        </Collapse>
      )}
      <main className="panel-content">
        <PanelBreadcrumbs />
        <Outlet />
      </main>
      <PanelKeyboard />
    </div>
  );
}
