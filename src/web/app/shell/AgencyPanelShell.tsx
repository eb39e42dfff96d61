import { Button, Classes } from '@blueprintjs/core';
import { MenuIcon } from '@blueprintjs/icons';
import classNames from 'classnames';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { CollapseOnceOpened } from '../../components/CollapseOnceOpened';
import { KeyboardProviders } from '../../components/keyboard/KeyboardProviders';
import { SkipLink } from '../../components/keyboard/skipToTable';
import { useIsMobile } from '../useIsMobile';
import { AppHeader } from './AppHeader';
import { PanelBreadcrumbs } from './PanelBreadcrumbs';
import { PanelKeyboard } from './PanelKeyboard';
import { PanelNavigation } from './PanelNavigation';

const COLLAPSED_NAV_ID = 'panel-navigation-collapsed';

/** The agency panel: the header (its navigation collapsing under the mobile breakpoint), breadcrumbs, the child screen. */
export function AgencyPanelShell() {
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState<string | undefined>();
  // The collapsed menu closes itself once the user has navigated somewhere.
  const navOpen = openedAt === pathname;

  return (
    <KeyboardProviders>
      <div className="panel-shell">
        <SkipLink />
        <AppHeader
          leading={
            isMobile && (
              <Button
                variant="minimal"
                icon={<MenuIcon />}
                aria-label="Navigation menu"
                aria-expanded={navOpen}
                aria-controls={COLLAPSED_NAV_ID}
                onClick={() => setOpenedAt(navOpen ? undefined : pathname)}
              />
            )
          }
          navigation={!isMobile && <PanelNavigation />}
          below={
            isMobile && (
              <CollapseOnceOpened isOpen={navOpen}>
                <div id={COLLAPSED_NAV_ID} className={classNames('panel-nav-collapsed', Classes.DARK)}>
                  <PanelNavigation vertical />
                </div>
              </CollapseOnceOpened>
            )
          }
        />
        <main className="panel-content">
          <PanelBreadcrumbs />
          <Outlet />
        </main>
        <PanelKeyboard />
      </div>
    </KeyboardProviders>
  );
}
