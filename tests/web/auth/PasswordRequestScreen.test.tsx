import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, json, stubFetch, type FetchHandler, type FetchStub } from '../support/fetchStub';
import { describedText, lastBody } from '../support/forms';
import { renderApp } from '../support/renderApp';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

function backend(forgotPassword: FetchHandler) {
  fetchStub = stubFetch({
    'GET /api/user': () => json(401, { message: 'Unauthenticated.' }),
    'POST /forgot-password': forgotPassword,
  });
}

async function requestFor(email: string) {
  const user = userEvent.setup();
  const rendered = renderApp(['/password/email']);
  await user.type(await screen.findByLabelText('Email', {}), email);
  await user.click(screen.getByRole('button', { name: 'Email me a reset link' }));
  return { user, ...rendered };
}

describe('<PasswordRequestScreen>', () => {
  it('should send the email and show one confirmation, whatever the server says about the address', async () => {
    const confirmations: string[] = [];
    for (const [email, message] of [
      ['amina.bello@nhia.example', 'Reset link sent.'],
      ['nobody@nhia.example', 'Something else entirely.'],
    ]) {
      backend(() => json(200, { message }));
      const { view } = await requestFor(`  ${email} `);
      confirmations.push((await screen.findByRole('status')).textContent ?? '');
      expect(await lastBody(fetchStub.requests, 'POST', '/forgot-password')).toEqual({ email });
      view.unmount();
      fetchStub.restore();
    }
    backend(() => json(200, { message: '' }));
    expect(confirmations[0]).toContain('If an account uses this address, we have emailed it a link');
    expect(confirmations[1]).toBe(confirmations[0]);
  });

  it('should show a 422 message at the email field and keep the form', async () => {
    backend(() =>
      json(422, {
        message: 'The given data was invalid.',
        errors: { email: ['Enter a valid email address (like name@example.com).'] },
      }),
    );
    await requestFor('not-an-address');
    await waitFor(() => expect(describedText('Email')).toBe('Enter a valid email address (like name@example.com).'));
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('should show a throttling answer in the summary above the form', async () => {
    backend(() => json(429, { message: 'Too many requests. Try again in 30 seconds.', retry_after: 30 }));
    await requestFor('amina.bello@nhia.example');
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('listitem').textContent).toBe('Too many requests. Try again in 30 seconds.');
  });

  it('should be busy while the server answers', async () => {
    const answer = deferred<Response>();
    backend(() => answer.promise);
    await requestFor('amina.bello@nhia.example');
    const button = screen.getByRole('button', { name: /Email me a reset link/ });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    expect(screen.getByLabelText('Email').hasAttribute('disabled')).toBe(true);
    answer.resolve(json(200, { message: 'ok' }));
    expect(await screen.findByRole('status')).toBeTruthy();
  });

  it('should lead back to sign in, and the sign-in screen here', async () => {
    backend(() => json(200, { message: 'ok' }));
    const user = userEvent.setup();
    const { router } = renderApp(['/password/email']);
    await user.click(await screen.findByRole('link', { name: 'Back to sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/password/email'));
  });

  it('should offer to request another link after the confirmation', async () => {
    backend(() => json(200, { message: 'ok' }));
    const { user } = await requestFor('amina.bello@nhia.example');
    await user.click(await screen.findByRole('button', { name: 'Request another link' }));
    expect(await screen.findByRole('button', { name: 'Email me a reset link' })).toBeTruthy();
  });
});
