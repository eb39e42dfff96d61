import { MatchersV3 } from '@pact-foundation/pact';
import { generatedApi, type ListViewInput } from '../../../src/web/api/generated';
import { DEFAULT_LIST_STATE } from '../../../src/web/components/data-table/listState';
import { viewStateOf } from '../../../src/web/components/data-table/views/viewState';
import { userFilters } from '../../../src/web/features/users/usersListConfig';
import { PROVIDER_STATES, type ViewShared } from '../providerStates';
import { AJAX_HEADERS, cookiesOf, EXAMPLE_SESSION, sessionHeaders } from './support/clientHeaders';
import { anInstant, exactly } from './support/matchers';
import { integerFromState } from './support/providerStateValues';
import { useWebClient } from './support/webClient';
import { webClientPact } from './support/webClientPact';

const { eachLike, integer, like } = MatchersV3;

/** The view another user shared with everyone: agency staff, newest first. */
const SHARED: ViewShared = { list: 'users', name: 'Pact agency staff' };

/** Another such view, which the caller makes their default. */
const DEFAULT_TO_BE: ViewShared = { list: 'users', name: 'Pact agency staff by default' };

/** The users screen's state as Views saves it: agency staff named Okafor, newest first, 25 a page. */
const savedState = () =>
  viewStateOf(
    {
      ...DEFAULT_LIST_STATE,
      itemsPerPage: 25,
      search: 'okafor',
      sort: '-created_at',
      filters: { user_type: ['Agency Staff'] },
    },
    userFilters,
    undefined,
  );

describe('saved views (GET and POST /api/list-views)', () => {
  const pact = webClientPact();
  const client = useWebClient(cookiesOf(EXAMPLE_SESSION));

  it("listListViews answers the views of a list its caller sees, another's shared with everyone among them (200)", () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.viewShared, SHARED)
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('a call for the saved views of the users list')
      .withRequest('GET', '/api/list-views', (request) =>
        request.query({ list: 'users' }).headers({ ...AJAX_HEADERS, ...sessionHeaders() }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          views: eachLike({
            id: integer(12),
            list: exactly('users'),
            name: like(SHARED.name),
            state: {
              filters: eachLike({
                name: like('user_type'),
                type: like('select'),
                value: eachLike(like('Agency Staff')),
              }),
              sort: like('-created_at'),
            },
            visibility: exactly('everyone'),
            role: null,
            owner: { id: integer(3), name: like('Chidi Obi') },
            version: integer(1),
            created_at: anInstant(),
            updated_at: anInstant(),
          }),
          default_view_id: null,
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = await client
          .storeFor(mockServer)
          .dispatch(generatedApi.endpoints.listListViews.initiate({ list: 'users' }));
        expect(answer.data?.views[0]).toMatchObject({ name: SHARED.name, visibility: 'everyone', role: null });
        expect(answer.data?.default_view_id).toBeNull();
      }));

  it('createListView saves the current view of the users list, personal (201)', () => {
    const listViewInput: ListViewInput = {
      list: 'users',
      name: 'Pact my Okafors',
      state: savedState(),
      visibility: 'personal',
    };
    expect(listViewInput.state).toEqual({
      filters: [{ name: 'user_type', type: 'select', value: ['Agency Staff'] }],
      search: 'okafor',
      sort: '-created_at',
      items_per_page: 25,
    });
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('a call saving the current view of the users list')
      .withRequest('POST', '/api/list-views', (request) =>
        request
          .headers({ ...AJAX_HEADERS, 'Content-Type': 'application/json', ...sessionHeaders() })
          .jsonBody(listViewInput),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          id: integer(13),
          list: exactly('users'),
          name: exactly(listViewInput.name),
          state: listViewInput.state,
          visibility: exactly('personal'),
          role: null,
          owner: { id: integer(4), name: like('Amina Bello') },
          version: integer(1),
          created_at: anInstant(),
          updated_at: anInstant(),
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = client
          .storeFor(mockServer)
          .dispatch(generatedApi.endpoints.createListView.initiate({ listViewInput }));
        await expect(answer.unwrap()).resolves.toMatchObject({ name: listViewInput.name, state: listViewInput.state });
      });
  });

  it('setDefaultListView makes a view its caller sees the one the list opens with (204)', () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.viewShared, DEFAULT_TO_BE)
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('a call making a shared view the default of the users list')
      .withRequest('PUT', '/api/list-views/default', (request) =>
        request
          .headers({ ...AJAX_HEADERS, 'Content-Type': 'application/json', ...sessionHeaders() })
          .jsonBody({ list: 'users', view_id: integerFromState('viewId', 12) }),
      )
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        // As the Views menu's "Make default" sends it for the view shown.
        const answer = client
          .storeFor(mockServer)
          .dispatch(
            generatedApi.endpoints.setDefaultListView.initiate({ listViewDefault: { list: 'users', view_id: 12 } }),
          );
        await expect(answer.unwrap()).resolves.toBeNull();
      }));
});
