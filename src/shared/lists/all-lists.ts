import { ACTIVITY_LOGS_LIST } from './activity-logs';
import { MINISTRIES_LIST, TPAS_LIST } from './organisations';
import { PERMISSIONS_LIST } from './permissions';
import { ROLES_LIST } from './roles';
import { USERS_LIST } from './users';

/** Every list resource of the contract, for the checks that hold them to it. */
export const LIST_DECLARATIONS = [
  USERS_LIST,
  ROLES_LIST,
  PERMISSIONS_LIST,
  TPAS_LIST,
  MINISTRIES_LIST,
  ACTIVITY_LOGS_LIST,
] as const;
