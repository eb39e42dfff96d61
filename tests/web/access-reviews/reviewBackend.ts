import type { AccessReview, AccessReviewItem, MyAccessReview, Permission } from '../../../src/web/api/generated';
import { json, stubFetch, type FetchHandler, type FetchStub } from '../support/fetchStub';
import { sessionOf } from '../support/fixtures';

/** A campaign over a TPA, two reviewers, 3 of 5 people decided. */
export function campaign(overrides: Partial<AccessReview> = {}): AccessReview {
  return {
    id: 4,
    name: 'Q3 review of Sterling Health',
    scope: { kind: 'tpa', id: 9 },
    scope_label: 'Sterling Health',
    deadline: '2030-12-31T22:59:59.000Z',
    deadline_rule: 'revoke',
    status: 'open',
    created_at: '2026-11-20T09:00:00.000Z',
    closed_at: null,
    decided: 3,
    total: 5,
    reviewers: [
      { reviewer: { id: 21, name: 'Ngozi Eze', email: 'ngozi.eze@nhia.example' }, decided: 3, total: 3 },
      { reviewer: { id: 22, name: 'Tunde Bakare', email: 'tunde.bakare@nhia.example' }, decided: 0, total: 2 },
    ],
    ...overrides,
  };
}

export function myCampaign(overrides: Partial<MyAccessReview> = {}): MyAccessReview {
  return {
    id: 4,
    name: 'Q3 review of Sterling Health',
    scope_label: 'Sterling Health',
    deadline: '2030-12-31T22:59:59.000Z',
    deadline_rule: 'revoke',
    status: 'open',
    decided: 1,
    total: 3,
    ...overrides,
  };
}

const person = (id: number, name: string) => ({
  id: 100 + id,
  name,
  email: `${name.toLowerCase().replace(' ', '.')}@hmo.example`,
});

/** One reviewer's three people: two undecided, one revoked by them with a reason. */
export function reviewItems(): AccessReviewItem[] {
  const undecided = { decision: null, reason: null, decided_by: null, decided_at: null };
  return [
    {
      id: 31,
      user: person(1, 'Ada Obi'),
      user_type: 'TPA Staff',
      organisation: 'Sterling Health',
      roles: [{ id: 5, name: 'Claims Officer' }],
      ...undecided,
    },
    {
      id: 32,
      user: person(2, 'Bayo Ade'),
      user_type: 'TPA Staff',
      organisation: 'Sterling Health',
      roles: [
        { id: 5, name: 'Claims Officer' },
        { id: 6, name: 'Auditor' },
      ],
      ...undecided,
    },
    {
      id: 33,
      user: person(3, 'Chika Nwosu'),
      user_type: 'TPA Staff',
      organisation: 'Sterling Health',
      roles: [{ id: 5, name: 'Claims Officer' }],
      decision: 'revoke',
      reason: 'Left the TPA in June',
      decided_by: { id: 7, name: 'Amina Bello', email: 'amina.bello@nhia.example' },
      decided_at: '2026-11-25T13:30:00.000Z',
    },
  ];
}

export const DECISIONS_CALL = 'POST /api/access-reviews/4/decisions';

/** The access review calls, as the server answers them; `routes` adds or replaces some. */
export function reviewBackend(
  routes: Record<string, FetchHandler> = {},
  permissions: Permission[] = ['manage access reviews'],
): FetchStub {
  return stubFetch({
    'GET /api/user': () => json(200, sessionOf({ permissions })),
    'GET /api/access-reviews': () => json(200, { access_reviews: [campaign()] }),
    'GET /api/access-reviews/4': () => json(200, campaign()),
    'GET /api/access-reviews/mine': () => json(200, { access_reviews: [myCampaign()] }),
    'GET /api/access-reviews/4/items': () => json(200, { items: reviewItems() }),
    ...routes,
  });
}

/** The JSON bodies sent to `call` ("METHOD /path"), in order. */
export async function bodiesOf(stub: FetchStub, call: string): Promise<unknown[]> {
  const sent = stub.requests.filter((request) => `${request.method} ${new URL(request.url).pathname}` === call);
  return Promise.all(sent.map((request) => request.clone().json()));
}
