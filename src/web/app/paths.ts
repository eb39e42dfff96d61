/** Addresses of spec §2 that code links or redirects to; the route table declares them too. */
export const paths = {
  login: '/',
  passwordRequest: '/password/email',
  selectService: '/select-service',
  agencyPanel: '/agency-panel',
  agencyUsers: '/agency-panel/users',
  myExports: '/agency-panel/exports',
} as const;
