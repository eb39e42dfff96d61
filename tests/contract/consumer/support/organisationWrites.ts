import { MatchersV3 } from '@pact-foundation/pact';
import { PROVIDER_STATES } from '../../providerStates';
import { EXAMPLE_ID, organisationBody, organisationPact, type OrganisationContract } from './organisationContract';

const { eachLike, like } = MatchersV3;

const fieldErrors = (field: string, message: string) => ({
  message: like(message),
  errors: { [field]: eachLike(like(message)) },
});

/**
 * The changes the TPA or ministry screens make (create, edit, suspend, reactivate), as Pact
 * interactions driven through the real generated endpoints with the forms' own payloads.
 */
export function describeOrganisationWrites(contract: OrganisationContract) {
  const { kind, stateKind, path, values, payloadOf, calls } = contract;
  const { noun } = kind;
  const { pact, client, readHeaders, writeHeaders, made, onePath } = organisationPact(contract);

  it(`creates a ${noun} and answers it (201)`, () => {
    const created = { ...values, name: `Pact New ${noun}`, code: `PACT/${stateKind}/NEW` };
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.organisationCodeFree, { kind: stateKind, code: created.code })
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving(`a call creating a ${noun}`)
      .withRequest('POST', path, (request) => request.headers(writeHeaders).jsonBody(payloadOf(created)))
      .willRespondWith(201, (response) =>
        response.jsonBody({ ...organisationBody(contract, { status: 'active' }), code: like(created.code) }),
      )
      .executeTest(async (mockServer) => {
        await expect(calls.create(client.storeFor(mockServer), created)).resolves.toMatchObject({
          code: created.code,
          status: 'active',
          version: 1,
        });
      });
  });

  it(`refuses a code another ${noun} has, in any case, with a message at the code (422)`, () => {
    const taken = made(`Pact Taken ${noun}`, `PACT/${stateKind}/TAKEN`);
    const clash = { ...values, code: taken.code.toLowerCase() };
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.organisationMade, taken)
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving(`a call creating a ${noun} with a code already taken`)
      .withRequest('POST', path, (request) => request.headers(writeHeaders).jsonBody(payloadOf(clash)))
      .willRespondWith(422, (response) =>
        response.jsonBody(
          fieldErrors('code', `Another ${noun} already uses this registration code. Enter a different code.`),
        ),
      )
      .executeTest(async (mockServer) => {
        await expect(calls.create(client.storeFor(mockServer), clash)).rejects.toMatchObject({
          status: 422,
          data: { errors: { code: [expect.any(String)] } },
        });
      });
  });

  const edited = made(`Pact Edited ${noun}`, `PACT/${stateKind}/EDITED`);
  const change = { ...values, name: `Pact Renamed ${noun}`, code: edited.code };

  it(`saves a change to a ${noun} made on the version it was opened on (200)`, () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.organisationMade, edited)
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving(`a call saving a change to a ${noun}`)
      .withRequest('PUT', onePath(), (request) =>
        request.headers(writeHeaders).jsonBody({ ...payloadOf(change), version: 1 }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ ...organisationBody(contract, { status: 'active', version: 2 }), name: like(change.name) }),
      )
      .executeTest(async (mockServer) => {
        await expect(calls.update(client.storeFor(mockServer), EXAMPLE_ID, change, 1)).resolves.toMatchObject({
          name: change.name,
          version: 2,
        });
      }));

  it(`refuses a change to a ${noun} made on an older version with 409, saving nothing`, () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.organisationMade, edited)
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving(`a call saving a change to a ${noun} made on an older version`)
      .withRequest('PUT', onePath(), (request) =>
        request.headers(writeHeaders).jsonBody({ ...payloadOf(change), version: 7 }),
      )
      .willRespondWith(409, (response) =>
        response.jsonBody({ message: like(`This ${noun} was changed by someone else since you opened it.`) }),
      )
      .executeTest(async (mockServer) => {
        await expect(calls.update(client.storeFor(mockServer), EXAMPLE_ID, change, 7)).rejects.toMatchObject({
          status: 409,
          data: { message: expect.any(String) },
        });
      }));

  it(`suspends an active ${noun}, answering it with its users counted (200)`, () =>
    pact
      .addInteraction()
      .given(
        PROVIDER_STATES.organisationMade,
        made(`Pact Suspended ${noun}`, `PACT/${stateKind}/SUSPENDED`, 'active', 2),
      )
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving(`a call suspending a ${noun}`)
      .withRequest('POST', onePath('/suspend'), (request) => request.headers(readHeaders))
      .willRespondWith(200, (response) =>
        response.jsonBody(organisationBody(contract, { status: 'suspended', users: 2, version: 2 })),
      )
      .executeTest(async (mockServer) => {
        await expect(calls.suspend(client.storeFor(mockServer), EXAMPLE_ID)).resolves.toMatchObject({
          status: 'suspended',
          users_count: 2,
        });
      }));

  it(`reactivates a suspended ${noun} (200)`, () =>
    pact
      .addInteraction()
      .given(
        PROVIDER_STATES.organisationMade,
        made(`Pact Reactivated ${noun}`, `PACT/${stateKind}/REACTIVATED`, 'suspended', 1),
      )
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving(`a call reactivating a suspended ${noun}`)
      .withRequest('POST', onePath('/reactivate'), (request) => request.headers(readHeaders))
      .willRespondWith(200, (response) =>
        response.jsonBody(organisationBody(contract, { status: 'active', users: 1, version: 2 })),
      )
      .executeTest(async (mockServer) => {
        await expect(calls.reactivate(client.storeFor(mockServer), EXAMPLE_ID)).resolves.toMatchObject({
          status: 'active',
          users_count: 1,
        });
      }));
}
