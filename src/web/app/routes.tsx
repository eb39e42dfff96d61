import { BriefcaseIcon, HistoryIcon, KeyIcon, OfficeIcon, PeopleIcon } from '@blueprintjs/icons';
import { paths } from './paths';
import type { AppRoute } from './routeTable';

const usersNav = { label: 'Users', icon: PeopleIcon };
const rolesNav = { label: 'Roles', icon: KeyIcon };

/** The one route table: every route of spec §2, its guard row and its permission (spec §6). */
export const routeTable: readonly AppRoute[] = [
  {
    path: paths.login,
    title: 'Sign in',
    rule: 'login',
    screen: () => import('../features/auth/LoginScreen').then((m) => m.LoginScreen),
  },
  {
    path: paths.passwordRequest,
    title: 'Reset your password',
    rule: 'passwordRecovery',
    screen: () => import('../features/auth/PasswordRequestScreen').then((m) => m.PasswordRequestScreen),
  },
  {
    path: '/password/reset/:token',
    title: 'Choose a new password',
    rule: 'passwordRecovery',
    screen: () => import('../features/auth/PasswordResetScreen').then((m) => m.PasswordResetScreen),
  },
  {
    // The link mailed to a new address (issue 12, finding 5): anyone holding it, signed in or not.
    path: '/email/confirm/:token',
    title: 'Confirm your new email address',
    rule: 'open',
    screen: () => import('../features/auth/EmailConfirmScreen').then((m) => m.EmailConfirmScreen),
  },
  {
    path: paths.selectService,
    title: 'Select a service',
    rule: 'selectService',
    screen: () => import('../features/services/SelectServiceScreen').then((m) => m.SelectServiceScreen),
  },
  { path: '/admin-panel/users', title: 'Users', rule: 'open', redirectTo: paths.agencyUsers },
  {
    path: paths.agencyPanel,
    title: 'Agency panel',
    rule: 'agencyPanel',
    screen: () => import('../features/panel/AgencyPanelShell').then((m) => m.AgencyPanelShell),
    children: [
      { index: true, title: 'Agency panel', redirectTo: 'users' },
      {
        path: 'users',
        title: 'Users',
        children: [
          {
            index: true,
            title: 'Users',
            permission: 'list users',
            nav: usersNav,
            screen: () => import('../features/users/UsersListScreen').then((m) => m.UsersListScreen),
          },
          { path: 'create/:user_type', title: 'Create user', permission: 'create staff', screen: () => import('../features/users/UserCreateScreen').then((m) => m.UserCreateScreen) },
          { path: ':id', title: 'View user', permission: 'view users', screen: () => import('../features/users/UserViewScreen').then((m) => m.UserViewScreen) },
          { path: ':id/edit', title: 'Edit user', permission: 'update users', screen: () => import('../features/users/UserEditScreen').then((m) => m.UserEditScreen) },
        ],
      },
      {
        path: 'roles',
        title: 'Roles',
        children: [
          { index: true, title: 'Roles', permission: 'list roles', nav: rolesNav, screen: () => import('../features/roles/RolesListScreen').then((m) => m.RolesListScreen) },
          { path: 'matrix', title: 'Permission matrix', permission: 'list roles', screen: () => import('../features/roles/RoleMatrixScreen').then((m) => m.RoleMatrixScreen) },
          { path: 'create', title: 'Create role', permission: 'create roles', screen: () => import('../features/roles/RoleCreateScreen').then((m) => m.RoleCreateScreen) },
          { path: ':id', title: 'View role', permission: 'view roles', screen: () => import('../features/roles/RoleViewScreen').then((m) => m.RoleViewScreen) },
          { path: ':id/edit', title: 'Edit role', permission: 'update roles', screen: () => import('../features/roles/RoleEditScreen').then((m) => m.RoleEditScreen) },
        ],
      },
      {
        path: 'user-activity-logs',
        title: 'User activity logs',
        permission: 'list users',
        nav: { label: 'Activity logs', icon: HistoryIcon },
        screen: () => import('../features/activity-logs/ActivityLogsScreen').then((m) => m.ActivityLogsScreen),
      },
      {
        path: 'tpas',
        title: 'TPAs',
        permission: 'manage tpas',
        children: [
          { index: true, title: 'TPAs', nav: { label: 'TPAs', icon: BriefcaseIcon }, screen: () => import('../features/organisations/OrganisationListScreen').then((m) => m.TpasListScreen) },
          { path: 'create', title: 'Create TPA', screen: () => import('../features/organisations/OrganisationCreateScreen').then((m) => m.TpaCreateScreen) },
          { path: ':id', title: 'View TPA', screen: () => import('../features/organisations/OrganisationViewScreen').then((m) => m.TpaViewScreen) },
          { path: ':id/edit', title: 'Edit TPA', screen: () => import('../features/organisations/OrganisationEditScreen').then((m) => m.TpaEditScreen) },
        ],
      },
      {
        path: 'ministries',
        title: 'Ministries',
        permission: 'manage ministries',
        children: [
          { index: true, title: 'Ministries', nav: { label: 'Ministries', icon: OfficeIcon }, screen: () => import('../features/organisations/OrganisationListScreen').then((m) => m.MinistriesListScreen) },
          { path: 'create', title: 'Create ministry', screen: () => import('../features/organisations/OrganisationCreateScreen').then((m) => m.MinistryCreateScreen) },
          { path: ':id', title: 'View ministry', screen: () => import('../features/organisations/OrganisationViewScreen').then((m) => m.MinistryViewScreen) },
          { path: ':id/edit', title: 'Edit ministry', screen: () => import('../features/organisations/OrganisationEditScreen').then((m) => m.MinistryEditScreen) },
        ],
      },
      {
        // Any signed-in agency staff member's own exports (issue 4, beyond spec §2): the panel's rule, no permission.
        path: 'exports',
        title: 'My exports',
        screen: () => import('../features/exports/MyExportsScreen').then((m) => m.MyExportsScreen),
      },
    ],
  },
];
