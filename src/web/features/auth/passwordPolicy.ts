import { PASSWORD_MIN_LENGTH } from '../../../shared/constants';

/** The server's password policy (docs/records.md), as the reset screen states it before anyone types. */
export const PASSWORD_POLICY = `At least ${PASSWORD_MIN_LENGTH} characters, not a commonly used password, not your email address, and hard to guess (rated Strong).`;
