import { generatePath } from 'react-router-dom';
import type { UserType } from '../api/generated';

/** An address builder carrying its route's pattern: the address is that pattern filled in, so the two cannot drift. */
export type AddressBuilder<Args extends unknown[]> = ((...args: Args) => string) & { readonly pattern: string };

function addressBuilder<Args extends unknown[]>(
  pattern: string,
  params: (...args: Args) => Record<string, string>,
): AddressBuilder<Args> {
  return Object.assign((...args: Args) => generatePath(pattern, params(...args)), { pattern });
}

const recordAddress = (pattern: string) => addressBuilder(pattern, (id: number) => ({ id: String(id) }));

/** A list's screens: the list, its create form, and one record's view and edit. */
function recordScreens(list: string) {
  return {
    list,
    create: `${list}/create`,
    view: recordAddress(`${list}/:id`),
    edit: recordAddress(`${list}/:id/edit`),
  };
}

/** The screens of one kind of record (roles, TPAs, ministries), as their links read them. */
export type RecordScreenPaths = ReturnType<typeof recordScreens>;

const AGENCY_PANEL = '/agency-panel';
const USERS = `${AGENCY_PANEL}/users`;
const ROLES = `${AGENCY_PANEL}/roles`;
const ACCESS_REVIEWS = `${AGENCY_PANEL}/access-reviews`;
const MY_REVIEWS = `${AGENCY_PANEL}/my-reviews`;

/**
 * Every route's address, read by the route table for its patterns and by the code that
 * links or redirects: a fixed address is its own pattern, a builder carries its pattern.
 */
export const paths = {
  login: '/',
  passwordRequest: '/password/email',
  passwordReset: '/password/reset/:token',
  emailConfirm: '/email/confirm/:token',
  selectService: '/select-service',
  /** Where a user whose role requires a second factor they lack sets one up, and can go nowhere else. */
  secondFactorEnrolment: '/second-factor',
  /** The previous panel's users address, sent on to the users list. */
  formerUsers: '/admin-panel/users',
  agencyPanel: AGENCY_PANEL,
  users: {
    ...recordScreens(USERS),
    create: addressBuilder(`${USERS}/create/:user_type`, (userType: UserType) => ({ user_type: userType })),
    import: `${USERS}/import`,
  },
  roles: { ...recordScreens(ROLES), matrix: `${ROLES}/matrix` },
  activityLogs: `${AGENCY_PANEL}/user-activity-logs`,
  tpas: recordScreens(`${AGENCY_PANEL}/tpas`),
  ministries: recordScreens(`${AGENCY_PANEL}/ministries`),
  /** Access review campaigns (docs/access-reviews.md): those who run them start and follow them here… */
  accessReviews: {
    list: ACCESS_REVIEWS,
    create: `${ACCESS_REVIEWS}/create`,
    view: recordAddress(`${ACCESS_REVIEWS}/:id`),
  },
  /** …and their reviewers decide on their people here. */
  myReviews: { list: MY_REVIEWS, review: recordAddress(`${MY_REVIEWS}/:id`) },
  myExports: `${AGENCY_PANEL}/exports`,
  security: `${AGENCY_PANEL}/security`,
} as const;
