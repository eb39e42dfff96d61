import { toAuthCheck } from '../../../src/web/app/guard/authCheck';
import { sessionOf } from '../support/fixtures';

const idle = { isFetching: false, isSuccess: false, isError: false };

describe('toAuthCheck', () => {
  it('should be pending before the first answer', () => {
    expect(toAuthCheck(idle)).toEqual({ status: 'pending' });
  });
  it('should be authenticated with the answer of GET /api/user', () => {
    const session = sessionOf();
    expect(toAuthCheck({ ...idle, isSuccess: true, data: session })).toEqual({ status: 'authenticated', session });
  });
  it('should fail when GET /api/user failed', () => {
    expect(toAuthCheck({ ...idle, isError: true })).toEqual({ status: 'failed' });
  });
  it('should be pending while a re-check runs, even with an older user cached (after sign-out)', () => {
    expect(toAuthCheck({ ...idle, isFetching: true, isSuccess: true, data: sessionOf() })).toEqual({
      status: 'pending',
    });
  });
  it('should fail, not reuse the older user, when the re-check failed', () => {
    expect(toAuthCheck({ ...idle, isError: true, data: sessionOf() })).toEqual({ status: 'failed' });
  });
});
