import { CURRENT_SERVICE, SERVICE_CATALOGUE } from '../../../src/shared/services';
import type {
  CurrentUserResponse,
  Permission,
  ServiceCatalogue,
  ServiceName,
  UserType,
} from '../../../src/web/api/generated';

/** jsdom's page origin; the tests' stores call the API here. */
export const TEST_ORIGIN = 'http://localhost';
export const PORTAL_URL = 'https://beneficiaries.example.org/portal';
export const USER_MANAGEMENT_URL = `${TEST_ORIGIN}/agency-panel/users?user_type=Agency+Staff`;

export const ALL_PERMISSIONS: Permission[] = [
  'list users',
  'view users',
  'create staff',
  'update users',
  'list roles',
  'create roles',
  'view roles',
  'update roles',
  'manage tpas',
  'manage ministries',
  'share list views',
  'import users',
  'manage access reviews',
];

interface SessionOptions {
  permissions?: Permission[];
  type?: UserType;
  role?: string | null;
  services?: ServiceName[];
  /** A role requires a second factor the user has not set up yet: the session is the enrolment's alone. */
  secondFactorEnrolment?: boolean;
}

export function sessionOf({
  permissions = ALL_PERMISSIONS,
  type = 'Agency Staff',
  role = 'Super Admin',
  services,
  secondFactorEnrolment = false,
}: SessionOptions = {}): CurrentUserResponse {
  return {
    user: {
      id: 7,
      first_name: 'Amina',
      last_name: 'Bello',
      email: 'amina.bello@nhia.example',
      user_type: type,
      accessible_services: services ?? SERVICE_CATALOGUE.map((s) => s.name),
      permissions,
    },
    permissions,
    type,
    current_active_role_name: role,
    second_factor_enrolment_required: secondFactorEnrolment,
  };
}

export const beneficiarySession = () =>
  sessionOf({ type: 'Beneficiary', role: 'Regular Beneficiary', permissions: [], services: [] });

export function serviceCatalogue(): ServiceCatalogue {
  return {
    services: SERVICE_CATALOGUE.map((service) => ({
      ...service,
      serviceUrl:
        service.name === CURRENT_SERVICE
          ? USER_MANAGEMENT_URL
          : `https://${service.name.toLowerCase().replace(/ /g, '-')}.nhia.example/`,
      is_currently_visited: service.name === CURRENT_SERVICE,
    })),
    beneficiary_portal_url: PORTAL_URL,
  };
}
