/** The eight platform services of the launcher. Their addresses are deployment settings (server config). */
export const SERVICE_CATALOGUE = [
  { name: 'Dashboard', icon: '/icons/dashboard.svg', description: 'analytics and report building across all services' },
  {
    name: 'User Management',
    icon: '/icons/user-management.svg',
    description: 'access, roles and permissions for all user types',
  },
  {
    name: 'Provider Management',
    icon: '/icons/provider-management.svg',
    description: 'records of primary and secondary healthcare facilities and their accreditation',
  },
  {
    name: 'Referral Management',
    icon: '/icons/referral-management.svg',
    description: 'beneficiary referrals from primary to secondary facilities',
  },
  {
    name: 'Encounter Management',
    icon: '/icons/encounter-management.svg',
    description: 'records of beneficiary visits to facilities',
  },
  {
    name: 'Beneficiary Management',
    icon: '/icons/beneficiary-management.svg',
    description:
      'users enrolled in the basic healthcare provision fund and formal-sector programmes, and their dependants',
  },
  {
    name: 'Contributions Management',
    icon: '/icons/contributions-management.svg',
    description: 'contributions made by beneficiaries',
  },
  { name: 'Claims Management', icon: '/icons/claims-management.svg', description: 'claims made by beneficiaries' },
] as const;

export type ServiceName = (typeof SERVICE_CATALOGUE)[number]['name'];

/** This product is the User Management service: flagged as currently visited. */
export const CURRENT_SERVICE: ServiceName = 'User Management';

/**
 * Which platform services each user type may open (the launcher shows only these).
 * This product is for agency staff; the other types use the services of their own work.
 */
export const SERVICES_BY_USER_TYPE: Record<string, readonly ServiceName[]> = {
  'Agency Staff': SERVICE_CATALOGUE.map((s) => s.name),
  'TPA Staff': [
    'Dashboard',
    'Referral Management',
    'Encounter Management',
    'Beneficiary Management',
    'Claims Management',
  ],
  'Ministry Staff': ['Dashboard', 'Beneficiary Management', 'Contributions Management'],
  'Provider Staff': ['Referral Management', 'Encounter Management', 'Claims Management'],
  Beneficiary: [],
};
