import { paths } from '../../app/paths';
import type { UserType } from '../../api/generated';

/** The user screens' addresses (spec §2), built in one place. */
export const userPath = (id: number) => `${paths.agencyUsers}/${id}`;
export const editUserPath = (id: number) => `${paths.agencyUsers}/${id}/edit`;
export const createUserPath = (userType: UserType) => `${paths.agencyUsers}/create/${encodeURIComponent(userType)}`;
