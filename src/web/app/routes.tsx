// Only icons the shell's first load already holds (the user menu's Lock and User): each new one is
// path data in the users list's first load, whose JavaScript budget is 250 KB (tests/e2e/weight.ts).
import { BriefcaseIcon, HistoryIcon, KeyIcon, LockIcon, OfficeIcon, PeopleIcon, UserIcon } from '@blueprintjs/icons';
import { paths } from './paths';
import type { AppRoute } from './routeTable';

const usersNav = { label: 'Users', icon: PeopleIcon };
const rolesNav = { label: 'Roles', icon: KeyIcon };

/**
 * The one route table: every route at its address's pattern (paths.ts, beside the address
 * builders), with its guard row and its permission (docs/architecture.md, Routes and the
 * guard). Links are gated by the same permission through useCanOpen.
 */
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
    path: paths.passwordReset,
    title: 'Choose a new password',
    rule: 'passwordRecovery',
    screen: () => import('../features/auth/PasswordResetScreen').then((m) => m.PasswordResetScreen),
  },
  {
    // The link mailed to a new address (docs/records.md, Users and accounts): anyone holding it, signed in or not.
    path: paths.emailConfirm,
    title: 'Confirm your new email address',
    rule: 'open',
    screen: () => import('../features/auth/EmailConfirmScreen').then((m) => m.EmailConfirmScreen),
  },
  {
    path: paths.secondFactorEnrolment,
    title: 'Set up a second factor',
    rule: 'secondFactorEnrolment',
    screen: () => import('../features/security/SecondFactorEnrolmentScreen').then((m) => m.SecondFactorEnrolmentScreen),
  },
  {
    path: paths.selectService,
    title: 'Select a service',
    rule: 'selectService',
    screen: () => import('../features/services/SelectServiceScreen').then((m) => m.SelectServiceScreen),
  },
  { path: paths.formerUsers, title: 'Users', rule: 'open', redirectTo: paths.users.list },
  {
    path: paths.agencyPanel,
    title: 'Agency panel',
    rule: 'agencyPanel',
    screen: () => import('./shell/AgencyPanelShell').then((m) => m.AgencyPanelShell),
    children: [
      { index: true, title: 'Agency panel', redirectTo: paths.users.list },
      {
        path: paths.users.list,
        title: 'Users',
        children: [
          {
            index: true,
            title: 'Users',
            permission: 'list users',
            nav: usersNav,
            screen: () => import('../features/users/UsersListScreen').then((m) => m.UsersListScreen),
          },
          {
            path: paths.users.create.pattern,
            title: 'Create user',
            permission: 'create staff',
            screen: () => import('../features/users/UserCreateScreen').then((m) => m.UserCreateScreen),
          },
          {
            path: paths.users.import,
            title: 'Import users',
            permission: 'import users',
            screen: () => import('../features/users-import/UsersImportScreen').then((m) => m.UsersImportScreen),
          },
          {
            path: paths.users.view.pattern,
            title: 'View user',
            permission: 'view users',
            screen: () => import('../features/users/UserViewScreen').then((m) => m.UserViewScreen),
          },
          {
            path: paths.users.edit.pattern,
            title: 'Edit user',
            permission: 'update users',
            screen: () => import('../features/users/UserEditScreen').then((m) => m.UserEditScreen),
          },
        ],
      },
      {
        path: paths.roles.list,
        title: 'Roles',
        children: [
          {
            index: true,
            title: 'Roles',
            permission: 'list roles',
            nav: rolesNav,
            screen: () => import('../features/roles/RolesListScreen').then((m) => m.RolesListScreen),
          },
          {
            path: paths.roles.matrix,
            title: 'Permission matrix',
            permission: 'list roles',
            screen: () => import('../features/roles/RoleMatrixScreen').then((m) => m.RoleMatrixScreen),
          },
          {
            path: paths.roles.create,
            title: 'Create role',
            permission: 'create roles',
            screen: () => import('../features/roles/RoleCreateScreen').then((m) => m.RoleCreateScreen),
          },
          {
            path: paths.roles.view.pattern,
            title: 'View role',
            permission: 'view roles',
            screen: () => import('../features/roles/RoleViewScreen').then((m) => m.RoleViewScreen),
          },
          {
            path: paths.roles.edit.pattern,
            title: 'Edit role',
            permission: 'update roles',
            screen: () => import('../features/roles/RoleEditScreen').then((m) => m.RoleEditScreen),
          },
        ],
      },
      {
        path: paths.activityLogs,
        title: 'User activity logs',
        permission: 'list users',
        nav: { label: 'Activity logs', icon: HistoryIcon },
        screen: () => import('../features/activity-logs/ActivityLogsScreen').then((m) => m.ActivityLogsScreen),
      },
      {
        path: paths.tpas.list,
        title: 'TPAs',
        permission: 'manage tpas',
        children: [
          {
            index: true,
            title: 'TPAs',
            nav: { label: 'TPAs', icon: BriefcaseIcon },
            screen: () => import('../features/organisations/OrganisationListScreen').then((m) => m.TpasListScreen),
          },
          {
            path: paths.tpas.create,
            title: 'Create TPA',
            screen: () => import('../features/organisations/OrganisationCreateScreen').then((m) => m.TpaCreateScreen),
          },
          {
            path: paths.tpas.view.pattern,
            title: 'View TPA',
            screen: () => import('../features/organisations/OrganisationViewScreen').then((m) => m.TpaViewScreen),
          },
          {
            path: paths.tpas.edit.pattern,
            title: 'Edit TPA',
            screen: () => import('../features/organisations/OrganisationEditScreen').then((m) => m.TpaEditScreen),
          },
        ],
      },
      {
        path: paths.ministries.list,
        title: 'Ministries',
        permission: 'manage ministries',
        children: [
          {
            index: true,
            title: 'Ministries',
            nav: { label: 'Ministries', icon: OfficeIcon },
            screen: () =>
              import('../features/organisations/OrganisationListScreen').then((m) => m.MinistriesListScreen),
          },
          {
            path: paths.ministries.create,
            title: 'Create ministry',
            screen: () =>
              import('../features/organisations/OrganisationCreateScreen').then((m) => m.MinistryCreateScreen),
          },
          {
            path: paths.ministries.view.pattern,
            title: 'View ministry',
            screen: () => import('../features/organisations/OrganisationViewScreen').then((m) => m.MinistryViewScreen),
          },
          {
            path: paths.ministries.edit.pattern,
            title: 'Edit ministry',
            screen: () => import('../features/organisations/OrganisationEditScreen').then((m) => m.MinistryEditScreen),
          },
        ],
      },
      {
        // Access reviews (docs/access-reviews.md): who runs campaigns and who reviews in them hold the one permission.
        path: paths.accessReviews.list,
        title: 'Access reviews',
        permission: 'manage access reviews',
        children: [
          {
            index: true,
            title: 'Access reviews',
            nav: { label: 'Access reviews', icon: LockIcon },
            screen: () => import('../features/access-reviews/AccessReviewsScreen').then((m) => m.AccessReviewsScreen),
          },
          {
            path: paths.accessReviews.create,
            title: 'Start a review',
            screen: () =>
              import('../features/access-reviews/AccessReviewCreateScreen').then((m) => m.AccessReviewCreateScreen),
          },
          {
            path: paths.accessReviews.view.pattern,
            title: 'View access review',
            screen: () =>
              import('../features/access-reviews/AccessReviewViewScreen').then((m) => m.AccessReviewViewScreen),
          },
        ],
      },
      {
        path: paths.myReviews.list,
        title: 'My reviews',
        permission: 'manage access reviews',
        children: [
          {
            index: true,
            title: 'My reviews',
            nav: { label: 'My reviews', icon: UserIcon },
            screen: () => import('../features/access-reviews/MyReviewsScreen').then((m) => m.MyReviewsScreen),
          },
          {
            path: paths.myReviews.review.pattern,
            title: 'Review access',
            screen: () => import('../features/access-reviews/ReviewScreen').then((m) => m.ReviewScreen),
          },
        ],
      },
      {
        // Any signed-in agency staff member's own exports (docs/exports.md): the panel's rule, no permission.
        path: paths.myExports,
        title: 'My exports',
        screen: () => import('./MyExportsRoute').then((m) => m.MyExportsRoute),
      },
      {
        // Any signed-in agency staff member's own sessions (and, later, second factors): no permission.
        path: paths.security,
        title: 'Security',
        screen: () => import('../features/security/SecurityScreen').then((m) => m.SecurityScreen),
      },
    ],
  },
];
