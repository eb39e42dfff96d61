import { paths } from '../../app/paths';
import type { UserType } from '../../api/generated';
import type { RecordNames } from '../../components/record/RecordLoadStatus';

/** The user screens' addresses (spec §2), built in one place. */
export const USER_NAMES: RecordNames = { noun: 'user', plural: 'users', listPath: paths.agencyUsers };
export const userPath = (id: number) => `${paths.agencyUsers}/${id}`;
export const editUserPath = (id: number) => `${paths.agencyUsers}/${id}/edit`;
export const createUserPath = (userType: UserType) => `${paths.agencyUsers}/create/${encodeURIComponent(userType)}`;
