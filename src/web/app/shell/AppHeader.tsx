import { Alignment, Classes, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import classNames from 'classnames';
import type { ReactNode } from 'react';
import { CURRENT_SERVICE } from '../../../shared/services';
import { UserMenu } from './UserMenu';

export interface AppHeaderProps {
  /** Before the product's name: the panel's navigation menu button on narrow screens. */
  leading?: ReactNode;
  /** After the product's name: the panel's navigation. */
  navigation?: ReactNode;
  /** Below the bar: the panel's collapsed navigation. */
  below?: ReactNode;
}

/** The signed-in screens' banner (launcher and panel alike): the product's name and the user's menu, with sign-out. */
export function AppHeader({ leading, navigation, below }: AppHeaderProps) {
  return (
    <header>
      <Navbar className={classNames('panel-navbar', Classes.DARK)}>
        <NavbarGroup align={Alignment.START}>
          {leading}
          <NavbarHeading>{CURRENT_SERVICE}</NavbarHeading>
          {navigation && <NavbarDivider />}
          {navigation}
        </NavbarGroup>
        <NavbarGroup align={Alignment.END}>
          <UserMenu />
        </NavbarGroup>
      </Navbar>
      {below}
    </header>
  );
}
