/** The two sides of the pacts in pacts/: names the pact files and the verifiers use. */
export const CONSUMER = 'nhia-admin-web';
export const PROVIDER = 'nhia-user-management-api';
