import type { OperationHandlers } from '../../src/server/context';
import type { Operation, Schema } from '../../src/server/operations';

/** True only when the two types are the same. */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <A, B>(verdict: Same<A, B>) => verdict;

// Compiled, not run: ts-jest and `tsc` fail this file when an unexpected error appears or an expected one does not.
export const handlersAgainstTheContract: OperationHandlers = {
  // @ts-expect-error a user's detail without its fields is not the contract's UserDetail
  async getUser(request) {
    return { id: request.params.id };
  },
  // @ts-expect-error a list answer without its pagination is not the contract's RoleList
  async listRoles() {
    return { roles: [], no_of_batches: 0 };
  },
  async updateUser(request) {
    // @ts-expect-error the contract's UserUpdate has no user_type
    return request.body.user_type;
  },
};

describe('handler types generated from openapi/openapi.yaml', () => {
  it('give each operation its request body, query, path parameters and replies', () => {
    expect(same<Operation<'createUser'>['Body'], Schema<'UserInput'>>(true)).toBe(true);
    expect(same<Operation<'createUser'>['Reply'][201], Schema<'UserDetail'>>(true)).toBe(true);
    expect(same<Operation<'getTpa'>['Params'], { id: number }>(true)).toBe(true);
    expect(same<Operation<'exportUsers'>['Querystring']['batch'], number>(true)).toBe(true);
    expect(same<Operation<'getUser'>['Body'], undefined>(true)).toBe(true);
  });

  it('fill in defaulted list parameters, as the server validation does before a handler runs', () => {
    expect(same<Operation<'listUsers'>['Querystring']['page'], number>(true)).toBe(true);
    expect(same<Operation<'listRoles'>['Querystring']['items_per_page'], number>(true)).toBe(true);
  });
});
