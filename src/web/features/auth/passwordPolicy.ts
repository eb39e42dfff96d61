import { PASSWORD_MIN_LENGTH } from '../../../shared/constants';

/** The server's password policy (issue 5), as the reset screen states it before anyone types. */
export const PASSWORD_POLICY = `At least ${PASSWORD_MIN_LENGTH} characters, not a commonly used password, and not your email address.`;
