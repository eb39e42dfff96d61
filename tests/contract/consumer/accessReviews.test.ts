import { MatchersV3 } from '@pact-foundation/pact';
import { generatedApi } from '../../../src/web/api/generated';
import { PROVIDER_STATES } from '../providerStates';
import { AJAX_HEADERS, cookiesOf, EXAMPLE_SESSION, sessionHeaders } from './support/clientHeaders';
import { anInstant } from './support/matchers';
import { integerFromState, pathFromState } from './support/providerStateValues';
import { useWebClient } from './support/webClient';
import { webClientPact } from './support/webClientPact';

const { eachLike, integer, like } = MatchersV3;

describe('decideAccessReviewItems (POST /api/access-reviews/{accessReview}/decisions)', () => {
  const pact = webClientPact();
  const client = useWebClient(cookiesOf(EXAMPLE_SESSION));
  const headers = { ...AJAX_HEADERS, 'Content-Type': 'application/json', ...sessionHeaders() };
  const decision = { item_ids: [integerFromState('itemId', 7)], decision: 'revoke', reason: 'Left the TPA' };

  it("a reviewer revokes one of their people's access, with a reason, and gets the item back decided (200)", () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.reviewerWithUndecidedItem)
      .uponReceiving("a reviewer's decision to revoke one person's access")
      .withRequest(
        'POST',
        pathFromState('/api/access-reviews/${accessReviewId}/decisions', '/api/access-reviews/3/decisions'),
        (request) => request.headers(headers).jsonBody(decision),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike({
            id: integer(7),
            user: { id: integer(12), name: like('Ada Obi'), email: like('ada.obi@pact.example') },
            // What the reviewer's screen shows of the person, and who decided (docs/access-reviews.md, Screens).
            user_type: like('TPA Staff'),
            organisation: like('Sterling Health'),
            roles: eachLike({ id: integer(4), name: like('TPA Desk Officer') }),
            decision: 'revoke',
            reason: 'Left the TPA',
            decided_by: { id: integer(5), name: like('Ngozi Eze'), email: like('ngozi.eze@pact.example') },
            decided_at: anInstant(),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = client.storeFor(mockServer).dispatch(
          generatedApi.endpoints.decideAccessReviewItems.initiate({
            accessReview: 3,
            accessReviewDecision: { item_ids: [7], decision: 'revoke', reason: 'Left the TPA' },
          }),
        );
        await expect(answer.unwrap()).resolves.toEqual({
          items: [expect.objectContaining({ id: 7, decision: 'revoke', reason: 'Left the TPA' })],
        });
      }));
});
