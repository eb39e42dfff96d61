import { Button, Intent, Menu, PopoverNext } from '@blueprintjs/core';
import { CaretDownIcon, PlusIcon } from '@blueprintjs/icons';
import { paths } from '../../app/paths';
import { RouterMenuItem } from '../../components/RouterMenuItem';
import { CREATABLE_USER_TYPES } from './userForm';

/** "Create user", then the type of user: each type has its own form (docs/records.md, Users and accounts). */
export function CreateUserMenu() {
  const menu = (
    <Menu aria-label="Type of user to create">
      {CREATABLE_USER_TYPES.map((userType) => (
        <RouterMenuItem key={userType} to={paths.users.create(userType)} text={userType} />
      ))}
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-end">
      <Button intent={Intent.PRIMARY} icon={<PlusIcon />} endIcon={<CaretDownIcon />} text="Create user" />
    </PopoverNext>
  );
}
