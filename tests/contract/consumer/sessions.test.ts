import { MatchersV3 } from '@pact-foundation/pact';
import { generatedApi } from '../../../src/web/api/generated';
import { PROVIDER_STATES, type OtherDevice } from '../providerStates';
import { AJAX_HEADERS, cookiesOf, EXAMPLE_SESSION, sessionHeaders } from './support/clientHeaders';
import { anInstant } from './support/matchers';
import { useWebClient } from './support/webClient';
import { webClientPact } from './support/webClientPact';

const { like, regex } = MatchersV3;

const OTHER: OtherDevice = {
  user_agent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  ip_address: '203.0.113.7',
};
const PUBLIC_ID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

describe('listMySessions (GET /api/user/sessions)', () => {
  const pact = webClientPact();
  const client = useWebClient(cookiesOf(EXAMPLE_SESSION));

  it("answers the signed-in user's sessions, newest sign-in first, this one marked (200)", () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.signedInOnAnotherDevice, OTHER)
      .uponReceiving("a call for the signed-in user's sessions")
      .withRequest('GET', '/api/user/sessions', (request) => request.headers({ ...AJAX_HEADERS, ...sessionHeaders() }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          sessions: [
            {
              id: regex(PUBLIC_ID, '3f2b8c1e-7d4a-4e5f-9a6b-0c1d2e3f4a5b'),
              // This browser's device and address are the verifier's own.
              device: like('Chrome 131 on macOS 10.15.7 (desktop)'),
              ip_address: like('127.0.0.1'),
              signed_in_at: anInstant(),
              last_active_at: anInstant(),
              current: true,
              second_factor_used: false,
            },
            {
              id: regex(PUBLIC_ID, '9c8d7e6f-5a4b-4c3d-8e2f-1a0b9c8d7e6f'),
              device: 'Chrome 131 on Windows 10 (desktop)',
              ip_address: OTHER.ip_address,
              signed_in_at: anInstant(),
              last_active_at: anInstant(),
              current: false,
              second_factor_used: false,
            },
          ],
        }),
      )
      .executeTest(async (mockServer) => {
        const result = await client.storeFor(mockServer).dispatch(generatedApi.endpoints.listMySessions.initiate());
        expect(result.data?.sessions.map(({ device, current }) => ({ device, current }))).toEqual([
          { device: 'Chrome 131 on macOS 10.15.7 (desktop)', current: true },
          { device: 'Chrome 131 on Windows 10 (desktop)', current: false },
        ]);
      }));
});
