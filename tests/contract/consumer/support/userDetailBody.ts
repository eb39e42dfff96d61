import { MatchersV3 } from '@pact-foundation/pact';
import { oneOfContractEnum } from './contractEnums';
import { anInstant, exactly } from './matchers';

const { eachLike, integer, like, regex } = MatchersV3;

/**
 * A user as the view and edit screens read it (UserDetail). Loose: values of the right types.
 * The userWithDetails state's users have no middle name, no TPA or ministry, never signed in
 * and no email change waiting for its confirmation.
 */
export function userDetailBody(status: string) {
  return {
    id: integer(42),
    first_name: like('Chiamaka'),
    middle_name: null,
    last_name: like('Obi'),
    email: like('chiamaka.obi@pact.example'),
    phone: like('+2348031234567'),
    user_type: regex(oneOfContractEnum('UserType'), 'Agency Staff'),
    status: exactly(status),
    roles: eachLike({ id: integer(7), name: like('Claims Officer') }),
    tpa: null,
    ministry: null,
    organisation_suspended: false,
    last_login_at: null,
    created_at: anInstant(),
    current_active_role_name: like('Claims Officer'),
    updated_at: anInstant(),
    version: integer(1),
    pending_email: null,
    pending_email_expires_at: null,
  };
}
