import { toLoginErrors } from '../../../src/web/features/auth/loginErrors';

describe('toLoginErrors', () => {
  it('should place 422 messages at their fields and others on the form', () => {
    const errors = toLoginErrors({
      status: 422,
      body: {
        message: 'Invalid.',
        errors: { email: ['Bad email.'], password: ['Too short.', 'Required.'], remember: ['Must be true or false.'] },
      },
    });
    expect(errors).toEqual({
      email: ['Bad email.'],
      password: ['Too short.', 'Required.'],
      form: ['Must be true or false.'],
    });
  });
  it('should place the 429 message at the email field', () => {
    expect(toLoginErrors({ status: 429, body: { message: 'Try again in 30 seconds.', retry_after: 30 } })).toEqual({
      email: ['Try again in 30 seconds.'],
    });
  });
  it('should put a 422 without field messages on the form', () => {
    expect(toLoginErrors({ status: 422, body: { message: 'Invalid.' } })).toEqual({ form: ['Invalid.'] });
  });
  it('should describe a failure without a body by its status', () => {
    expect(toLoginErrors({ status: 503 })).toEqual({ form: ['Request failed (HTTP 503).'] });
    expect(toLoginErrors({ status: 'network' })).toEqual({ form: ['The server could not be reached.'] });
  });
});
