import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { CaretDownIcon, ExportIcon, LogOutIcon, UserIcon } from '@blueprintjs/icons';
import type { ReactElement } from 'react';
import { useHref, useLinkClickHandler, useNavigate } from 'react-router-dom';
import { useLogoutMutation } from '../../api/generated';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session';

/** A menu entry that opens an in-app address like a router Link (a real href, no page load). */
function RouterMenuItem({ to, text, icon }: { to: string; text: string; icon: ReactElement }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLElement>(to);
  return <MenuItem icon={icon} text={text} href={href} onClick={onClick} />;
}

/** The signed-in user's name, their exports and "Sign out" (POST /logout, then the sign-in screen). */
export function UserMenu() {
  const session = useSession();
  const navigate = useNavigate();
  const [logout, { isLoading }] = useLogoutMutation();
  const name = session ? `${session.user.first_name} ${session.user.last_name}` : '';

  const signOut = async () => {
    await logout();
    await navigate(paths.login);
  };

  const menu = (
    <Menu aria-label="User menu">
      <MenuDivider title={session?.user.email} />
      <RouterMenuItem to={paths.myExports} text="My exports" icon={<ExportIcon />} />
      <MenuItem icon={<LogOutIcon />} text="Sign out" disabled={isLoading} onClick={() => void signOut()} />
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-end">
      <Button variant="minimal" icon={<UserIcon />} endIcon={<CaretDownIcon />} text={name} />
    </PopoverNext>
  );
}
