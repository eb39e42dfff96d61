import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { CaretDownIcon, ExportIcon, LockIcon, LogOutIcon, UserIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router-dom';
import { useLogoutMutation } from '../../api/generated';
import { paths } from '../paths';
import { RouterMenuItem } from '../../components/RouterMenuItem';
import { useSession } from '../session';
import { useMayOpen } from '../useCanOpen';

/**
 * The signed-in user's name, their exports and security settings (where the guard lets them in:
 * the panel's screens are for agency staff) and "Sign out" (POST /logout, then the sign-in screen).
 */
export function UserMenu() {
  const session = useSession();
  const navigate = useNavigate();
  const [logout, { isLoading }] = useLogoutMutation();
  const mayOpen = useMayOpen();
  const name = session ? `${session.user.first_name} ${session.user.last_name}` : '';

  const signOut = async () => {
    await logout();
    await navigate(paths.login);
  };

  const menu = (
    <Menu aria-label="User menu">
      <MenuDivider title={session?.user.email} />
      {mayOpen(paths.myExports) && <RouterMenuItem to={paths.myExports} text="My exports" icon={<ExportIcon />} />}
      {mayOpen(paths.security) && <RouterMenuItem to={paths.security} text="Security" icon={<LockIcon />} />}
      <MenuItem icon={<LogOutIcon />} text="Sign out" disabled={isLoading} onClick={() => void signOut()} />
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-end">
      <Button variant="minimal" icon={<UserIcon />} endIcon={<CaretDownIcon />} text={name} />
    </PopoverNext>
  );
}
